import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { Checkbox, Group, Radio, TextInput, Textarea, type MantineSpacing } from '@mantine/core';
import type { Lang } from '@rian/contracts/site';
import { taxNameLabels, type TaxInvoiceData, type TaxPersonType } from '@rian/domain/tax-invoice';
import type { TaxField } from './tax-form.ts';

/** The texts of the fields; the account page and the registration form word them their own way. */
export interface TaxFieldTexts {
  personType: string;
  personTypeHint?: string;
  normalPerson: string;
  juristicPerson: string;
  branchHint: string;
  taxId: string;
  address: string;
  postcode: string;
  deliverToTaxAddress: string;
  deliveryAddress: string;
}

/** What a form adds to one field: its message, its id, how it says "required", its hint. */
export interface TaxFieldExtras {
  id?: string;
  error?: string;
  required?: boolean;
  withAsterisk?: boolean;
  description?: string;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  'data-field'?: string;
  mb?: MantineSpacing;
  className?: string;
  maxLength?: number;
  inputMode?: 'numeric';
  autoComplete?: string;
}

type TextField = Extract<
  TaxField,
  'tax_name_one' | 'tax_name_two' | 'tax_payer_identification_no' | 'tax_address' | 'tax_postcode' | 'tax_delivery_address'
>;

export interface TaxInvoiceFieldsProps {
  data: TaxInvoiceData;
  lang: Lang;
  texts: TaxFieldTexts;
  /** The account's form or the registration form: the class names of the rows and choices. */
  look: 'account' | 'registration';
  extras: (field: TaxField) => TaxFieldExtras;
  onChange: <K extends TaxField>(field: K, value: TaxInvoiceData[K]) => void;
  /** spec §4: changing the person type clears the tax fields (the form decides how to ask). */
  onPersonType: (type: TaxPersonType) => void;
  /** spec §2 tax-invoice modal: a person type that may not be chosen. */
  disabledType?: TaxPersonType;
  /** The company certificate's upload, shown for a juristic person (spec §5). */
  certificate: ReactNode;
}

/**
 * The tax invoice data of spec §3 as one set of fields, for the account page, the checkout's
 * tax-invoice modal and the registration form: person type, the two names (labelled by the
 * domain's taxNameLabels), tax id, address, postcode, delivery address and the certificate.
 */
export function TaxInvoiceFields(props: TaxInvoiceFieldsProps) {
  const { data, lang, texts, look } = props;
  const labels = taxNameLabels(data.tax_person_type);
  const juristic = data.tax_person_type === 'juristic_person';
  return (
    <>
      <PersonTypeField {...props} />
      <div className={look === 'account' ? 'tax-form__row' : 'reg-grid'}>
        <TextInput
          label={labels.nameOne[lang]}
          autoComplete={juristic ? 'organization' : 'given-name'}
          {...textProps(props, 'tax_name_one')}
        />
        <TextInput
          label={labels.nameTwo[lang]}
          autoComplete={juristic ? 'off' : 'family-name'}
          description={juristic ? texts.branchHint : undefined}
          {...textProps(props, 'tax_name_two')}
        />
      </div>
      <TextInput
        label={texts.taxId}
        inputMode="numeric"
        autoComplete="off"
        {...textProps(props, 'tax_payer_identification_no')}
      />
      <Textarea label={texts.address} autosize minRows={2} {...textProps(props, 'tax_address')} />
      <TextInput
        label={texts.postcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        {...textProps(props, 'tax_postcode')}
      />
      <DeliveryFields {...props} />
      {juristic ? props.certificate : null}
    </>
  );
}

/** A text field's value, its change, and what the form adds to it. */
function textProps({ data, extras, onChange }: TaxInvoiceFieldsProps, field: TextField) {
  return {
    value: data[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, e.currentTarget.value),
    ...extras(field),
  };
}

function PersonTypeField({ data, texts, look, extras, onPersonType, disabledType }: TaxInvoiceFieldsProps) {
  const { id, error, withAsterisk, mb, onBlur } = extras('tax_person_type');
  const choices = (
    <>
      <Radio id={id} value="normal_person" label={texts.normalPerson} disabled={disabledType === 'normal_person'} />
      <Radio value="juristic_person" label={texts.juristicPerson} disabled={disabledType === 'juristic_person'} />
    </>
  );
  const group = (
    <Radio.Group
      label={texts.personType}
      description={texts.personTypeHint}
      value={data.tax_person_type}
      onChange={(v) => onPersonType(v === 'juristic_person' ? 'juristic_person' : 'normal_person')}
      error={error}
      withAsterisk={withAsterisk}
      mb={mb}
    >
      {look === 'account' ? (
        <Group gap="lg" mt={6}>
          {choices}
        </Group>
      ) : (
        <div className="reg-options reg-options--row">{choices}</div>
      )}
    </Radio.Group>
  );
  if (look === 'account') return group;
  // The registration form marks the group and leaves it when focus moves outside its choices.
  return (
    <div data-reg-invalid={error ? 'true' : undefined} onBlur={onBlur}>
      {group}
    </div>
  );
}

function DeliveryFields(props: TaxInvoiceFieldsProps) {
  const { data, texts, extras, onChange } = props;
  return (
    <>
      <Checkbox
        label={texts.deliverToTaxAddress}
        checked={data.tax_is_delivery_by_tax_address === 1}
        onChange={(e) => onChange('tax_is_delivery_by_tax_address', e.currentTarget.checked ? 1 : 0)}
        {...extras('tax_is_delivery_by_tax_address')}
      />
      {data.tax_is_delivery_by_tax_address === 0 ? (
        <Textarea label={texts.deliveryAddress} autosize minRows={2} {...textProps(props, 'tax_delivery_address')} />
      ) : null}
    </>
  );
}
