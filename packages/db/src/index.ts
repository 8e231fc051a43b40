export * from './client.ts';
export * as schema from './schema.ts';
export { seedDemo, DEMO_LOGINS } from './seed/index.ts';
