// The withholding-tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย, 50 ทวิ) of a paid order with
// withholding in the buyer's order list (/myaccount/student/order): its state, the amount it must show,
// the reason if it was rejected, and the upload (the tax-invoice form's certificate upload, kind
// certificate, private) while it is not accepted.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import { useId } from 'react';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithholdingCertificate } from '@rian/contracts/withholding';
import { CertificateUpload } from '../../../components/tax-invoice/CertificateUpload.tsx';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { sendWithholdingCertificate, withholdingCertificateKey, withholdingCertificateQuery } from '../api/withholding-api.ts';
import '../i18n.ts';

const COLORS: Record<WithholdingCertificate['status'], string> = {
  awaited: 'yellow',
  uploaded: 'blue',
  accepted: 'green',
  rejected: 'red',
};

export function OrderWithholding({ orderId, currency }: { orderId: number; currency: 'THB' | 'USD' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const client = useQueryClient();
  const cert = useQuery(withholdingCertificateQuery(orderId));
  const send = useMutation({
    mutationFn: (upload: string) => sendWithholdingCertificate(orderId, upload),
    onSuccess: (data) => client.setQueryData(withholdingCertificateKey(orderId), data),
  });
  if (cert.isPending) return <Text size="sm">{t('orderWithholding.loading')}</Text>;
  if (cert.isError) return <Text size="sm">{t('orderWithholding.error')}</Text>;
  const c = cert.data;
  return (
    <Stack gap={6} component="section" aria-label={t('orderWithholding.title')} data-testid="order-withholding">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('orderWithholding.title')}
        </Text>
        <Badge color={COLORS[c.status]} variant="light" data-testid="withholding-status">
          {t(`orderWithholding.status.${c.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {t(c.can_upload ? 'orderWithholding.expected' : 'orderWithholding.withheld', {
          percent: c.withholding_percent ?? '',
          amount: formatPrice(c.expected_amount, lang, currency),
        })}
      </Text>
      {c.file_url || c.file_name ? (
        <Text size="sm">
          {t('orderWithholding.file')}{' '}
          {c.file_url ? (
            <Anchor href={c.file_url} target="_blank" rel="noopener" data-testid="withholding-file">
              {c.file_name ?? t('orderWithholding.open')}
            </Anchor>
          ) : (
            c.file_name
          )}{' '}
          <Text span c="dimmed" size="xs">
            {formatDate(c.uploaded_at, lang, true)}
          </Text>
        </Text>
      ) : null}
      {c.status === 'accepted' && c.number ? (
        <Text size="sm">{t('orderWithholding.accepted', { number: c.number, date: formatDate(c.issued_on, lang) })}</Text>
      ) : null}
      {c.status === 'rejected' && c.reject_reason ? (
        <Alert color="red" variant="light" title={t('orderWithholding.rejectedTitle')} data-testid="withholding-reject-reason">
          {c.reject_reason}
        </Alert>
      ) : null}
      {c.can_upload ? (
        <CertificateUpload
          inputId={inputId}
          fileName={null}
          required={false}
          error={undefined}
          label={t('orderWithholding.uploadLabel')}
          pickLabel={c.status === 'awaited' ? t('orderWithholding.pick') : t('orderWithholding.pickAgain')}
          onChange={(name) => name && send.mutate(name)}
        />
      ) : null}
      {send.isSuccess ? (
        <Text size="sm" role="status" c="green.8" data-testid="withholding-sent">
          {t('orderWithholding.sent')}
        </Text>
      ) : null}
      <FailureAlert error={send.error} />
    </Stack>
  );
}
