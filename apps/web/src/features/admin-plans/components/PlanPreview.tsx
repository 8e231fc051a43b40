// The plan chooser as a visitor will meet it on the course page: the same component, fed the plans
// the storefront would list (packages/domain: shown, default pricing, priced; members-only disabled).
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@rian/contracts/admin/plans';
import type { PlanView } from '@rian/contracts/catalogue';
import { defaultPlan, isPlanDisabled, listPlans, VISITOR } from '@rian/domain/plans';
import { PlanChoice } from '../../../components/PlanChoice.tsx';

const asRow = (p: AdminPlan) => ({ ...p, free_course_ids: p.free_course_ids.join(',') || null });

export function PlanPreview({ plans }: { plans: AdminPlan[] }) {
  const { t } = useTranslation();
  const listed = listPlans(plans.map(asRow), VISITOR);
  const views: PlanView[] = listed.map((p) => ({
    ...p,
    term_2: null,
    term_unit_2: null,
    disabled: isPlanDisabled(p, VISITOR),
  }));
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? defaultPlan(listed, VISITOR)?.id ?? null;
  return (
    <Stack gap="xs" data-testid="plan-preview">
      <Title order={3} size="h5">
        {t('adminPlans.preview')}
      </Title>
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminPlans.previewNone')}
        </Text>
      ) : (
        <PlanChoice
          plans={views}
          name="plan-preview"
          selected={selected}
          onSelect={setPicked}
          legend={t('adminPlans.preview')}
          variant="cards"
        />
      )}
    </Stack>
  );
}
