// The documents of a paid order in the buyer's order list (/myaccount/student/order): a download link
// per receipt, tax invoice or credit note, named by its number.
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderDocumentsQuery } from '../api/documents-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';

export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const docs = useQuery(orderDocumentsQuery(orderId));
  if (docs.isPending) return <Text size="sm">{t('orderDocuments.loading')}</Text>;
  if (docs.isError) return <Text size="sm">{t('orderDocuments.error')}</Text>;
  if (docs.data.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('orderDocuments.title')} data-testid="order-documents">
      <Text size="sm" fw={600}>
        {t('orderDocuments.title')}
      </Text>
      {docs.data.map((d) => (
        <Text size="sm" key={d.id}>
          {t(`orderDocuments.kind.${d.kind}`)}{' '}
          <Anchor href={d.url} download={`${d.number}.pdf`} data-testid="order-document-link">
            {t('orderDocuments.download', { number: d.number })}
          </Anchor>{' '}
          <Text span c="dimmed" size="xs">
            {formatDate(d.issued_at, lang)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
