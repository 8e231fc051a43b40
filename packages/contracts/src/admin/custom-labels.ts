// /private/admin/custom-labels: the registration form's custom labelled fields (spec §3 custom
// labels, §5): six types, options for the choice types, their order, required or not.
import * as z from 'zod/mini';
import { CUSTOM_LABEL_TYPES } from '@rian/domain/custom-labels';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { flag, requiredText } from './fields.ts';
import { CustomLabelSchema } from '../site.ts';

/** The types whose answer is one or more of the listed options. */
export const CHOICE_LABEL_TYPES = ['select', 'multiple', 'checkbox', 'radio'] as const;
export const isChoiceType = (type: string) => (CHOICE_LABEL_TYPES as readonly string[]).includes(type);
export const MAX_LABEL_OPTIONS = 100;

/** A label as the registration form reads it, and whether the form shows it. */
export const AdminCustomLabelSchema = z.extend(CustomLabelSchema, { is_active: z.boolean() });
export type AdminCustomLabel = z.infer<typeof AdminCustomLabelSchema>;

const options = z.array(requiredText(200)).check(z.maxLength(MAX_LABEL_OPTIONS, 'tooMany'));

const fields = {
  type_label: z.enum(CUSTOM_LABEL_TYPES),
  label: requiredText(200),
  order_label: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
  required: z.optional(flag),
  item_list: z.optional(options),
  is_active: z.optional(z.boolean()),
};

/** A choice type needs an option; a free-text or image field has none (spec §3). */
export function optionsIssue(type: string, items: readonly string[]): string | null {
  if (isChoiceType(type)) return items.length === 0 ? 'options' : null;
  return items.length > 0 ? 'noOptions' : null;
}

export const CustomLabelCreateSchema = z.object(fields).check(
  z.refine((v) => optionsIssue(v.type_label, v.item_list ?? []) === null, {
    path: ['item_list'],
    message: 'options',
  }),
);
export type CustomLabelCreate = z.infer<typeof CustomLabelCreateSchema>;

/** A PATCH's options are checked against the stored type when it sends only one of them. */
export const CustomLabelPatchSchema = z.partial(z.object(fields));
export type CustomLabelPatch = z.infer<typeof CustomLabelPatchSchema>;

/** The labels in their new order: every label's id, once. */
export const CustomLabelOrderSchema = z.object({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(1000)),
});

export const CUSTOM_LABEL_SORTS = ['order_label', 'label', 'id'] as const;
export const CustomLabelListQuerySchema = adminListQuery(CUSTOM_LABEL_SORTS);
export const CustomLabelPageSchema = adminPage(AdminCustomLabelSchema);
export const CustomLabelOneSchema = adminOne(AdminCustomLabelSchema);
export const CustomLabelOrderedSchema = adminOne(z.array(AdminCustomLabelSchema));
