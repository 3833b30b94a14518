/** The chat button's headless parts (issue 14 §3): config, offers, state and controller. */
export * from './config';
export * from './offers';
export * from './state';
export * from './controller';
export * from './ticket';
