// An order's timeline, oldest first, in Thai time: made, payment attempts, reports and decisions,
// administrators' actions, the withholding certificate's moves, paid or cancelled.
import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderEvent } from '@rian/contracts/admin/orders';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function OrderTimeline({ events, currency }: { events: AdminOrderEvent[]; currency: 'THB' | 'USD' }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  /** A status or action in words; one the catalogue does not know is shown as stored. */
  const word = (status: string | null, kind: AdminOrderEvent['kind']) => {
    // A certificate's states have words of their own (รอเอกสาร, ได้รับแล้ว, ตรวจแล้ว, ไม่ผ่าน).
    const key = kind === 'certificate' ? `adminOrders.certificate.status.${status}` : `adminOrders.word.${status}`;
    return status === null ? '' : i18n.exists(key) ? t(key as 'adminOrders.word.paid') : status;
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('adminOrders.detail.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} data-testid="order-timeline">
        {events.map((e, i) => (
          <Timeline.Item
            key={`${e.kind}-${i}`}
            title={t(`adminOrders.event.${e.kind}`, { by: e.by ?? '', status: word(e.status, e.kind) })}
            data-kind={e.kind}
          >
            <Text size="xs" c="dimmed">
              {formatDate(e.at, lang, true)}
              {e.amount !== null ? ` · ${formatPrice(e.amount, lang, currency)}` : ''}
            </Text>
            {e.note ? <Text size="sm">{e.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
