// Creating, editing and deleting a custom labelled registration field (spec §3 custom labels). A
// choice field keeps at least one option and a free-text or image field none; the registration form
// reads them fresh, and the site's memo is dropped on every instance.
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import {
  optionsIssue,
  type AdminCustomLabel,
  type CustomLabelCreate,
  type CustomLabelPatch,
} from '@rian/contracts/admin/custom-labels';
import type { Actor, AdminContext } from '../admin-context.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  nextPlace,
  patchRow,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { loadCustomLabel } from './custom-label-view.ts';

const { customLabels } = schema;

function checkOptions(type: string, items: readonly string[]): void {
  const issue = optionsIssue(type, items);
  if (issue)
    throw new DomainError('INPUT_ERROR', 'The options do not fit the field type', [{ path: '/item_list', message: issue }]);
}

const label: AuditedRecord<AdminCustomLabel> = { entity: 'custom_label', area: 'site', load: loadCustomLabel };

export function createCustomLabel(ctx: AdminContext, actor: Actor, input: CustomLabelCreate): Promise<AdminCustomLabel> {
  return createAudited(ctx, actor, label, async (tx) => {
    checkOptions(input.type_label, input.item_list ?? []);
    const values = { ...input, order_label: input.order_label ?? (await nextPlace(tx, customLabels.order_label, 1)) };
    return insertRow(tx, customLabels, values);
  });
}

export function updateCustomLabel(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: CustomLabelPatch,
): Promise<AdminCustomLabel> {
  return updateAudited(ctx, actor, label, id, async (tx, before) => {
    checkOptions(patch.type_label ?? before.type_label, patch.item_list ?? before.item_list);
    await patchRow(tx, customLabels, id, patch);
  });
}

/** A student's stored answers keep their own copy of the label, so a field may go at any time. */
export function deleteCustomLabel(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, label, id, async (tx) => {
    await deleteRow(tx, customLabels, id);
  });
}
