// The order page's documents (GET /private/admin/orders/{id}/documents): each receipt, tax invoice and
// credit note with its number, date, amount and a link to its PDF.
import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderDocumentListResponseSchema } from '@rian/contracts/documents';
import { apiGet } from '../../../lib/api-client.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';

export function OrderDocumentsCard({ orderId, test = false }: { orderId: number; test?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const docs = useQuery({
    queryKey: ['admin', 'orders', orderId, 'documents'],
    queryFn: ({ signal }) =>
      apiGet(`/private/admin/orders/${orderId}/documents`, OrderDocumentListResponseSchema, signal).then((r) => r.data),
  });
  return (
    <Card withBorder data-testid="order-documents">
      <Title order={2} size="h4" mb="xs">
        {t('adminOrders.documents.title')}
      </Title>
      {docs.isError ? <Text c="red">{t('adminOrders.documents.error')}</Text> : null}
      {docs.data?.length === 0 ? (
        <Text c="dimmed" data-testid={test ? 'documents-test-order' : undefined}>
          {t(test ? 'adminOrders.documents.testOrder' : 'adminOrders.documents.none')}
        </Text>
      ) : null}
      {docs.data?.length ? (
        <Table>
          <Table.Tbody>
            {docs.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{t(`adminOrders.documents.kind.${d.kind}`)}</Table.Td>
                <Table.Td>
                  <Anchor href={d.url} download={`${d.number}.pdf`}>
                    {d.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(d.issued_at, lang, true)}</Table.Td>
                <Table.Td ta="right">{formatPrice(d.amount, lang, d.currency_code)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Card>
  );
}
