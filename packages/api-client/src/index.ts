export * from './schemas/messages';
export * from './schemas/catalogue';
export * from './schemas/shopper';
export * from './schemas/forms';
export * from './schemas/order';
export * from './errors';
export * from './client';
export * from './queries';
