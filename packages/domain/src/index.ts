export * from './money.ts';
export * from './course-url.ts';
export * from './pagination.ts';
export * from './layout.ts';
export * from './registration-window.ts';
export * from './plans.ts';
export * from './errors.ts';
