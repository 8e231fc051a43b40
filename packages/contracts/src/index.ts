export * from './common.ts';
export * from './catalogue.ts';
export * from './site.ts';
export * from './ssr.ts';
export * from './auth.ts';
export * from './checkout.ts';
export * from './setup.ts';
export * from './pictures.ts';
