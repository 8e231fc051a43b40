// The dialog that adds or edits one pricing plan: its kind decides which fields it shows (a term for
// timed plans, no price for a free one, approval only for free), checked by the server's own rules.
import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '@rian/contracts/admin/plans';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import { PLAN_TYPES, TERM_UNITS } from '@rian/domain/plans';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { useSavePlan } from '../api/plans-admin-api.ts';
import { planBody, planErrors, planValues, type PlanValues } from './plan-form-values.ts';

export function PlanForm({ courseId, plan, onDone }: { courseId: number; plan: AdminPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const { form, input, submit, saving } = useResourceForm({
    initialValues: planValues(plan),
    validate: (v: PlanValues) => planErrors(v, courseId),
    save: useSavePlan(courseId),
    vars: (v: PlanValues) => ({ id: plan?.id ?? null, body: planBody(v) }),
    onDone,
    testIdPrefix: 'plan',
  });
  const f = (key: string) => t(`adminPlans.field.${key}` as 'adminPlans.field.name');
  const v = form.getValues();
  const timed = v.plan_type === 'Period' || v.plan_type === 'Actual';
  const free = v.plan_type === 'Free';
  const check = (name: Extract<keyof PlanValues, string>) => {
    const props = input(name);
    return { ...props, ...form.getInputProps(name, { type: 'checkbox' }), label: f(name) };
  };
  const otherCourses = (courses.data?.data ?? []).filter((c) => c.id !== courseId);
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-plan">
      <TextInput label={f('name')} required data-autofocus {...input('name')} />
      <Select
        label={f('plan_type')}
        data={PLAN_TYPES.map((type) => ({ value: type, label: t(`adminPlans.type.${type}`) }))}
        allowDeselect={false}
        {...input('plan_type')}
      />
      {timed ? (
        <SimpleGrid cols={2}>
          <NumberInput label={f('term')} required min={1} allowDecimal={false} {...input('term')} />
          <Select
            label={f('term_unit')}
            required
            data={TERM_UNITS.map((u) => ({ value: u, label: t(`adminPlans.unit.${u}`) }))}
            {...input('term_unit')}
          />
        </SimpleGrid>
      ) : null}
      {free ? (
        <Switch {...check('need_approval')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label={f('price')} required min={0} decimalScale={2} thousandSeparator="," {...input('price')} />
          <NumberInput
            label={f('price_usd')}
            description={f('price_usd_hint')}
            min={0}
            decimalScale={2}
            {...input('price_usd')}
          />
        </SimpleGrid>
      )}
      <Switch {...check('shown')} />
      <Switch {...check('is_default')} />
      <Switch {...check('is_for_member')} />
      <Switch {...check('renew')} />
      <Switch {...check('for_owners')} />
      {v.for_owners ? (
        <MultiSelect
          label={f('free_course_ids')}
          required
          searchable
          data={otherCourses.map((c) => ({ value: String(c.id), label: c.title }))}
          {...input('free_course_ids')}
        />
      ) : null}
      <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
    </DialogForm>
  );
}
