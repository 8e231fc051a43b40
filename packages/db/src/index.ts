export * from './client.ts';
export { transactionCommittedBehind, type Behind } from './commit-behind.ts';
export { columnsOf } from './columns.ts';
export * as schema from './schema/index.ts';
export { seedDemo, seedSiteDefaults, hasDemoData, DEMO_LOGINS, DEMO_METHOD_CREDENTIALS } from './seed/index.ts';
