/** Search engine facts of the site's pages: head tags, indexing, sitemap and robots.txt (issue 12 §2). */
export * from './description';
export * from './head';
export * from './indexing';
export * from './sitemap';
