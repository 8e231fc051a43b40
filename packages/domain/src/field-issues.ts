// The shape every form rule of the domain reports in (registration, tax invoice, payment report,
// uploads): a path to the field, a stable message key and the message in both languages of the
// product (spec §1: Thai by default, customisable texts). The zod schemas of payloads.ts turn the
// same issues into zod issues, so the browser form and the server say the same thing.

/** The two languages of the product (spec §1); Thai is the default. */
export type MessageLang = 'th' | 'en';

/** A message in both languages. */
export interface LocalisedMessage {
  readonly th: string;
  readonly en: string;
}

/** One failed rule: where (`path`, as zod paths are), which rule (`key`) and what to show. */
export interface FieldIssue<K extends string = string> {
  readonly path: readonly (string | number)[];
  readonly key: K;
  readonly message: LocalisedMessage;
}

/**
 * Fills `{name}` placeholders in both languages: `fillMessage({th:'กรุณากรอก{label}', en:'Please
 * enter {label}'}, {label:'อาชีพ'})`. A placeholder without a value is left as written.
 */
export function fillMessage(message: LocalisedMessage, params: Readonly<Record<string, string | number>>): LocalisedMessage {
  const fill = (text: string) =>
    text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  return { th: fill(message.th), en: fill(message.en) };
}

/** Builds an issue. */
export function fieldIssue<K extends string>(
  path: readonly (string | number)[],
  key: K,
  message: LocalisedMessage,
): FieldIssue<K> {
  return { path, key, message };
}

/** Empty for a form: undefined, null, a string of only spaces, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
