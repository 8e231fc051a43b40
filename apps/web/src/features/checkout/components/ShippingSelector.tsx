import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import './checkout-widgets.css';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@rian/domain/errors';
import { formatMoney, type Currency } from '@rian/domain/money';
import { useLang } from '../../../lib/use-lang.ts';
import { shippingAddressesQuery, shippingFeesQuery } from '../api/shipping-api.ts';
import { feePriceIn, resolveShipping, shippingChange, type ShippingFee, type ShippingSelection } from '../shipping-selection.ts';
import { AddressChoice } from './AddressChoice.tsx';
import { ChoiceOption } from '../../../components/ChoiceOption.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

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
        <QueryView query={addresses} loading={t('shipping.loadingAddresses')}>
          {(list) => (
            <AddressChoice
              idPrefix={id}
              addresses={list}
              selected={resolved.addressId}
              onSelect={(next) => report({ ...resolved, addressId: next })}
            />
          )}
        </QueryView>
      ) : (
        <SignInForShipping />
      )}
      <QueryView query={fees} loading={t('shipping.loadingFees')}>
        {(list) =>
          list.length === 0 ? (
            <p className="need-notice" data-testid="shipping-no-fees">
              {t('shipping.noFees')}
            </p>
          ) : (
            <FeeChoice
              idPrefix={id}
              fees={list}
              currency={currency}
              selected={resolved.feeId}
              onSelect={(fee, price) => report({ ...resolved, feeId: fee, feePrice: price })}
            />
          )
        }
      </QueryView>
    </section>
  );
}

/** A visitor has no saved addresses: an address needs an account (spec §5 SHIPPING_REQUIRED). */
function SignInForShipping() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <p className="need-notice" data-testid="shipping-required">
        {errorMessage('SHIPPING_REQUIRED', lang)}
      </p>
      <p className="hint" data-testid="shipping-sign-in">
        {t('shipping.signInFirst')}
      </p>
    </>
  );
}

/** The shipping fees as radios, priced in the order currency (spec §5: a fee must be chosen). */
function FeeChoice({
  idPrefix,
  fees,
  currency,
  selected,
  onSelect,
}: {
  idPrefix: string;
  fees: ShippingFee[];
  currency: Currency;
  selected: number | null;
  onSelect: (feeId: number, price: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className="choice-group" data-testid="shipping-fees">
      <legend className="choice-group__legend">{t('shipping.feeLegend')}</legend>
      {selected === null ? <p className="need-notice">{errorMessage('SHIPPING_FEE_REQUIRED', lang)}</p> : null}
      <div className="choice-list">
        {fees.map((fee) => {
          const price = feePriceIn(fee, currency);
          const inputId = `${idPrefix}-fee-${fee.id}`;
          return (
            <ChoiceOption
              key={fee.id}
              id={inputId}
              name={`${idPrefix}-fee`}
              value={fee.id}
              checked={selected === fee.id}
              disabled={price === null}
              describedBy={price === null ? `${inputId}-why` : undefined}
              onChange={() => price !== null && onSelect(fee.id, price)}
              data-testid="shipping-fee-option"
              end={
                <span className="choice-option__price">
                  {price === null ? null : price === 0 ? t('shipping.free') : formatMoney({ amount: price, currency }, lang)}
                </span>
              }
            >
              <span className="choice-option__title">{fee.name}</span>
              {price === null ? (
                <span id={`${inputId}-why`} className="choice-option__why">
                  {t('shipping.noUsdPrice')}
                </span>
              ) : null}
            </ChoiceOption>
          );
        })}
      </div>
    </fieldset>
  );
}
