import '../i18n.ts';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TAX_INVOICE_MESSAGES, changeTaxPersonType, type TaxInvoiceData } from '@rian/domain/tax-invoice';
import { TaxInvoiceFields as SharedTaxFields, type TaxFieldExtras } from '../../../components/tax-invoice/TaxInvoiceFields.tsx';
import type { TaxField } from '../registration-form.ts';
import { FileUploadField } from './FileUploadField.tsx';
import { fieldState, groupBlur, type FormPartProps } from './field-props.ts';
import { TAX_FIELD_ORDER } from '../../../components/tax-invoice/tax-form.ts';

const TAX_FIELDS = TAX_FIELD_ORDER;

/** How each field of the registration form says it is required and shows its message. */
function registrationExtras(props: FormPartProps, juristic: boolean) {
  return (field: TaxField): TaxFieldExtras => {
    if (field === 'tax_is_delivery_by_tax_address') return {};
    const state = fieldState(props, field);
    if (field === 'tax_person_type') return { error: state.error, withAsterisk: true, onBlur: groupBlur(state.onBlur) };
    const extras: TaxFieldExtras = { required: true, ...state };
    if (field === 'tax_name_two' && juristic) extras.inputMode = 'numeric';
    if (field === 'tax_postcode') extras.className = 'reg-narrow';
    return extras;
  };
}

/** "I need a tax invoice" and, when ticked, the tax invoice data of spec §3 with the §5 rules. */
export function TaxInvoiceFields(props: FormPartProps) {
  const { form, ctx, lang, onUploadBusy } = props;
  const { t } = useTranslation();
  const { tax, taxInvoice } = form.values;
  const set = <K extends keyof TaxInvoiceData>(key: K, value: TaxInvoiceData[K]) =>
    form.change(key, (v) => ({ ...v, tax: { ...v.tax, [key]: value } }));
  const anyError = taxInvoice && TAX_FIELDS.some((f) => form.errorOf(f));
  const certificate = (
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
  );

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
          <SharedTaxFields
            data={tax}
            lang={lang}
            look="registration"
            texts={{
              personType: t('registration.personType'),
              personTypeHint: t('registration.personTypeHint'),
              normalPerson: t('registration.normalPerson'),
              juristicPerson: t('registration.juristicPerson'),
              branchHint: t('registration.branchHint'),
              taxId: t('registration.taxId'),
              address: t('registration.taxAddress'),
              postcode: t('registration.postcode'),
              deliverToTaxAddress: t('registration.deliveryByTaxAddress'),
              deliveryAddress: t('registration.deliveryAddress'),
            }}
            extras={registrationExtras(props, tax.tax_person_type === 'juristic_person')}
            onChange={set}
            // spec §4: changing the person type clears the tax fields.
            onPersonType={(type) => form.change('tax_person_type', (v) => ({ ...v, tax: changeTaxPersonType(v.tax, type) }))}
            certificate={certificate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
