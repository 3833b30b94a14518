/** Feedback and chat-exit surveys (spec 002 §4.7, §5, §7.7): rules, state machine, calls, controller. */
export * from './types';
export * from './validation';
export * from './machine';
export * from './api';
export * from './controller';
