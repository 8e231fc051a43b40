import '../i18n.ts';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import './bank-transfer.css';
import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import { transferAmountText } from '@rian/domain/payment-report';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../../lib/error-text.ts';
import { bankTransferMethodQuery } from '../../../lib/bank-api.ts';
import { BankLogo } from './BankLogo.tsx';
import { PaymentReportModal } from './PaymentReportModal.tsx';
import { promptPayQrUrl } from './bank-transfer-api.ts';

/** spec §9: the QR image is 300 px wide. */
const QR_WIDTH = 300;

/**
 * spec §2 method 1: the academy's accounts (logo, account name and number, a QR Code button), the
 * amount to transfer, and the payment report modal ('แจ้งชำระเงิน').
 */
export function BankTransferStep({ order, layoutFour }: { order: OrderDetail; layoutFour: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const method = useQuery(bankTransferMethodQuery());
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  // spec §5: two decimals, no grouping ("1500.00"), as the payment report's amount field takes it.
  const amount = transferAmountText(order.total, order.currency_code);

  if (method.isPending) return <LoadingNotice>{t('paymentStep.bank.loading')}</LoadingNotice>;
  if (method.isError) {
    return (
      <ErrorNotice message={errorText(method.error, lang)} retryLabel={t('app.retry')} onRetry={() => void method.refetch()} />
    );
  }
  if (!method.data.available || method.data.bankList.length === 0) {
    // spec §5: bank transfer is blocked when an account lacks a number or a bank name.
    return (
      <p className="need-notice" data-testid="bank-unavailable">
        {t('paymentStep.bank.unavailable')}
      </p>
    );
  }
  const amountLabel = t(`paymentStep.bank.amountValue.${order.currency_code}`, { amount });
  return (
    <div className="bank-step" data-testid="bank-transfer-step">
      <p className="transfer-amount">
        <span>{t('paymentStep.bank.amount')}</span>
        <span className="transfer-amount__value" data-testid="transfer-amount">
          {amountLabel}
        </span>
        <CopyValue value={amount} label={t('paymentStep.bank.copyAmount')} />
      </p>
      <p className="hint">{t('paymentStep.bank.lead')}</p>
      <ul className="bank-accounts">
        {method.data.bankList.map((account) => (
          <BankAccountItem key={account.id} account={account} orderId={order.id} amountLabel={amountLabel} />
        ))}
      </ul>
      <p className="hint">{t('paymentStep.bank.keepSlip')}</p>
      {reported ? (
        <p className="notice" role="status" data-testid="report-pending">
          {t('bankTransfer.pending')}
        </p>
      ) : (
        <div className="bank-step__report">
          <Button type="button" size="md" onClick={() => setReporting(true)} data-testid="report-open">
            {t('bankTransfer.reportButton')}
          </Button>
        </div>
      )}
      <PaymentReportModal
        order={order}
        accounts={method.data.bankList}
        layoutFour={layoutFour}
        opened={reporting}
        onClose={() => setReporting(false)}
        onReported={() => setReported(true)}
      />
    </div>
  );
}

function BankAccountItem({ account, orderId, amountLabel }: { account: BankAccount; orderId: number; amountLabel: string }) {
  const { t } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);
  const bank = account.bank_name || account.bank;
  // The academy's own PromptPay image when there is one (spec §2), else the server's QR with the amount.
  // The server's PromptPay QR carries the exact amount of this order (EMVCo); an account's stored
  // picture cannot, so it is shown only for an account without a PromptPay id.
  const generated = account.promptpay_id ? promptPayQrUrl(account.id, orderId) : null;
  const qrSrc = generated ?? (account.prompt_pay_image || null);
  const carriesAmount = generated !== null;
  return (
    <li className="bank-account" data-testid="bank-account">
      <div className="bank-account__head">
        <BankLogo code={account.bank} />
        <p className="bank-account__bank">
          {bank}
          {/* The branch as the academy wrote it (e.g. 'สาขาสามย่าน'). */}
          {account.branch ? ` · ${account.branch}` : null}
        </p>
      </div>
      <p className="bank-account__name">{t('paymentStep.bank.accountName', { name: account.account_name })}</p>
      <p className="bank-account__number">
        <span className="visually-hidden">{t('paymentStep.bank.accountNumber')}</span>
        <span className="bank-account__digits" data-testid="bank-account-number">
          {account.account_id}
        </span>
        <CopyValue value={account.account_id} label={t('paymentStep.bank.copyNumber', { bank })} />
      </p>
      {qrSrc ? (
        <>
          <Button
            type="button"
            size="compact-sm"
            variant="outline"
            onClick={() => setQrOpen(true)}
            aria-label={t('bankTransfer.qr.open', { bank })}
            data-testid="bank-qr-open"
          >
            {t('bankTransfer.qr.button')}
          </Button>
          <Modal
            opened={qrOpen}
            onClose={() => setQrOpen(false)}
            title={t('bankTransfer.qr.title')}
            classNames={{ title: 'checkout-modal__title' }}
            closeButtonProps={{ 'aria-label': t('bankTransfer.report.close') }}
            data-testid="bank-qr-modal"
          >
            <figure className="qr-figure">
              <img
                src={qrSrc}
                width={QR_WIDTH}
                height={QR_WIDTH}
                alt={t('bankTransfer.qr.alt', { name: account.account_name })}
              />
              <figcaption>
                <span className="qr-figure__amount">{amountLabel}</span>
                <span className="hint">{carriesAmount ? t('bankTransfer.qr.withAmount') : t('bankTransfer.qr.typeAmount')}</span>
              </figcaption>
            </figure>
          </Modal>
        </>
      ) : null}
    </li>
  );
}

/** A copy button that says, to everyone, whether the copy worked (the clipboard may be refused). */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2500 });
  return (
    <>
      <Button type="button" size="compact-sm" variant="light" aria-label={label} onClick={() => clipboard.copy(value)}>
        {t('paymentStep.copy')}
      </Button>
      <span role="status" className={clipboard.error ? 'copy-status copy-status--failed' : 'copy-status'}>
        {clipboard.copied ? t('paymentStep.copied') : clipboard.error ? t('paymentStep.copyFailed') : ''}
      </span>
    </>
  );
}
