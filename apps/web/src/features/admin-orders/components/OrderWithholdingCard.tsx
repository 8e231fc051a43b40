// The withholding-tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย, 50 ทวิ) of an order with
// withholding: its state, the amount it must show, the file (through the administrators' own route,
// each read audited), what was read on it or why it was refused, and the decisions its lifecycle allows
// now: accept with number, date and amount (another amount needs a reason), or reject with a reason.
import { Anchor, Badge, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { WithholdingRejectSchema, type WithholdingReject } from '@rian/contracts/admin/withholding';
import type { WithholdingCertificate } from '@rian/contracts/withholding';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { WITHHOLDING_CERTIFICATE_LIFECYCLE } from '@rian/domain/lifecycles/withholding-certificate';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { acceptBodyOf, acceptFormFor, CertificateAcceptFormSchema, type CertificateAcceptForm } from '../withholding-form.ts';
import { OrderActionButton } from './OrderActionButton.tsx';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';

const COLORS: Record<WithholdingCertificate['status'], string> = {
  awaited: 'yellow',
  uploaded: 'blue',
  accepted: 'green',
  rejected: 'red',
};

function Decisions({ order, cert }: { order: AdminOrderDetail; cert: WithholdingCertificate }) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  const allowed = eventsFrom(WITHHOLDING_CERTIFICATE_LIFECYCLE, cert.status);
  const acceptForm = {
    schema: CertificateAcceptFormSchema,
    initialValues: acceptFormFor(cert.expected_amount),
    toBody: acceptBodyOf,
    fields: (input: (name: keyof CertificateAcceptForm) => object) => (
      <>
        <TextInput label={t('adminOrders.certificate.number')} required data-autofocus {...input('number')} />
        <TextInput type="date" label={t('adminOrders.certificate.issuedOn')} required {...input('issued_on')} />
        <TextInput label={t('adminOrders.certificate.amount')} required inputMode="decimal" {...input('amount')} />
        <Textarea label={t('adminOrders.certificate.reason')} autosize minRows={2} maxLength={500} {...input('reason')} />
      </>
    ),
  };
  const rejectForm = {
    schema: WithholdingRejectSchema,
    initialValues: { reason: '' },
    fields: (input: (name: keyof WithholdingReject) => object) => (
      <Textarea
        label={t('adminOrders.certificate.rejectReason')}
        required
        autosize
        minRows={2}
        data-autofocus
        {...input('reason')}
      />
    ),
  };
  const vars = { amount: formatPrice(cert.expected_amount, lang, currency) };
  /** A decision's order, action and path (POST orders/{id}/withholding-certificate/{decision}). */
  const decision = (name: 'accept' | 'reject') =>
    ({
      orderId: order.id,
      action: name === 'accept' ? 'certificateAccept' : 'certificateReject',
      path: `withholding-certificate/${name}`,
    }) as const;
  return (
    <Group gap="xs" mt="sm">
      {allowed.includes('accept') ? (
        <OrderActionButton<CertificateAcceptForm> {...decision('accept')} color="teal" vars={vars} form={acceptForm} />
      ) : null}
      {allowed.includes('reject') ? (
        <OrderActionButton<WithholdingReject> {...decision('reject')} color="red" form={rejectForm} />
      ) : null}
    </Group>
  );
}

export function OrderWithholdingCard({ order, cert }: { order: AdminOrderDetail; cert: WithholdingCertificate }) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  const status = (
    <Badge color={COLORS[cert.status]} variant="light" data-testid="certificate-status">
      {t(`adminOrders.certificate.status.${cert.status}`)}
    </Badge>
  );
  return (
    <TitledCard title={t('adminOrders.certificate.title')} aside={status} testId="order-certificate">
      <Stack gap={4}>
        <Text size="sm">
          {t('adminOrders.certificate.expected', {
            percent: cert.withholding_percent ?? '',
            amount: formatPrice(cert.expected_amount, lang, currency),
          })}
        </Text>
        {cert.file_url ? (
          <Text size="sm">
            <Anchor href={cert.file_url} target="_blank" rel="noopener" data-testid="certificate-file-link">
              {t('adminOrders.certificate.open', { name: cert.file_name ?? '' })}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {formatDate(cert.uploaded_at, lang, true)}
            </Text>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminOrders.certificate.none')}
          </Text>
        )}
        {cert.status === 'accepted' ? (
          <Text size="sm" data-testid="certificate-facts">
            {t('adminOrders.certificate.facts', {
              number: cert.number ?? '',
              date: formatDate(cert.issued_on, lang) ?? '',
              amount: formatPrice(cert.amount ?? 0, lang, currency),
            })}
          </Text>
        ) : null}
        {cert.accept_reason ? (
          <Text size="sm">{t('adminOrders.certificate.acceptedBecause', { reason: cert.accept_reason })}</Text>
        ) : null}
        {cert.reject_reason ? (
          <Text size="sm" c="red.8">
            {t('adminOrders.certificate.rejectedBecause', { reason: cert.reject_reason })}
          </Text>
        ) : null}
        {cert.decided_by ? (
          <Text size="xs" c="dimmed">
            {t('adminOrders.certificate.decidedBy', { by: cert.decided_by, at: formatDate(cert.decided_at, lang, true) })}
          </Text>
        ) : null}
      </Stack>
      <Decisions order={order} cert={cert} />
    </TitledCard>
  );
}
