// The state of the tax invoice form (spec §3, §5; §4 "Changing person type clears the tax fields"):
// the values, the field messages, the person type change waiting for confirmation, and the save
// with PUT /private/myaccount/students/tax. Checked in the browser by the domain's
// validateTaxInvoice, the rule the server applies too, so both say the same thing.
import { useCallback, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Student } from '@rian/contracts/auth';
import { errorMessage } from '@rian/domain/errors';
import {
  changeTaxPersonType,
  normaliseTaxId,
  validateTaxInvoice,
  type TaxInvoiceData,
  type TaxPersonType,
} from '@rian/domain/tax-invoice';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { saveTaxInvoice, studentQuery } from '../../lib/student-api.ts';
import { useLang } from '../../lib/use-lang.ts';
import { hasTaxEntries, serverTaxIssues, TAX_FIELD_ORDER, taxFormValues, type TaxField } from './tax-form.ts';

export type TaxIssues = Partial<Record<TaxField, string>>;

const FIELD_ORDER = TAX_FIELD_ORDER;

export interface TaxInvoiceFormOptions {
  student: Student;
  certificateRequired: boolean;
  lockPersonType?: TaxPersonType;
  requireTaxInvoice: boolean;
  onSaved?: (stored: TaxInvoiceData) => void;
  fieldId: (field: TaxField) => string;
}

function focusFirst(found: TaxIssues, fieldId: (field: TaxField) => string): void {
  const first = FIELD_ORDER.find((f) => found[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

function useSaveTaxInvoice(o: TaxInvoiceFormOptions, setData: (d: TaxInvoiceData) => void, setIssues: (i: TaxIssues) => void) {
  const lang = useLang();
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);
  const save = useMutation({
    mutationFn: (values: TaxInvoiceData) => saveTaxInvoice(values, { requireTaxInvoice: o.requireTaxInvoice }),
    onSuccess: (stored) => {
      // The form keeps what was saved; the cached account follows, so a return visit shows it too.
      setData(stored);
      client.setQueryData(studentQuery().queryKey, (old: Student | undefined) => (old ? { ...old, ...stored } : old));
      setSaved(true);
      o.onSaved?.(stored);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'TAX_INVOICE_INVALID') return;
      const found = serverTaxIssues(error.details, lang);
      setIssues(found);
      focusFirst(found, o.fieldId);
    },
  });
  const invalid = save.error instanceof ApiError && save.error.code === 'TAX_INVOICE_INVALID';
  const serverError = save.error && !invalid ? errorText(save.error, lang) : null;
  const invalidText = invalid ? errorMessage('TAX_INVOICE_INVALID', lang) : null;
  return { save, saved, setSaved, closeSaved, serverError, invalidText };
}

export function useTaxInvoiceForm(o: TaxInvoiceFormOptions) {
  const lang = useLang();
  const [data, setData] = useState<TaxInvoiceData>(() =>
    o.lockPersonType ? changeTaxPersonType(taxFormValues(o.student), o.lockPersonType) : taxFormValues(o.student),
  );
  const [issues, setIssues] = useState<TaxIssues>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [pendingType, setPendingType] = useState<TaxPersonType | null>(null);
  const saving = useSaveTaxInvoice(o, setData, setIssues);

  const set = <K extends TaxField>(field: K, value: TaxInvoiceData[K]) => {
    setData((d) => ({ ...d, [field]: value }));
    // A corrected field stops showing its old message; the rest wait for the next check.
    if (issues[field]) {
      setIssues((old) => {
        const next = { ...old };
        delete next[field];
        return next;
      });
    }
  };

  const choosePersonType = (next: TaxPersonType) => {
    if (next === data.tax_person_type || (o.lockPersonType && next !== o.lockPersonType)) return;
    // spec §4: the change clears the fields. Ask first when that would throw something away.
    if (hasTaxEntries(data)) setPendingType(next);
    else setData(changeTaxPersonType(data, next));
  };

  const confirmPersonType = () => {
    if (pendingType) setData(changeTaxPersonType(data, pendingType));
    setIssues({});
    setSummary(null);
    setPendingType(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    saving.setSaved(false);
    const clean = { ...data, tax_payer_identification_no: normaliseTaxId(data.tax_payer_identification_no) };
    setData(clean);
    const result = validateTaxInvoice(clean, { companyCertificateRequired: o.certificateRequired });
    const found: TaxIssues = {};
    for (const issue of result.issues) {
      const field = issue.path[0] as TaxField;
      found[field] ??= issue.message[lang];
    }
    setIssues(found);
    setSummary(result.summary ? result.summary[lang] : null);
    if (!result.ok) return focusFirst(found, o.fieldId);
    saving.save.mutate(clean);
  };

  return {
    data,
    issues,
    set,
    choosePersonType,
    pendingType,
    cancelPersonType: () => setPendingType(null),
    confirmPersonType,
    submit,
    saving: saving.save.isPending,
    saved: saving.saved,
    closeSaved: saving.closeSaved,
    /** The message above the form: the rules' summary, the server's refusal, or another failure. */
    overall: summary ?? saving.invalidText ?? saving.serverError,
  };
}
