import type { ChangeEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import { useLang } from '../../../lib/use-lang.ts';
import type { ReportFormValues } from './report-form.ts';
import type { PaymentReportState } from './use-payment-report.ts';

const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** An input or select bound to the report's `key`. */
function bound(report: PaymentReportState, key: keyof ReportFormValues) {
  return {
    value: report.values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => report.set(key)(e.currentTarget.value),
  };
}

/** Marks the field the server refused. */
const invalid = (report: PaymentReportState, key: string) => (report.badField === key ? true : undefined);

/** The buyer's contact details of the report (spec §2 payment report modal). */
export function ReportContactFields({ report }: { report: PaymentReportState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('bankTransfer.report.contactName')}
        {...bound(report, 'contact_name')}
        autoComplete="name"
        maxLength={200}
      />
      <TextInput
        label={t('bankTransfer.report.email')}
        type="email"
        {...bound(report, 'email')}
        autoComplete="email"
        description={t('bankTransfer.report.emailHint')}
        readOnly
      />
      <TextInput label={t('bankTransfer.report.tel')} type="tel" {...bound(report, 'tel')} autoComplete="tel" maxLength={40} />
    </>
  );
}

/** Where the money came from and went to (spec §2 payment report modal). */
export function ReportBankFields({ report, accounts }: { report: PaymentReportState; accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { banks } = report;
  /** A required choice of the report; the one the server refused is marked. */
  const choice = (key: 'bank_code' | 'bank_account') => ({ required: true, ...bound(report, key), error: invalid(report, key) });
  return (
    <>
      <NativeSelect
        label={t('bankTransfer.report.sourceBank')}
        {...choice('bank_code')}
        data={[
          { value: '', label: banks.isPending ? t('bankTransfer.report.loadingBanks') : t('bankTransfer.report.chooseBank') },
          ...(banks.data ?? []).map((b) => ({
            value: b.banktransfer_value,
            label: lang === 'en' ? b.banktransfer_nameen : b.banktransfer_nameth,
          })),
        ]}
        data-testid="report-bank"
      />
      <NativeSelect
        label={t('bankTransfer.report.toAccount')}
        {...choice('bank_account')}
        data={[
          { value: '', label: t('bankTransfer.report.chooseAccount') },
          ...accounts.map((a) => ({ value: a.account_id, label: `${a.bank_name || a.bank} ${a.account_id}` })),
        ]}
        data-testid="report-account"
      />
    </>
  );
}

/** When, in Thai time, and how much (spec §2 payment report modal; no amount for a zero amount due). */
export function ReportTransferFields({ report, order }: { report: PaymentReportState; order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('bankTransfer.report.date')}
        type="date"
        required
        {...bound(report, 'transfer_date')}
        error={invalid(report, 'transfer_date')}
        description={t('bankTransfer.report.thaiTime')}
        data-testid="report-date"
      />
      <TextInput
        label={t('bankTransfer.report.time')}
        type="time"
        step={1}
        required
        {...bound(report, 'transfer_time')}
        error={invalid(report, 'transfer_time')}
        description={t('bankTransfer.report.thaiTime')}
        data-testid="report-time"
      />
      {report.amountDue > 0 ? (
        <TextInput
          label={t('bankTransfer.report.amount', {
            currency: order.currency_code === 'USD' ? 'USD' : t('bankTransfer.baht'),
          })}
          required
          inputMode="decimal"
          {...bound(report, 'transfer_amount')}
          error={invalid(report, 'transfer_amount')}
          data-testid="report-amount"
        />
      ) : null}
    </>
  );
}

/** The slip, required unless the settings say otherwise; none for a zero amount due (spec §5). */
export function SlipField({ report, id }: { report: PaymentReportState; id: string }) {
  const { t } = useTranslation();
  const { slip, badField } = report;
  if (report.amountDue <= 0) return <p className="hint">{t('bankTransfer.report.noSlipNeeded')}</p>;
  return (
    <div className={badField === 'slip' ? 'slip-field slip-field--invalid' : 'slip-field'}>
      <label htmlFor={`${id}-slip`} className="slip-field__label">
        {t('bankTransfer.report.slip')}
        {report.requireSlip ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-slip`}
        type="file"
        accept={SLIP_ACCEPT}
        aria-describedby={`${id}-slip-hint`}
        aria-invalid={badField === 'slip' ? true : undefined}
        onChange={(e) => report.chooseSlip(e.currentTarget.files?.[0] ?? null)}
        data-testid="report-slip"
      />
      <p id={`${id}-slip-hint`} className="hint">
        {slip ? t('bankTransfer.report.slipChosen', { name: slip.name }) : t('bankTransfer.report.slipHint')}
      </p>
    </div>
  );
}
