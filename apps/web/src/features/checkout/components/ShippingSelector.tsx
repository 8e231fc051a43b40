import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import './checkout-widgets.css';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, Group, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@rian/contracts/checkout';
import { errorMessage } from '@rian/domain/errors';
import { formatMoney, type Currency } from '@rian/domain/money';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../../lib/error-text.ts';
import { createShippingAddress, SHIPPING_ADDRESSES_KEY, shippingAddressesQuery, shippingFeesQuery } from '../api/shipping-api.ts';
import {
  checkAddressForm,
  feePriceIn,
  resolveShipping,
  shippingChange,
  type AddressField,
  type AddressForm,
  type ShippingSelection,
} from '../shipping-selection.ts';

interface Props {
  productIds: number[];
  currency: Currency;
  addressId: number | null;
  feeId: number | null;
  onChange(next: { addressId: number | null; feeId: number | null; feePrice: number | null }): void;
  signedIn: boolean;
}

/**
 * Shipping address and fee of a cart with products (spec §2 "shipping address and fee selectors";
 * §5 "shipping address and fee must be chosen when the cart has products", notice
 * 'กรุณากรอกข้อมูลที่อยู่จัดส่ง'). The default address is chosen for the buyer once the list arrives;
 * a fee is priced in the order currency (a fee with no USD price cannot be chosen for USD).
 */
export function ShippingSelector({ productIds, currency, addressId, feeId, onChange, signedIn }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const hasProducts = productIds.length > 0;
  const addresses = useQuery({ ...shippingAddressesQuery(), enabled: signedIn && hasProducts });
  const fees = useQuery({ ...shippingFeesQuery(productIds), enabled: hasProducts });

  // A visitor has no saved addresses; null while the lists are loading keeps the current choice.
  const addressList = signedIn ? (addresses.data ?? null) : [];
  const feeList = fees.data ?? null;
  const resolved = resolveShipping({ addresses: addressList, fees: feeList, currency, addressId, feeId });

  // The form's feePrice is not a prop: the last price reported stands for it.
  const lastPrice = useRef<number | null | undefined>(undefined);
  const report = (next: ShippingSelection) => {
    lastPrice.current = next.feePrice;
    onChange(next);
  };
  const sync = useEffectEvent(() => {
    const change = shippingChange(resolved, { addressId, feeId }, lastPrice.current);
    if (change) report(change);
  });
  useEffect(() => {
    if (hasProducts) sync();
  }, [hasProducts, resolved.addressId, resolved.feeId, resolved.feePrice, addressId, feeId]);

  if (!hasProducts) return null;

  const titleId = `${id}-title`;
  return (
    <section className="shipping" aria-labelledby={titleId} data-testid="shipping-selector">
      <h3 id={titleId} className="shipping__title">
        {t('shipping.title')}
      </h3>

      {signedIn ? (
        addresses.isPending ? (
          <LoadingNotice>{t('shipping.loadingAddresses')}</LoadingNotice>
        ) : addresses.isError ? (
          <ErrorNotice
            message={errorText(addresses.error, lang)}
            retryLabel={t('app.retry')}
            onRetry={() => void addresses.refetch()}
          />
        ) : (
          <AddressChoice
            idPrefix={id}
            addresses={addresses.data}
            selected={resolved.addressId}
            onSelect={(next) => report({ ...resolved, addressId: next })}
          />
        )
      ) : (
        <>
          <p className="need-notice" data-testid="shipping-required">
            {errorMessage('SHIPPING_REQUIRED', lang)}
          </p>
          <p className="hint" data-testid="shipping-sign-in">
            {t('shipping.signInFirst')}
          </p>
        </>
      )}

      {fees.isPending ? (
        <LoadingNotice>{t('shipping.loadingFees')}</LoadingNotice>
      ) : fees.isError ? (
        <ErrorNotice message={errorText(fees.error, lang)} retryLabel={t('app.retry')} onRetry={() => void fees.refetch()} />
      ) : fees.data.length === 0 ? (
        <p className="need-notice" data-testid="shipping-no-fees">
          {t('shipping.noFees')}
        </p>
      ) : (
        <fieldset className="choice-group" data-testid="shipping-fees">
          <legend className="choice-group__legend">{t('shipping.feeLegend')}</legend>
          {resolved.feeId === null ? <p className="need-notice">{errorMessage('SHIPPING_FEE_REQUIRED', lang)}</p> : null}
          <div className="choice-list">
            {fees.data.map((fee) => {
              const price = feePriceIn(fee, currency);
              const inputId = `${id}-fee-${fee.id}`;
              const checked = resolved.feeId === fee.id;
              return (
                <label
                  key={fee.id}
                  htmlFor={inputId}
                  className="choice-option"
                  data-selected={checked || undefined}
                  data-disabled={price === null || undefined}
                  data-testid="shipping-fee-option"
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-fee`}
                    value={fee.id}
                    checked={checked}
                    disabled={price === null}
                    aria-describedby={price === null ? `${inputId}-why` : undefined}
                    onChange={() => price !== null && report({ ...resolved, feeId: fee.id, feePrice: price })}
                  />
                  <span className="choice-option__body">
                    <span className="choice-option__title">{fee.name}</span>
                    {price === null ? (
                      <span id={`${inputId}-why`} className="choice-option__why">
                        {t('shipping.noUsdPrice')}
                      </span>
                    ) : null}
                  </span>
                  <span className="choice-option__price">
                    {price === null ? null : price === 0 ? t('shipping.free') : formatMoney({ amount: price, currency }, lang)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </section>
  );
}

const EMPTY_FORM: AddressForm = { name: '', tel: '', address: '', postcode: '', is_default: false };

/** The buyer's saved addresses as radios, and the form that adds one (saving selects it). */
function AddressChoice({
  idPrefix,
  addresses,
  selected,
  onSelect,
}: {
  idPrefix: string;
  addresses: ShippingAddress[];
  selected: number | null;
  onSelect: (addressId: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState<AddressForm>(EMPTY_FORM);
  const [issues, setIssues] = useState<readonly AddressField[]>([]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // With nothing saved yet, the form is the only way forward: show it at once.
  const formOpen = adding || addresses.length === 0;
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

  // This group sits inside the checkout form: Enter saves the address, never submits the order.
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };
  const error = (f: AddressField) => (issues.includes(f) ? t(`shipping.errors.${f}`) : undefined);

  return (
    <>
      {addresses.length > 0 ? (
        <fieldset className="choice-group" data-testid="shipping-addresses">
          <legend className="choice-group__legend">{t('shipping.addressLegend')}</legend>
          <div className="choice-list">
            {addresses.map((a) => {
              const inputId = `${idPrefix}-address-${a.id}`;
              const checked = selected === a.id;
              return (
                <label
                  key={a.id}
                  htmlFor={inputId}
                  className="choice-option"
                  data-selected={checked || undefined}
                  data-testid="shipping-address-option"
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${idPrefix}-address`}
                    value={a.id}
                    checked={checked}
                    onChange={() => onSelect(a.id)}
                  />
                  <span className="choice-option__body">
                    <span className="choice-option__title">
                      {a.name}
                      {a.is_default === 1 ? <span className="tag tag--open">{t('shipping.default')}</span> : null}
                    </span>
                    <span className="choice-option__detail">{t('shipping.telLine', { tel: a.tel })}</span>
                    <span className="choice-option__detail">{`${a.address} ${a.postcode}`}</span>
                  </span>
                  <span />
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {selected === null ? (
        <p className="need-notice" data-testid="shipping-required">
          {errorMessage('SHIPPING_REQUIRED', lang)}
        </p>
      ) : null}

      {formOpen ? (
        <div className="address-form" role="group" aria-labelledby={`${idPrefix}-new-title`} data-testid="address-form">
          <h4 id={`${idPrefix}-new-title`} className="address-form__title">
            {t('shipping.addTitle')}
          </h4>
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(save.error, lang)}
            </Alert>
          ) : null}
          <div className="address-form__row">
            <TextInput
              id={fieldId('name')}
              label={t('shipping.name')}
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              onKeyDown={onEnter}
              error={error('name')}
              autoComplete="shipping name"
              maxLength={255}
              withAsterisk
              data-autofocus
            />
            <TextInput
              id={fieldId('tel')}
              label={t('shipping.tel')}
              description={t('shipping.telHint')}
              value={form.tel}
              onChange={(e) => set('tel', e.currentTarget.value)}
              onKeyDown={onEnter}
              error={error('tel')}
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel"
              maxLength={14}
              withAsterisk
            />
          </div>
          <Textarea
            id={fieldId('address')}
            label={t('shipping.address')}
            value={form.address}
            onChange={(e) => set('address', e.currentTarget.value)}
            error={error('address')}
            autoComplete="shipping street-address"
            autosize
            minRows={2}
            maxLength={1000}
            withAsterisk
          />
          <TextInput
            id={fieldId('postcode')}
            label={t('shipping.postcode')}
            value={form.postcode}
            onChange={(e) => set('postcode', e.currentTarget.value.trim())}
            onKeyDown={onEnter}
            error={error('postcode')}
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
          <Group gap="sm">
            <Button type="button" onClick={submit} loading={save.isPending} data-testid="address-save">
              {t('shipping.save')}
            </Button>
            {addresses.length > 0 ? (
              <Button
                type="button"
                variant="default"
                onClick={() => {
                  setAdding(false);
                  setIssues([]);
                  save.reset();
                  setFocusId(null);
                  requestAnimationFrame(() => addButton.current?.focus());
                }}
              >
                {t('shipping.cancel')}
              </Button>
            ) : null}
          </Group>
        </div>
      ) : (
        <Group>
          <Button
            ref={addButton}
            type="button"
            variant="light"
            onClick={() => {
              setAdding(true);
              setFocusId(fieldId('name'));
            }}
            data-testid="address-add"
          >
            {t('shipping.add')}
          </Button>
        </Group>
      )}
    </>
  );
}
