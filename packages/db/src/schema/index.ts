// Drizzle schema of Rian, one file per area. Column names follow the spec's wire format (spec §3)
// where it names a field, so that rows map to responses without renaming; everything else is
// snake_case too. Money is integer minor units (satang, cents); times are timestamptz (UTC).
export * from './site.ts';
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './page-tabs.ts';
export * from './course-parts.ts';
export * from './orders.ts';
export * from './payment-methods.ts';
export * from './payments.ts';
export * from './files-and-mail.ts';
export * from './learning.ts';
export * from './audit.ts';
export * from './pages.ts';
export * from './documents.ts';
export * from './notify.ts';
export * from './withholding.ts';
