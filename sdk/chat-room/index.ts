/** The chat room's headless parts (issue 14 §4-§6): shapes, calls, start rules, state and controller. */
export * from './types';
export * from './api';
export * from './live-rules';
export * from './start-rules';
export * from './state';
export * from './controller';
export * from './channel';
export * from './show-watch';
