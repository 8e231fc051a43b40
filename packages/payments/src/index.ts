export * from './types.ts';
export * from './errors.ts';
export * from './money.ts';
export type { ProviderModule, SandboxOptions } from './module.ts';
export { PROVIDER_MODULES, moduleOfMethod, moduleByName, isProviderName, type OnlineMethodId } from './registry.ts';
export { checkProductionCredentials, credentialEnvName, credentialValueProblem, type CredentialCheck } from './credentials.ts';
