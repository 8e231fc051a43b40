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
import './tax-invoice.css';
import './i18n.ts';
import { useId } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Student } from '@rian/contracts/auth';
import { normaliseTaxId, TAX_ID_LENGTH, type TaxInvoiceData, type TaxPersonType } from '@rian/domain/tax-invoice';
import { useLang } from '../../lib/use-lang.ts';
import { CertificateUpload } from './CertificateUpload.tsx';
import { SavedNotice } from './SavedNotice.tsx';
import { TaxInvoiceFields, type TaxFieldExtras, type TaxFieldTexts } from './TaxInvoiceFields.tsx';
import type { TaxField } from './tax-form.ts';
import { useTaxInvoiceForm, type TaxIssues } from './use-tax-invoice-form.ts';

export interface TaxInvoiceFormProps {
  student: Student;
  certificateRequired: boolean;
  /** A person type the form is fixed to, with the hint that says so. */
  lock?: { type: TaxPersonType; hint: string };
  requireTaxInvoice?: boolean;
  onSaved?: (stored: TaxInvoiceData) => void;
}

/** How each field of the account's form shows its message and says it is required. */
function accountExtras(
  issues: TaxIssues,
  fieldId: (f: TaxField) => string,
  set: (f: TaxField, v: string) => void,
  taxIdHint: string,
) {
  return (field: TaxField): TaxFieldExtras => {
    if (field === 'tax_is_delivery_by_tax_address') return { mb: 'md' };
    const extras: TaxFieldExtras = { id: fieldId(field), error: issues[field] };
    if (field === 'tax_person_type') return { ...extras, mb: 'md' };
    extras.withAsterisk = true;
    if (field === 'tax_payer_identification_no') {
      Object.assign(extras, {
        description: taxIdHint,
        // Room for the dashes people type ("1-2345-67890-12-1"); they are stripped on leaving the field.
        maxLength: TAX_ID_LENGTH + 4,
        onBlur: (e) => set(field, normaliseTaxId((e.currentTarget as HTMLInputElement).value)),
      } satisfies TaxFieldExtras);
    }
    if (field === 'tax_address') extras.autoComplete = 'street-address';
    if (field === 'tax_postcode') extras.className = 'tax-form__postcode';
    if (field !== 'tax_name_one' && field !== 'tax_name_two') extras.mb = 'md';
    return extras;
  };
}

/**
 * The student's tax invoice data (spec §3, §5; §4 "Changing person type clears the tax fields"),
 * on the account page and in the checkout's tax-invoice modal; saved with
 * PUT /private/myaccount/students/tax.
 *
 * `lock` fixes the person type (spec §2 tax-invoice modal: "Person type cannot be changed there"):
 * the form starts as that type (the domain's changeTaxPersonType clears the fields of another one)
 * and the other choice is disabled. `requireTaxInvoice` saves with is_require_tax_invoice 1;
 * `onSaved` hears of each save.
 */
export function TaxInvoiceForm({ student, certificateRequired, lock, requireTaxInvoice = false, onSaved }: TaxInvoiceFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const fieldId = (f: TaxField) => `${id}-${f}`;
  const form = useTaxInvoiceForm({
    student,
    certificateRequired,
    lockPersonType: lock?.type,
    requireTaxInvoice,
    onSaved,
    fieldId,
  });
  const { data, issues } = form;
  const texts = useAccountTexts(lock?.hint);
  // The postcode is kept without spaces as it is typed.
  const set = (field: TaxField, value: TaxInvoiceData[TaxField]) =>
    form.set(field, field === 'tax_postcode' && typeof value === 'string' ? value.trim() : value);

  return (
    <form className="tax-form" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`} data-testid="tax-form">
      <h2 id={`${id}-title`} className="tax-form__title">
        {t('account.tax.title')}
      </h2>
      <p className="hint">{t('account.tax.lead')}</p>
      {form.overall ? (
        <Alert color="red" variant="light" role="alert" mb="md" data-testid="tax-error">
          {form.overall}
        </Alert>
      ) : null}
      <TaxInvoiceFields
        data={data}
        lang={lang}
        look="account"
        texts={texts}
        extras={accountExtras(issues, fieldId, set, t('account.tax.taxIdHint', { digits: TAX_ID_LENGTH }))}
        onChange={set}
        onPersonType={form.choosePersonType}
        disabledType={lock ? otherType(lock.type) : undefined}
        certificate={
          <CertificateUpload
            inputId={fieldId('tax_company_certificate')}
            fileName={data.tax_company_certificate}
            required={certificateRequired}
            error={issues.tax_company_certificate}
            onChange={(name) => set('tax_company_certificate', name)}
          />
        }
      />
      <Button type="submit" size="md" loading={form.saving} mt="md" data-testid="tax-save">
        {t('account.tax.save')}
      </Button>
      {form.saved ? (
        <SavedNotice title={t('account.tax.savedTitle')} message={t('account.tax.saved')} onClose={form.closeSaved} />
      ) : null}
      <ChangeTypeModal pendingType={form.pendingType} onCancel={form.cancelPersonType} onConfirm={form.confirmPersonType} />
    </form>
  );
}

function otherType(type: TaxPersonType): TaxPersonType {
  return type === 'juristic_person' ? 'normal_person' : 'juristic_person';
}

function useAccountTexts(lockedHint: string | undefined): TaxFieldTexts {
  const { t } = useTranslation();
  return {
    personType: t('account.tax.personType'),
    personTypeHint: lockedHint,
    normalPerson: t('account.tax.normalPerson'),
    juristicPerson: t('account.tax.juristicPerson'),
    branchHint: t('account.tax.branchHint'),
    taxId: t('account.tax.taxId'),
    address: t('account.tax.address'),
    postcode: t('account.tax.postcode'),
    deliverToTaxAddress: t('account.tax.deliverToTaxAddress'),
    deliveryAddress: t('account.tax.deliveryAddress'),
  };
}

/** spec §4: changing the person type clears the fields; asked first when something was entered. */
function ChangeTypeModal({
  pendingType,
  onCancel,
  onConfirm,
}: {
  pendingType: TaxPersonType | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={pendingType !== null}
      onClose={onCancel}
      title={t('account.tax.changeTypeTitle')}
      classNames={{ title: 'tax-form__modal-title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
    >
      <Text mb="lg">
        {t('account.tax.changeTypeText', {
          type: pendingType === 'juristic_person' ? t('account.tax.juristicPerson') : t('account.tax.normalPerson'),
        })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('account.tax.keepType')}
        </Button>
        <Button color="red" onClick={onConfirm} data-testid="confirm-type-change">
          {t('account.tax.confirmTypeChange')}
        </Button>
      </Group>
    </Modal>
  );
}
