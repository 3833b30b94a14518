/**
 * The performer categories the catalog knows (spec 001 §2 "Category /en/categories/{categorySlug}/",
 * breadcrumbs "category details and overview"). The seed draws from this list, the site names and
 * links them; a slug outside it is spec 001's "Unknown video category: error 'Unmapped category'".
 */
export const CATEGORY_SLUGS = [
  'blonde', 'brunette', 'redhead', 'curvy', 'petite', 'fitness', 'tattoos', 'mature', 'couples',
  'cosplay', 'glamour', 'outdoor',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}
