import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Group, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@rian/contracts/checkout';
import { errorMessage } from '@rian/domain/errors';
import { useLang } from '../../../lib/use-lang.ts';
import { ChoiceOption } from '../../../components/ChoiceOption.tsx';
import { createShippingAddress, SHIPPING_ADDRESSES_KEY } from '../api/shipping-api.ts';
import { checkAddressForm, type AddressField, type AddressForm } from '../shipping-selection.ts';
import { FailureAlert } from '../../../components/FailureAlert.tsx';

const EMPTY_FORM: AddressForm = { name: '', tel: '', address: '', postcode: '', is_default: false };

interface AddressChoiceProps {
  idPrefix: string;
  addresses: ShippingAddress[];
  selected: number | null;
  onSelect: (addressId: number) => void;
}

/** The new address form's state; saving stores the address and selects it. */
function useAddressForm({ idPrefix, onSelect }: Pick<AddressChoiceProps, 'idPrefix' | 'onSelect'>) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState<AddressForm>(EMPTY_FORM);
  const [issues, setIssues] = useState<readonly AddressField[]>([]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const fieldId = (f: AddressField) => `${idPrefix}-new-${f}`;

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const save = useMutation({
    mutationFn: createShippingAddress,
    onSuccess: (saved) => {
      // Into the cache at once, so the choice stands before the list is read again.
      client.setQueryData<ShippingAddress[]>(SHIPPING_ADDRESSES_KEY, (old) => [
        ...(old ?? []).map((a) => (saved.is_default === 1 ? { ...a, is_default: 0 } : a)),
        saved,
      ]);
      void client.invalidateQueries({ queryKey: SHIPPING_ADDRESSES_KEY });
      onSelect(saved.id);
      setForm(EMPTY_FORM);
      setIssues([]);
      setAdding(false);
      setFocusId(`${idPrefix}-address-${saved.id}`);
    },
  });

  const set = <K extends keyof AddressForm>(field: K, value: AddressForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (issues.includes(field as AddressField)) setIssues((old) => old.filter((f) => f !== field));
  };

  const submit = () => {
    const checked = checkAddressForm(form);
    if (!checked.ok) {
      setIssues(checked.fields);
      const first = checked.fields[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setIssues([]);
    save.mutate(checked.body);
  };

  const open = () => {
    setAdding(true);
    setFocusId(fieldId('name'));
  };
  const cancel = () => {
    setAdding(false);
    setIssues([]);
    save.reset();
    setFocusId(null);
  };
  return { adding, form, issues, fieldId, save, set, submit, open, cancel };
}

type AddressFormState = ReturnType<typeof useAddressForm>;

/** The buyer's saved addresses as radios, and the form that adds one (saving selects it). */
export function AddressChoice(props: AddressChoiceProps) {
  const { idPrefix, addresses, selected, onSelect } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const state = useAddressForm(props);
  const addButton = useRef<HTMLButtonElement>(null);
  // With nothing saved yet, the form is the only way forward: show it at once.
  const formOpen = state.adding || addresses.length === 0;
  const cancel =
    addresses.length > 0
      ? () => {
          state.cancel();
          requestAnimationFrame(() => addButton.current?.focus());
        }
      : null;

  return (
    <>
      {addresses.length > 0 ? (
        <AddressList idPrefix={idPrefix} addresses={addresses} selected={selected} onSelect={onSelect} />
      ) : null}
      {selected === null ? (
        <p className="need-notice" data-testid="shipping-required">
          {errorMessage('SHIPPING_REQUIRED', lang)}
        </p>
      ) : null}
      {formOpen ? (
        <NewAddressForm idPrefix={idPrefix} state={state} onCancel={cancel} />
      ) : (
        <Group>
          <Button ref={addButton} type="button" variant="light" onClick={state.open} data-testid="address-add">
            {t('shipping.add')}
          </Button>
        </Group>
      )}
    </>
  );
}

function AddressList({ idPrefix, addresses, selected, onSelect }: AddressChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group" data-testid="shipping-addresses">
      <legend className="choice-group__legend">{t('shipping.addressLegend')}</legend>
      <div className="choice-list">
        {addresses.map((a) => {
          const inputId = `${idPrefix}-address-${a.id}`;
          return (
            <ChoiceOption
              key={a.id}
              id={inputId}
              name={`${idPrefix}-address`}
              value={a.id}
              checked={selected === a.id}
              onChange={() => onSelect(a.id)}
              data-testid="shipping-address-option"
              end={<span />}
            >
              <span className="choice-option__title">
                {a.name}
                {a.is_default === 1 ? <span className="tag tag--open">{t('shipping.default')}</span> : null}
              </span>
              <span className="choice-option__detail">{t('shipping.telLine', { tel: a.tel })}</span>
              <span className="choice-option__detail">{`${a.address} ${a.postcode}`}</span>
            </ChoiceOption>
          );
        })}
      </div>
    </fieldset>
  );
}

function NewAddressForm({
  idPrefix,
  state,
  onCancel,
}: {
  idPrefix: string;
  state: AddressFormState;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { save, submit } = state;
  return (
    <div className="address-form" role="group" aria-labelledby={`${idPrefix}-new-title`} data-testid="address-form">
      <h4 id={`${idPrefix}-new-title`} className="address-form__title">
        {t('shipping.addTitle')}
      </h4>
      <FailureAlert error={save.error} />
      <AddressFields state={state} />
      <Group gap="sm">
        <Button type="button" onClick={submit} loading={save.isPending} data-testid="address-save">
          {t('shipping.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="default" onClick={onCancel}>
            {t('shipping.cancel')}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}

function AddressFields({ state }: { state: AddressFormState }) {
  const { t } = useTranslation();
  const { form, issues, fieldId, set, submit } = state;
  // This group sits inside the checkout form: Enter saves the address, never submits the order.
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };
  /** A text field's id, label, value, change (its text passed through `clean`) and error. */
  const field = (f: AddressField, clean = (text: string) => text) => ({
    id: fieldId(f),
    label: t(`shipping.${f}`),
    value: form[f],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(f, clean(e.currentTarget.value)),
    error: issues.includes(f) ? t(`shipping.errors.${f}`) : undefined,
  });
  return (
    <>
      <div className="address-form__row">
        <TextInput
          {...field('name')}
          onKeyDown={onEnter}
          autoComplete="shipping name"
          maxLength={255}
          withAsterisk
          data-autofocus
        />
        <TextInput
          {...field('tel')}
          description={t('shipping.telHint')}
          onKeyDown={onEnter}
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          maxLength={14}
          withAsterisk
        />
      </div>
      <Textarea {...field('address')} autoComplete="shipping street-address" autosize minRows={2} maxLength={1000} withAsterisk />
      <TextInput
        {...field('postcode', (text) => text.trim())}
        onKeyDown={onEnter}
        inputMode="numeric"
        autoComplete="shipping postal-code"
        maxLength={5}
        withAsterisk
        className="address-form__postcode"
      />
      <Checkbox
        label={t('shipping.makeDefault')}
        checked={form.is_default}
        onChange={(e) => set('is_default', e.currentTarget.checked)}
      />
    </>
  );
}
