// A course's pricing plans in its editor (spec §3 pricing plan): a table of every plan with what makes
// it special, a dialog to add or edit one, delete (refused once an order or access uses it: hide it
// instead), and the plan chooser as a visitor will see it.
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@rian/contracts/admin/plans';
import { PanelHeading } from '../../../components/admin/PanelHeading.tsx';
import { RecordDialog } from '../../../components/admin/RecordDialog.tsx';
import { RowActions } from '../../../components/admin/RowActions.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { coursePlansQuery } from '../api/plans-admin-api.ts';
import '../i18n.ts';
import { PlanForm } from './PlanForm.tsx';
import { PlanPreview } from './PlanPreview.tsx';
import { TableHead } from '../../../components/admin/TableHead.tsx';

export function PlansPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const plans = useQuery(coursePlansQuery(courseId)).data?.data ?? [];
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Card withBorder data-testid="plans-panel">
      <Stack>
        <Group justify="space-between">
          <Stack gap={2}>
            <PanelHeading title={t('adminPlans.title')} lead={t('adminPlans.lead')} size="h3" />
          </Stack>
          <Button onClick={() => setEditing('new')} data-testid="new-plan">
            {t('adminPlans.new')}
          </Button>
        </Group>
        {plans.length === 0 ? (
          <Text c="orange.9">{t('adminPlans.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" data-testid="plan-table">
              <TableHead labels={[...(['name', 'kind', 'price', 'orders'] as const).map((c) => t(`adminPlans.col.${c}`)), '']} />
              <Table.Tbody>
                {plans.map((plan) => (
                  <PlanRow key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PlanPreview plans={plans} />
      </Stack>
      <RecordDialog editing={editing} onClose={close} newTitle={t('adminPlans.new')} editTitle={t('adminPlans.edit')}>
        {(plan) => <PlanForm courseId={courseId} plan={plan} onDone={close} />}
      </RecordDialog>
    </Card>
  );
}

function PlanRow({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const badges = [
    [plan.is_default === 1, 'default', 'teal'],
    [plan.status_show === 0, 'hidden', 'gray'],
    [plan.pricing_type === 'renew', 'renew', 'blue'],
    [plan.is_for_member === 1, 'member', 'orange'],
    [plan.need_approval === 1, 'approval', 'yellow'],
    [plan.free_for === 'Student', 'owners', 'grape'],
  ] as const;
  const term = plan.term && plan.term_unit ? ` · ${plan.term} ${t(`adminPlans.unit.${plan.term_unit}`)}` : '';
  return (
    <Table.Tr data-plan-id={plan.id}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {plan.name}
        </Text>
        <Group gap={4} mt={2}>
          {badges
            .filter(([on]) => on)
            .map(([, key, color]) => (
              <Badge key={key} size="xs" variant="light" color={color}>
                {t(`adminPlans.badge.${key}`)}
              </Badge>
            ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {t(`adminPlans.type.${plan.plan_type}`)}
          {term}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {plan.price === null ? '—' : formatPrice(plan.price, lang)}
          {plan.price_usd !== null ? ` / ${formatPrice(plan.price_usd, lang, 'USD')}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>{plan.order_count}</Table.Td>
      <Table.Td>
        <RowActions resource="plans" id={plan.id} name={plan.name} editLabel={t('adminPlans.edit')} onEdit={onEdit} />
      </Table.Td>
    </Table.Tr>
  );
}
