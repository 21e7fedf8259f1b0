// The domain's public API: pure rules shared by the widgets and the host.
export * from './types.js';
export * from './constants.js';
export * from './money.js';
export * from './pricing.js';
export * from './freight.js';
export * from './cart.js';
export * from './messages.js';
export * from './validation.js';
export * from './schemas.js';
export * from './price-summary.js';
export * from './mobile-input.js';
export * from './quantity.js';
export * from './order-status.js';
export * from './shop-settings.js';
