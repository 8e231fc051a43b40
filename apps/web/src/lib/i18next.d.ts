// Typed translation keys (conventions.md "Habits"): a key missing from the Thai source catalogue
// fails the type-check.
import 'i18next';
import type th from './locales/th.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof th };
  }
}
