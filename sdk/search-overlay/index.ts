/** The search overlay's headless parts (issue 15 §5): state, options and keys, address, API and controller. */
export * from './wire';
export * from './state';
export * from './options';
export * from './hotkey';
export * from './url';
export * from './api';
export * from './controller';
