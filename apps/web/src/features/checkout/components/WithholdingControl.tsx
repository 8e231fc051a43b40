import '../i18n.ts';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import './checkout-widgets.css';
import { Suspense, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, money, percentOf, type Currency } from '@rian/domain/money';
import { WITHHOLDING_PERCENTS, type WithholdingPercent, type WithholdingProfile } from '@rian/domain/withholding';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { lazyWithTexts } from '../../../lib/i18n.ts';
import { studentQuery } from '../../../lib/student-api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { visitorWithholdingOffer, withholdingCorrection, withholdingOffer, type WithholdingOffer } from '../withholding-offer.ts';
import { ChangePersonTypeModal } from './ChangePersonTypeModal.tsx';

// The tax form and its upload load only when a buyer opens it (architecture.md: lazy checkout modals).
const TaxInvoiceModal = lazyWithTexts(() => import('./TaxInvoiceModal.tsx').then((m) => m.TaxInvoiceModal));

interface Props {
  currency: Currency;
  /** The withholding base (the courses' value excluding VAT, domain withholding.ts), minor units. */
  baseMinor: number;
  checked: boolean;
  percent: 3 | 1;
  onChange(next: { checked: boolean; percent: 3 | 1 }): void;
}

/** The request the offer no longer allows is withdrawn once `settled` says who is buying. */
function useCorrection(offer: WithholdingOffer | null, settled: boolean, { checked, percent, onChange }: Props) {
  const correct = useEffectEvent(() => {
    const next = withholdingCorrection(offer, { checked, percent });
    if (next) onChange(next);
  });
  useEffect(() => {
    if (settled) correct();
  }, [settled, offer?.kind, checked]);
}

/** The signed-in buyer's withholding offer, and the correction of a request the offer no longer allows. */
function useWithholdingOffer(props: Props) {
  const { currency, baseMinor } = props;
  const { user, status } = useSession();
  const student = useQuery({ ...studentQuery(), enabled: user !== null });
  const settings = useSiteSettings();
  const certificateRequired = settings?.tax_company_certificate_required === 1;
  const offer = user && student.data ? withholdingOffer(student.data, currency, baseMinor, certificateRequired) : null;

  // A request the offer no longer allows is withdrawn (the cart fell under the minimum, a sign-out),
  // once it is known who is buying: never while the account is still loading.
  useCorrection(offer, (status !== 'loading' && user === null) || student.isSuccess, props);
  return { user, student, offer };
}

/**
 * A visitor's withholding tax (spec §2 layout four, §4: registration and order in one step), shown in
 * the registration form right after its tax invoice fields: offered once the visitor asks for a tax
 * invoice as a juristic person and its data is complete, as the server will find it on the account
 * it stores before creating the order. Gone once the visitor is signed in (WithholdingControl then).
 */
export function VisitorWithholdingControl(props: Props & { profile: WithholdingProfile | null }) {
  const { profile, ...choice } = props;
  const { t } = useTranslation();
  const id = useId();
  const { user, status } = useSession();
  const offer = user ? null : visitorWithholdingOffer(profile, choice.currency, choice.baseMinor);
  useCorrection(offer, status !== 'loading' && user === null, props);
  if (!offer) return null;
  return (
    <WithholdingOfferView
      {...choice}
      offer={offer}
      idPrefix={id}
      needsJuristic={({ isJuristic }) => (
        <p className="hint" data-testid="withholding-incomplete">
          {isJuristic ? t('taxModal.visitorComplete') : t('taxModal.visitorJuristic')}
        </p>
      )}
    />
  );
}

/**
 * The offer as the buyer meets it: the minimum the cart has not reached, the withholding choice, or
 * what `needsJuristic` says is still missing; `children` (the modals) follow.
 */
function WithholdingOfferView({
  offer,
  needsJuristic,
  children,
  ...choice
}: Props & {
  offer: WithholdingOffer;
  idPrefix: string;
  after?: ReactNode;
  needsJuristic: (offer: Extract<WithholdingOffer, { kind: 'needsJuristic' }>) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="withholding" data-testid="withholding">
      {offer.kind === 'belowMinimum' ? (
        <p className="hint" data-testid="withholding-minimum">
          {t('taxModal.minimum', { amount: formatMoney({ amount: offer.minimum, currency: choice.currency }, lang) })}
        </p>
      ) : offer.kind === 'available' ? (
        <WithholdingChoice {...choice} />
      ) : (
        needsJuristic(offer)
      )}
      {children}
    </div>
  );
}

/** The withholding checkbox and, when ticked, the percent and the amount withheld. */
function WithholdingChoice({
  idPrefix,
  currency,
  baseMinor,
  checked,
  percent,
  onChange,
  after,
}: Props & { idPrefix: string; after?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        id={`${idPrefix}-withholding`}
        label={t('taxModal.withholdingLabel')}
        description={t('taxModal.withholdingHint')}
        checked={checked}
        onChange={(e) => onChange({ checked: e.currentTarget.checked, percent })}
        data-testid="withholding-checkbox"
      />
      {after}
      {checked ? (
        <PercentChoice idPrefix={idPrefix} currency={currency} baseMinor={baseMinor} percent={percent} onChange={onChange} />
      ) : null}
    </>
  );
}

/**
 * Withholding tax in the checkout (spec §5 "The withholding tax checkbox is for juristic persons with
 * tax invoice only"; §9 "1000 THB or more (30 USD)", "Withholding percent choices 3 and 1 (default
 * 3)"; §2 modals "change person type for withholding tax" and "tax invoice"). For signed-in buyers;
 * a visitor meets VisitorWithholdingControl in the registration form.
 */
export function WithholdingControl(props: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { user, student, offer } = useWithholdingOffer(props);
  const [step, setStep] = useState<'none' | 'change' | 'tax'>('none');
  const [taxModalUsed, setTaxModalUsed] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const checkboxId = `${id}-withholding`;

  // After the tax invoice is saved the button that opened it is gone: the checkbox takes the focus.
  useEffect(() => {
    if (justSaved && offer?.kind === 'available') document.getElementById(checkboxId)?.focus();
  }, [justSaved, offer?.kind, checkboxId]);

  if (!user) return null;
  if (student.isError) {
    return (
      <ErrorNotice message={errorText(student.error, lang)} retryLabel={t('app.retry')} onRetry={() => void student.refetch()} />
    );
  }
  if (!offer) return null;

  const openTaxModal = () => {
    setTaxModalUsed(true);
    setStep('tax');
  };
  return (
    <WithholdingOfferView
      {...props}
      offer={offer}
      idPrefix={id}
      after={
        justSaved ? (
          <p className="notice" role="status">
            {t('taxModal.savedNow')}
          </p>
        ) : null
      }
      needsJuristic={({ isJuristic }) => (
        <>
          <p className="hint">{t('taxModal.needJuristic')}</p>
          <div>
            <Button
              type="button"
              variant="light"
              onClick={() => (isJuristic ? openTaxModal() : setStep('change'))}
              data-testid="withholding-start"
            >
              {isJuristic ? t('taxModal.completeTaxData') : t('taxModal.switchToJuristic')}
            </Button>
          </div>
        </>
      )}
    >
      <ChangePersonTypeModal opened={step === 'change'} onClose={() => setStep('none')} onConfirm={openTaxModal} />
      {taxModalUsed ? (
        <Suspense fallback={null}>
          <TaxInvoiceModal opened={step === 'tax'} onClose={() => setStep('none')} onSaved={() => setJustSaved(true)} />
        </Suspense>
      ) : null}
    </WithholdingOfferView>
  );
}

/** spec §9: 3 or 1 percent, and the amount withheld at the chosen one. */
function PercentChoice({
  idPrefix,
  currency,
  baseMinor,
  percent,
  onChange,
}: Pick<Props, 'currency' | 'baseMinor' | 'percent' | 'onChange'> & { idPrefix: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const withheld = percentOf(money(baseMinor, currency), { percent });
  return (
    <>
      <fieldset className="withholding__percents choice-group">
        <legend className="choice-group__legend">{t('taxModal.percentLegend')}</legend>
        <div className="choice-list">
          {WITHHOLDING_PERCENTS.map((p: WithholdingPercent) => {
            const inputId = `${idPrefix}-percent-${p}`;
            return (
              <label key={p} htmlFor={inputId} className="choice-option" data-selected={percent === p || undefined}>
                <input
                  id={inputId}
                  type="radio"
                  name={`${idPrefix}-percent`}
                  value={p}
                  checked={percent === p}
                  onChange={() => onChange({ checked: true, percent: p })}
                  data-testid={`withholding-percent-${p}`}
                />
                <span className="choice-option__body">
                  <span className="choice-option__title">{t('taxModal.percent', { percent: p })}</span>
                </span>
                <span />
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="withholding__amount" aria-live="polite">
        {t('taxModal.withheld', { percent, amount: formatMoney(withheld, lang) })}
      </p>
    </>
  );
}
