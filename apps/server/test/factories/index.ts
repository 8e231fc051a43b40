// Test data factories: each test builds the rows it needs instead of reading the demo seed's ids.
// They insert through @rian/db's schema with defaults a buyer can order, and return the rows.
export * from './admins.ts';
export * from './bank-accounts.ts';
export * from './buyers.ts';
export * from './categories.ts';
export * from './coupons.ts';
export * from './courses.ts';
export * from './learning.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './site.ts';
export * from './uploads.ts';
