export * from './orders';
export * from './categories';
