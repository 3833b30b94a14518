export * from './rules';
export * from './state';
export * from './engine';
export * from './probe';
export * from './resume';
export * from './watch-start';
export * from './controller';
export * from './resume-tracker';
