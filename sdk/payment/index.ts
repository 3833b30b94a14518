/** Payment rules shared by the payment form and the server. */
export * from './card';
export * from './amounts';
export * from './euros';
export * from './bonus-codes';
export * from './auto-recharge';
export * from './packages';
