// The money terms of a coupon or a promotion (contracts admin/deal-terms.ts): P1/P2 and its number of
// items, the discount (a percent or baht, and USD), the courses and products it applies to, its window
// in Thai time and its switch. A form adds its own fields (a coupon's payment methods and usage limit)
// as children, shown after the courses and products.
import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import { ProductPageSchema } from '@rian/contracts/admin/products';
import { adminListQuery } from '../../../lib/admin-api.ts';
import type { DealFormValues } from './deal-form-values.ts';

type Input = (name: keyof DealFormValues) => Record<string, unknown>;

export interface DealTermsProps {
  values: DealFormValues;
  input: Input;
  onActive: (active: boolean) => void;
  /** The form's own fields, after the courses and products. */
  children?: ReactNode;
  /** data-testid of the switch. */
  activeTestId: string;
}

/** Picker choices from a list, keeping ids the list no longer holds (shown as #id). */
function choices(rows: { id: number; title: string }[] | undefined, picked: string[]) {
  const known = new Set((rows ?? []).map((r) => String(r.id)));
  return [
    ...(rows ?? []).map((r) => ({ value: String(r.id), label: r.title })),
    ...picked.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
}

export function DealTermsFields({ values, input, onActive, children, activeTestId }: DealTermsProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`admin.deal.${key}` as 'admin.deal.type');
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const products = useQuery(adminListQuery('products', ProductPageSchema, { per_page: 100, sort: 'title' }));
  /** The courses or the products the terms apply to, picked by title. */
  const picker = (key: 'courses' | 'products', rows: { id: number; title: string }[] | undefined) => (
    <MultiSelect
      label={f(key)}
      description={f(`${key}Hint`)}
      data={choices(rows, values[key])}
      searchable
      clearable
      {...input(key)}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={f('type')}
          data={[
            { value: 'P1', label: f('typeP1') },
            { value: 'P2', label: f('typeP2') },
          ]}
          allowDeselect={false}
          {...input('deal_type')}
        />
        <NumberInput
          label={f('number_of_course')}
          min={1}
          allowDecimal={false}
          disabled={values.deal_type !== 'P2'}
          {...input('number_of_course')}
        />
      </SimpleGrid>
      <DiscountFields percent={values.discount_type === 'percent'} input={input} />
      {picker('courses', courses.data?.data)}
      {picker('products', products.data?.data)}
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={f('start_at')} {...input('start_at')} />
        <TextInput type="datetime-local" label={f('end_at')} {...input('end_at')} />
      </SimpleGrid>
      <Switch
        label={f('is_active')}
        checked={values.is_active}
        onChange={(e) => onActive(e.currentTarget.checked)}
        data-testid={activeTestId}
      />
    </Stack>
  );
}

/** The discount: a percent or an amount in baht, and the amount off a USD order. */
function DiscountFields({ percent, input }: { percent: boolean; input: Input }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`admin.deal.${key}` as 'admin.deal.type');
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {f('discount_type')}
        </Text>
        <SegmentedControl
          data={[
            { value: 'percent', label: f('percent') },
            { value: 'amount', label: f('amount') },
          ]}
          {...input('discount_type')}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={percent ? f('discount_percent') : f('discount_baht')}
          // The contract's rule (1–100 %, more than 0 baht) is shown rather than the value clamped.
          clampBehavior="none"
          decimalScale={percent ? 0 : 2}
          thousandSeparator=","
          required
          {...input('discount')}
        />
        {percent ? null : (
          <NumberInput
            label={f('discount_amount_usd')}
            description={f('usdHint')}
            min={0.01}
            decimalScale={2}
            {...input('discount_amount_usd')}
          />
        )}
      </SimpleGrid>
    </>
  );
}
