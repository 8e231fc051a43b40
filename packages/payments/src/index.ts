export * from './types.ts';
export * from './errors.ts';
export * from './money.ts';
export type { ProviderModule, SandboxOptions } from './module.ts';
export { PROVIDER_MODULES, moduleOfMethod, moduleByName, isProviderName, type OnlineMethodId } from './registry.ts';
