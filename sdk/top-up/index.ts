/** The top-up controller and its idempotency keys (issue 11 B5). */
export * from './attempt-key';
export * from './controller';
export * from './preselect';
export * from './wanted';
