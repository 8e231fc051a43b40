import '../../features/checkout/i18n.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '../../features/account/components/account.css';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Radio, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Student } from '@rian/contracts/auth';
import { errorMessage } from '@rian/domain/errors';
import {
  changeTaxPersonType,
  normaliseTaxId,
  taxNameLabels,
  TAX_ID_LENGTH,
  validateTaxInvoice,
  type TaxInvoiceData,
  type TaxPersonType,
} from '@rian/domain/tax-invoice';
import { ApiError } from '../../lib/api-client.ts';
import { useLang } from '../../lib/use-lang.ts';
import { saveTaxInvoice, studentQuery } from '../../lib/student-api.ts';
import { errorText } from '../../lib/error-text.ts';
import { hasTaxEntries, serverTaxIssues, taxFormValues, type TaxField } from './tax-form.ts';
import { CertificateUpload } from './CertificateUpload.tsx';
import { SavedNotice } from './SavedNotice.tsx';

type Issues = Partial<Record<TaxField, string>>;

// The order of the form, for focusing the first field that needs attention.
const FIELD_ORDER: readonly TaxField[] = [
  'tax_person_type',
  'tax_name_one',
  'tax_name_two',
  'tax_payer_identification_no',
  'tax_address',
  'tax_postcode',
  'tax_delivery_address',
  'tax_company_certificate',
];

/**
 * The student's tax invoice data (spec §3, §5; §4 "Changing person type clears the tax fields").
 * Checked in the browser by the domain's validateTaxInvoice, the rule the server applies too, so
 * both say the same thing; saved with PUT /private/myaccount/students/tax.
 *
 * `lockPersonType` fixes the person type (spec §2 tax-invoice modal: "Person type cannot be changed
 * there"): the form starts as that type (the domain's changeTaxPersonType clears the fields of
 * another one) and the other choice is disabled. `requireTaxInvoice` saves with
 * is_require_tax_invoice 1; `onSaved` hears of each save.
 */
export function TaxInvoiceForm({
  student,
  certificateRequired,
  lockPersonType,
  requireTaxInvoice = false,
  onSaved,
}: {
  student: Student;
  certificateRequired: boolean;
  lockPersonType?: TaxPersonType;
  requireTaxInvoice?: boolean;
  onSaved?: (stored: TaxInvoiceData) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const client = useQueryClient();
  const [data, setData] = useState<TaxInvoiceData>(() =>
    lockPersonType ? changeTaxPersonType(taxFormValues(student), lockPersonType) : taxFormValues(student),
  );
  const [issues, setIssues] = useState<Issues>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [pendingType, setPendingType] = useState<TaxPersonType | null>(null);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);

  const fieldId = (f: TaxField) => `${id}-${f}`;
  const focusFirst = (found: Issues) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = useMutation({
    mutationFn: (values: TaxInvoiceData) => saveTaxInvoice(values, { requireTaxInvoice }),
    onSuccess: (stored) => {
      // The form keeps what was saved; the cached account follows, so a return visit shows it too.
      setData(stored);
      client.setQueryData(studentQuery().queryKey, (old: Student | undefined) => (old ? { ...old, ...stored } : old));
      setSaved(true);
      onSaved?.(stored);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'TAX_INVOICE_INVALID') return;
      const found = serverTaxIssues(error.details, lang);
      setIssues(found);
      focusFirst(found);
    },
  });

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
    if (next === data.tax_person_type || (lockPersonType && next !== lockPersonType)) return;
    // spec §4: the change clears the fields. Ask first when that would throw something away.
    if (hasTaxEntries(data)) setPendingType(next);
    else setData(changeTaxPersonType(data, next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const clean = { ...data, tax_payer_identification_no: normaliseTaxId(data.tax_payer_identification_no) };
    setData(clean);
    const result = validateTaxInvoice(clean, { companyCertificateRequired: certificateRequired });
    const found: Issues = {};
    for (const issue of result.issues) {
      const field = issue.path[0] as TaxField;
      found[field] ??= issue.message[lang];
    }
    setIssues(found);
    setSummary(result.summary ? result.summary[lang] : null);
    if (!result.ok) return focusFirst(found);
    save.mutate(clean);
  };

  const labels = taxNameLabels(data.tax_person_type);
  const company = data.tax_person_type === 'juristic_person';
  const serverError =
    save.error && !(save.error instanceof ApiError && save.error.code === 'TAX_INVOICE_INVALID')
      ? errorText(save.error, lang)
      : null;
  const overall =
    summary ??
    (save.error instanceof ApiError && save.error.code === 'TAX_INVOICE_INVALID'
      ? errorMessage('TAX_INVOICE_INVALID', lang)
      : null);

  return (
    <form className="tax-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="tax-form">
      <h2 id={`${id}-title`} className="account-section__title">
        {t('account.tax.title')}
      </h2>
      <p className="hint">{t('account.tax.lead')}</p>
      {overall || serverError ? (
        <Alert color="red" variant="light" role="alert" mb="md" data-testid="tax-error">
          {overall ?? serverError}
        </Alert>
      ) : null}

      <Radio.Group
        label={t('account.tax.personType')}
        value={data.tax_person_type}
        onChange={(v) => choosePersonType(v === 'juristic_person' ? 'juristic_person' : 'normal_person')}
        description={lockPersonType ? t('taxModal.lockedHint') : undefined}
        error={issues.tax_person_type}
        mb="md"
      >
        <Group gap="lg" mt={6}>
          <Radio
            id={fieldId('tax_person_type')}
            value="normal_person"
            label={t('account.tax.normalPerson')}
            disabled={lockPersonType !== undefined && lockPersonType !== 'normal_person'}
          />
          <Radio
            value="juristic_person"
            label={t('account.tax.juristicPerson')}
            disabled={lockPersonType !== undefined && lockPersonType !== 'juristic_person'}
          />
        </Group>
      </Radio.Group>

      <div className="tax-form__row">
        <TextInput
          id={fieldId('tax_name_one')}
          label={labels.nameOne[lang]}
          value={data.tax_name_one}
          onChange={(e) => set('tax_name_one', e.currentTarget.value)}
          error={issues.tax_name_one}
          autoComplete={company ? 'organization' : 'given-name'}
          withAsterisk
        />
        <TextInput
          id={fieldId('tax_name_two')}
          label={labels.nameTwo[lang]}
          description={company ? t('account.tax.branchHint') : undefined}
          value={data.tax_name_two}
          onChange={(e) => set('tax_name_two', e.currentTarget.value)}
          error={issues.tax_name_two}
          autoComplete={company ? 'off' : 'family-name'}
          withAsterisk
        />
      </div>

      <TextInput
        id={fieldId('tax_payer_identification_no')}
        label={t('account.tax.taxId')}
        description={t('account.tax.taxIdHint', { digits: TAX_ID_LENGTH })}
        value={data.tax_payer_identification_no}
        onChange={(e) => set('tax_payer_identification_no', e.currentTarget.value)}
        onBlur={(e) => set('tax_payer_identification_no', normaliseTaxId(e.currentTarget.value))}
        error={issues.tax_payer_identification_no}
        inputMode="numeric"
        autoComplete="off"
        // Room for the dashes people type ("1-2345-67890-12-1"); they are stripped on leaving the field.
        maxLength={TAX_ID_LENGTH + 4}
        withAsterisk
        mb="md"
      />

      <Textarea
        id={fieldId('tax_address')}
        label={t('account.tax.address')}
        value={data.tax_address}
        onChange={(e) => set('tax_address', e.currentTarget.value)}
        error={issues.tax_address}
        autoComplete="street-address"
        autosize
        minRows={2}
        withAsterisk
        mb="md"
      />

      <TextInput
        id={fieldId('tax_postcode')}
        label={t('account.tax.postcode')}
        value={data.tax_postcode}
        onChange={(e) => set('tax_postcode', e.currentTarget.value.trim())}
        error={issues.tax_postcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        withAsterisk
        className="tax-form__postcode"
        mb="md"
      />

      <Checkbox
        label={t('account.tax.deliverToTaxAddress')}
        checked={data.tax_is_delivery_by_tax_address === 1}
        onChange={(e) => set('tax_is_delivery_by_tax_address', e.currentTarget.checked ? 1 : 0)}
        mb="md"
      />
      {data.tax_is_delivery_by_tax_address === 0 ? (
        <Textarea
          id={fieldId('tax_delivery_address')}
          label={t('account.tax.deliveryAddress')}
          value={data.tax_delivery_address}
          onChange={(e) => set('tax_delivery_address', e.currentTarget.value)}
          error={issues.tax_delivery_address}
          autosize
          minRows={2}
          withAsterisk
          mb="md"
        />
      ) : null}

      {company ? (
        <CertificateUpload
          inputId={fieldId('tax_company_certificate')}
          fileName={data.tax_company_certificate}
          required={certificateRequired}
          error={issues.tax_company_certificate}
          onChange={(name) => set('tax_company_certificate', name)}
        />
      ) : null}

      <Button type="submit" size="md" loading={save.isPending} mt="md" data-testid="tax-save">
        {t('account.tax.save')}
      </Button>

      {saved ? <SavedNotice title={t('account.tax.savedTitle')} message={t('account.tax.saved')} onClose={closeSaved} /> : null}

      <Modal
        opened={pendingType !== null}
        onClose={() => setPendingType(null)}
        title={t('account.tax.changeTypeTitle')}
        classNames={{ title: 'auth-modal__title' }}
        closeButtonProps={{ 'aria-label': t('account.close') }}
      >
        <Text mb="lg">
          {t('account.tax.changeTypeText', {
            type: pendingType === 'juristic_person' ? t('account.tax.juristicPerson') : t('account.tax.normalPerson'),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setPendingType(null)} data-autofocus>
            {t('account.tax.keepType')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (pendingType) setData(changeTaxPersonType(data, pendingType));
              setIssues({});
              setSummary(null);
              setPendingType(null);
            }}
            data-testid="confirm-type-change"
          >
            {t('account.tax.confirmTypeChange')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
