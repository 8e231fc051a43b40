// "Which promotion will the checkout pick?": the administrator fills a cart (courses at their default
// plan, products one each, a currency) and the server answers with the checkout's own choice
// (POST …/promotions/preview, spec §4: the highest discount) and why each other promotion is not it.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, MultiSelect, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import { ProductPageSchema } from '@rian/contracts/admin/products';
import type { PromotionPreview as Preview } from '@rian/contracts/admin/promotions';
import { notifyFailed } from '../../../components/admin/notify.ts';
import { PanelHeading } from '../../../components/admin/PanelHeading.tsx';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { usePromotionPreview } from '../api/products-admin-api.ts';
import '../i18n.ts';

const STATE_COLOR = { chosen: 'green', eligible: 'blue', no_match: 'gray', not_running: 'gray' } as const;

export function PromotionPreview() {
  const { t } = useTranslation();
  const lang = useLang();
  const p = (key: string) => t(`adminProducts.promotions.preview.${key}` as 'adminProducts.promotions.preview.title');
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const products = useQuery(adminListQuery('products', ProductPageSchema, { per_page: 100, sort: 'title' }));
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [currency, setCurrency] = useState<'THB' | 'USD'>('THB');
  const preview = usePromotionPreview();
  const run = () =>
    preview.mutate(
      {
        currency,
        courses: courseIds.map((id) => ({ course_id: Number(id) })),
        products: productIds.map((id) => ({ product_id: Number(id), quantity: 1 })),
      },
      { onError: (e) => notifyFailed(t, lang, e) },
    );
  const empty = courseIds.length === 0 && productIds.length === 0;
  /** The courses or the products of the cart to try, picked by title. */
  const picker = (
    key: 'courses' | 'products',
    rows: { id: number; title: string }[] | undefined,
    value: string[],
    onChange: (ids: string[]) => void,
  ) => (
    <MultiSelect
      label={p(key)}
      data={(rows ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      data-testid={`preview-${key}`}
    />
  );
  return (
    <Card withBorder padding="md" data-testid="promotion-preview">
      <Stack gap="sm">
        <PanelHeading title={p('title')} lead={p('lead')} size="h4" />
        {picker('courses', courses.data?.data, courseIds, setCourseIds)}
        {picker('products', products.data?.data, productIds, setProductIds)}
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="preview-currency">
              {p('currency')}
            </Text>
            <SegmentedControl
              aria-labelledby="preview-currency"
              data={['THB', 'USD']}
              value={currency}
              onChange={(v) => setCurrency(v as 'THB' | 'USD')}
            />
          </Stack>
          <Button onClick={run} disabled={empty} loading={preview.isPending} data-testid="preview-run">
            {p('run')}
          </Button>
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed">
            {p('empty')}
          </Text>
        ) : null}
        {preview.data ? <PreviewResult result={preview.data.data} /> : null}
      </Stack>
    </Card>
  );
}

function PreviewResult({ result }: { result: Preview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = (key: string) => t(`adminProducts.promotions.preview.${key}` as 'adminProducts.promotions.preview.title');
  const money = (n: number) => formatPrice(n, lang, result.currency);
  const chosen = result.promotions.find((x) => x.id === result.chosen);
  return (
    <Stack gap="xs" data-testid="preview-result">
      <Alert color={chosen ? 'green' : 'gray'} data-testid="preview-chosen">
        {chosen
          ? t('adminProducts.promotions.preview.chosen', { title: chosen.title, discount: money(chosen.discount) })
          : p('chosenNone')}
      </Alert>
      <Text size="sm" fw={500}>
        {p('lines')}: {result.lines.map((l) => `${l.title}${l.plan ? ` (${l.plan})` : ''} ${money(l.price)}`).join(' · ')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{p('col.promotion')}</Table.Th>
              <Table.Th>{p('col.state')}</Table.Th>
              <Table.Th ta="right">{p('col.discount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.promotions.map((x) => (
              <Table.Tr key={x.id} data-testid={`preview-row-${x.state}`}>
                <Table.Td>{x.title}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[x.state]} variant="light">
                    {p(`state.${x.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{x.discount ? money(x.discount) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
