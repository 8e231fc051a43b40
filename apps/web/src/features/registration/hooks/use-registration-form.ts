// The registration form's state: the values, which fields have been left (blur) or submitted, the
// domain's issues for them, and messages the server or an upload gave. A field shows its rule's
// message once it has been left or the form submitted, and follows the value from then on.
import { useMemo, useState } from 'react';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import {
  validateRegistrationForm,
  type FieldKey,
  type FormIssue,
  type RegistrationFormContext,
  type RegistrationFormValues,
} from '../registration-form.ts';

export interface RegistrationFormState {
  values: RegistrationFormValues;
  /** How many fields fail their rules right now. */
  issueCount: number;
  /** The message to show under a field, if any. */
  errorOf(key: FieldKey): LocalisedMessage | undefined;
  /** Changes values; the server's message of `key` goes, since it was about the old value. */
  change(key: FieldKey, update: (values: RegistrationFormValues) => RegistrationFormValues): void;
  /** The field was left: its rule's message shows from now on. */
  blur(key: FieldKey): void;
  /** A submit: every field shows its message; returns the issues (empty when the form may be sent). */
  submit(): FormIssue[];
  /** What the server said about fields after a failed registration. */
  setServerIssues(issues: readonly FormIssue[]): void;
  /** An upload's own failure (type, storage, upload failed); null clears it. */
  setUploadError(key: FieldKey, message: LocalisedMessage | null): void;
}

export function useRegistrationForm(initial: () => RegistrationFormValues, ctx: RegistrationFormContext): RegistrationFormState {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ReadonlyMap<FieldKey, LocalisedMessage>>(() => new Map());
  const [uploads, setUploads] = useState<ReadonlyMap<FieldKey, LocalisedMessage>>(() => new Map());

  const ruleIssues = useMemo(() => {
    const byKey = new Map<FieldKey, LocalisedMessage>();
    for (const i of validateRegistrationForm(values, ctx)) if (!byKey.has(i.key)) byKey.set(i.key, i.message);
    return byKey;
  }, [values, ctx]);

  const without = (map: ReadonlyMap<FieldKey, LocalisedMessage>, key: FieldKey) => {
    if (!map.has(key)) return map;
    const next = new Map(map);
    next.delete(key);
    return next;
  };

  return {
    values,
    issueCount: ruleIssues.size,
    errorOf: (key) => uploads.get(key) ?? server.get(key) ?? (submitted || touched.has(key) ? ruleIssues.get(key) : undefined),
    change: (key, update) => {
      setValues(update);
      setServer((m) => without(m, key));
    },
    blur: (key) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))),
    submit: () => {
      setSubmitted(true);
      setServer(new Map());
      return validateRegistrationForm(values, ctx);
    },
    setServerIssues: (issues) => setServer(new Map(issues.map((i) => [i.key, i.message]))),
    setUploadError: (key, message) =>
      setUploads((m) => {
        if (message === null) return without(m, key);
        return new Map(m).set(key, message);
      }),
  };
}
