import '../i18n.ts';
import { Checkbox, Radio, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TAX_INVOICE_MESSAGES,
  changeTaxPersonType,
  taxNameLabels,
  type TaxInvoiceData,
  type TaxPersonType,
} from '@rian/domain/tax-invoice';
import type { TaxField } from '../registration-form.ts';
import { FileUploadField } from './FileUploadField.tsx';
import { fieldState, groupBlur, type FormPartProps } from './field-props.ts';

const TAX_FIELDS: readonly TaxField[] = [
  'tax_person_type',
  'tax_name_one',
  'tax_name_two',
  'tax_payer_identification_no',
  'tax_address',
  'tax_postcode',
  'tax_delivery_address',
  'tax_company_certificate',
];

/** "I need a tax invoice" and, when ticked, the tax invoice data of spec §3 with the §5 rules. */
export function TaxInvoiceFields(props: FormPartProps) {
  const { form, ctx, lang, onUploadBusy } = props;
  const { t } = useTranslation();
  const { tax, taxInvoice } = form.values;
  const set = <K extends keyof TaxInvoiceData>(key: K, value: TaxInvoiceData[K]) =>
    form.change(key, (v) => ({ ...v, tax: { ...v.tax, [key]: value } }));
  const labels = taxNameLabels(tax.tax_person_type);
  const juristic = tax.tax_person_type === 'juristic_person';
  const anyError = taxInvoice && TAX_FIELDS.some((f) => form.errorOf(f));
  const personState = fieldState(props, 'tax_person_type');

  return (
    <fieldset className="reg-fieldset">
      <legend className="reg-fieldset__legend">{t('registration.taxTitle')}</legend>
      <Checkbox
        label={t('registration.taxOption')}
        checked={taxInvoice}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          form.change('tax_person_type', (v) => ({ ...v, taxInvoice: on }));
        }}
      />
      {taxInvoice ? (
        <div className="reg-stack reg-tax">
          {anyError ? (
            // spec §5: the overall message when any tax rule fails.
            <p className="reg-field-error">{TAX_INVOICE_MESSAGES.invalid[lang]}</p>
          ) : null}
          <div data-reg-invalid={personState.error ? 'true' : undefined} onBlur={groupBlur(personState.onBlur)}>
            <Radio.Group
              label={t('registration.personType')}
              description={t('registration.personTypeHint')}
              value={tax.tax_person_type}
              // spec §4: changing the person type clears the tax fields.
              onChange={(type) =>
                form.change('tax_person_type', (v) => ({ ...v, tax: changeTaxPersonType(v.tax, type as TaxPersonType) }))
              }
              withAsterisk
              error={personState.error}
            >
              <div className="reg-options reg-options--row">
                <Radio value="normal_person" label={t('registration.normalPerson')} />
                <Radio value="juristic_person" label={t('registration.juristicPerson')} />
              </div>
            </Radio.Group>
          </div>
          <div className="reg-grid">
            <TextInput
              label={labels.nameOne[lang]}
              autoComplete={juristic ? 'organization' : 'given-name'}
              value={tax.tax_name_one}
              onChange={(e) => set('tax_name_one', e.currentTarget.value)}
              required
              {...fieldState(props, 'tax_name_one')}
            />
            <TextInput
              label={labels.nameTwo[lang]}
              autoComplete={juristic ? 'off' : 'family-name'}
              inputMode={juristic ? 'numeric' : undefined}
              description={juristic ? t('registration.branchHint') : undefined}
              value={tax.tax_name_two}
              onChange={(e) => set('tax_name_two', e.currentTarget.value)}
              required
              {...fieldState(props, 'tax_name_two')}
            />
          </div>
          <TextInput
            label={t('registration.taxId')}
            inputMode="numeric"
            autoComplete="off"
            value={tax.tax_payer_identification_no}
            onChange={(e) => set('tax_payer_identification_no', e.currentTarget.value)}
            required
            {...fieldState(props, 'tax_payer_identification_no')}
          />
          <Textarea
            label={t('registration.taxAddress')}
            autosize
            minRows={2}
            value={tax.tax_address}
            onChange={(e) => set('tax_address', e.currentTarget.value)}
            required
            {...fieldState(props, 'tax_address')}
          />
          <TextInput
            className="reg-narrow"
            label={t('registration.postcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={tax.tax_postcode}
            onChange={(e) => set('tax_postcode', e.currentTarget.value)}
            required
            {...fieldState(props, 'tax_postcode')}
          />
          <Checkbox
            label={t('registration.deliveryByTaxAddress')}
            checked={tax.tax_is_delivery_by_tax_address === 1}
            onChange={(e) => set('tax_is_delivery_by_tax_address', e.currentTarget.checked ? 1 : 0)}
          />
          {tax.tax_is_delivery_by_tax_address === 0 ? (
            <Textarea
              label={t('registration.deliveryAddress')}
              autosize
              minRows={2}
              value={tax.tax_delivery_address}
              onChange={(e) => set('tax_delivery_address', e.currentTarget.value)}
              required
              {...fieldState(props, 'tax_delivery_address')}
            />
          ) : null}
          {juristic ? (
            <FileUploadField
              name="tax_company_certificate"
              label={t('registration.certificate')}
              kind="certificate"
              value={tax.tax_company_certificate}
              onChange={(name) => set('tax_company_certificate', name)}
              required={ctx.taxCompanyCertificateRequired}
              error={form.errorOf('tax_company_certificate')?.[lang]}
              hint={t('registration.certificateHint')}
              preview={false}
              onUploadError={(m) => form.setUploadError('tax_company_certificate', m)}
              onBusyChange={(busy) => onUploadBusy('tax_company_certificate', busy)}
              onLeave={() => form.blur('tax_company_certificate')}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
