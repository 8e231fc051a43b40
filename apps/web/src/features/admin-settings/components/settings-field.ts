// The settings form's error texts: the contract's keys of this feature (ga4, range, email) in its
// own words, the shared ones (required, tooLong, url) as every back-office form says them.
import type { TFunction } from 'i18next';
import { fieldError } from '../../../components/admin/form-errors.ts';
import '../i18n.ts';

const OWN = new Set(['ga4', 'range', 'email', 'taken', 'taxId', 'branch']);

export function settingsError(t: TFunction, message: unknown): string | undefined {
  if (message && OWN.has(String(message))) return t(`adminSettings.validation.${String(message) as 'ga4'}`);
  return fieldError(t, message);
}
