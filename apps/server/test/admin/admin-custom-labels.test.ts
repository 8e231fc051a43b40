// /private/admin/custom-labels: the registration form's custom labelled fields (spec §3 custom
// labels, §5). Administrators only; six types, options only for the choice types; a new order names
// every label once; every write is audited and the public list a registration reads follows at once.
import { describe, expect, it } from 'vitest';
import { aCustomLabel, anAdmin, anInstructor, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/custom-labels';

const call = callAs(t);

const labelAudit = (id: number | string) => auditRows(db(), id, 'custom_label');

const publicLabels = async () =>
  (await t.app.inject({ url: '/public/customlabel' })).json().data as { id: number; label: string }[];

describe('custom labels in the back office', () => {
  it('lets only an administrator list, make, change, order or delete a label', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    const label = await aCustomLabel(db());
    const calls = [
      ['GET', URL],
      ['POST', URL, { type_label: 'inputtext', label: 'x' }],
      ['PUT', `${URL}/order`, { ids: [label.id] }],
      ['GET', `${URL}/${label.id}`],
      ['PATCH', `${URL}/${label.id}`, { label: 'y' }],
      ['DELETE', `${URL}/${label.id}`],
    ] as const;
    await expectAdminsOnly(call, calls, student, instructor);
    const admin = await anAdmin(db());
    expect((await call(admin, 'GET', `${URL}/${label.id}`)).body.data.label).toBe(label.label);
  });

  it('makes a choice field with its options last in order, and the registration form shows it at once', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', URL, {
      type_label: 'radio',
      label: 'ช่วงอายุ',
      required: 1,
      item_list: ['ต่ำกว่า 18', '18-30', 'มากกว่า 30'],
    });
    expect(made.status).toBe(201);
    const label = made.body.data;
    expect(label).toMatchObject({
      type_label: 'radio',
      required: 1,
      is_active: true,
      item_list: ['ต่ำกว่า 18', '18-30', 'มากกว่า 30'],
    });
    const others = (await call(admin, 'GET', `${URL}?per_page=100`)).body.data as { id: number; order_label: number }[];
    expect(Math.max(...others.map((o) => o.order_label))).toBe(label.order_label);
    expect((await publicLabels()).map((l) => l.id)).toContain(label.id);

    const hidden = await call(admin, 'PATCH', `${URL}/${label.id}`, { is_active: false, label: 'อายุ' });
    expect(hidden.body.data).toMatchObject({ is_active: false, label: 'อายุ' });
    expect((await publicLabels()).map((l) => l.id)).not.toContain(label.id);

    const audit = await labelAudit(label.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toEqual({ label: 'ช่วงอายุ', is_active: true });
  });

  it('refuses options that do not fit the type and an unknown type, and writes nothing', async () => {
    const admin = await anAdmin(db());
    const before = (await call(admin, 'GET', URL)).body.total;
    for (const bad of [
      { type_label: 'select', label: 'จังหวัด', item_list: [] },
      { type_label: 'inputtext', label: 'บริษัท', item_list: ['ก'] },
      { type_label: 'slider', label: 'คะแนน' },
      { type_label: 'checkbox', label: 'ความสนใจ', item_list: ['  '] },
    ]) {
      const res = await call(admin, 'POST', URL, bad);
      expect([bad.type_label, res.status, res.body.error.code]).toEqual([bad.type_label, 400, 'INPUT_ERROR']);
    }
    const text = await aCustomLabel(db(), { type_label: 'inputtext' });
    const toChoice = await call(admin, 'PATCH', `${URL}/${text.id}`, { type_label: 'select' });
    expect([toChoice.status, toChoice.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const ok = await call(admin, 'PATCH', `${URL}/${text.id}`, { type_label: 'select', item_list: ['กรุงเทพฯ', 'เชียงใหม่'] });
    expect(ok.body.data).toMatchObject({ type_label: 'select', item_list: ['กรุงเทพฯ', 'เชียงใหม่'] });
    expect((await call(admin, 'GET', URL)).body.total).toBe(before + 1);
  });

  it('puts every label in a new order, refusing a list that leaves one out', async () => {
    const admin = await anAdmin(db());
    await aCustomLabel(db());
    await aCustomLabel(db());
    const all = (await call(admin, 'GET', `${URL}?per_page=100`)).body.data as { id: number }[];
    const reversed = all.map((l) => l.id).reverse();

    const partial = await call(admin, 'PUT', `${URL}/order`, { ids: reversed.slice(1) });
    expect([partial.status, partial.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const twice = await call(admin, 'PUT', `${URL}/order`, { ids: [...reversed.slice(1), reversed[1]] });
    expect(twice.status).toBe(400);

    const ordered = await call(admin, 'PUT', `${URL}/order`, { ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((l: { id: number }) => l.id)).toEqual(reversed);
    const listed = (await call(admin, 'GET', `${URL}?per_page=100`)).body.data as { id: number }[];
    expect(listed.map((l) => l.id)).toEqual(reversed);
    const shown = (await publicLabels()).map((l) => l.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await labelAudit('all')).at(-1)!.after).toEqual({ ids: reversed });
  });

  it('deletes a label with its audit row', async () => {
    const admin = await anAdmin(db());
    const label = await aCustomLabel(db());
    expect((await call(admin, 'DELETE', `${URL}/${label.id}`)).body.data).toEqual({ id: label.id });
    expect((await call(admin, 'GET', `${URL}/${label.id}`)).status).toBe(404);
    const [audit] = await labelAudit(label.id);
    expect(audit).toMatchObject({ action: 'delete', actor_id: admin.id });
    expect(audit!.before).toMatchObject({ label: label.label });
  });
});
