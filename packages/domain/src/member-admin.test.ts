import { describe, expect, it } from 'vitest';
import { endOfThaiDay, handGrantEnd, roleOfId, ROLE_IDS, selfChangeRefusal } from './member-admin.ts';

const now = new Date('2026-11-26T03:00:00Z'); // 10:00 Thai time, 26 November 2026

describe('roles', () => {
  it('maps each role to its spec §6 id and back', () => {
    for (const [role, id] of Object.entries(ROLE_IDS)) expect(roleOfId(id)).toBe(role);
    expect(roleOfId(7)).toBe('student');
  });
});

describe('selfChangeRefusal', () => {
  it('refuses an administrator demoting or disabling themself', () => {
    expect(selfChangeRefusal(5, 5, { role: 'student' })).toBe('ADMIN_SELF_DEMOTE');
    expect(selfChangeRefusal(5, 5, { role: 'instructor' })).toBe('ADMIN_SELF_DEMOTE');
    expect(selfChangeRefusal(5, 5, { disable: true })).toBe('ADMIN_SELF_DISABLE');
  });
  it('lets them keep their role, re-enable, and change anyone else', () => {
    expect(selfChangeRefusal(5, 5, { role: 'admin' })).toBeNull();
    expect(selfChangeRefusal(5, 5, { disable: false })).toBeNull();
    expect(selfChangeRefusal(5, 6, { role: 'student' })).toBeNull();
    expect(selfChangeRefusal(5, 6, { disable: true })).toBeNull();
  });
});

describe('endOfThaiDay', () => {
  it('is 24:00 Thai time, 17:00 UTC of that day', () => {
    expect(endOfThaiDay('2026-12-31')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
  it('refuses a day that does not exist', () => {
    expect(endOfThaiDay('2026-02-30')).toBeNull();
  });
});

describe('handGrantEnd', () => {
  it('grants without an end, or to the end of the chosen Thai day', () => {
    expect(handGrantEnd({ current: null, until: null, now })).toEqual({ ok: true, expiresAt: null });
    expect(handGrantEnd({ current: null, until: '2026-11-26', now })).toEqual({
      ok: true,
      expiresAt: new Date('2026-11-26T17:00:00Z'),
    });
  });
  it('refuses a day already over', () => {
    expect(handGrantEnd({ current: null, until: '2026-11-25', now })).toEqual({ ok: false, code: 'ACCESS_UNTIL_PAST' });
    expect(handGrantEnd({ current: null, until: 'not-a-day', now })).toEqual({ ok: false, code: 'INPUT_ERROR' });
  });
  it('lengthens but never shortens access an order holds', () => {
    const paid = { expiresAt: new Date('2027-01-31T17:00:00Z'), heldByOrder: true };
    expect(handGrantEnd({ current: paid, until: '2027-03-31', now })).toEqual({
      ok: true,
      expiresAt: new Date('2027-03-31T17:00:00Z'),
    });
    expect(handGrantEnd({ current: paid, until: null, now })).toEqual({ ok: true, expiresAt: null });
    expect(handGrantEnd({ current: paid, until: '2026-12-31', now })).toEqual({ ok: false, code: 'ACCESS_ALREADY_LONGER' });
    const forever = { expiresAt: null, heldByOrder: true };
    expect(handGrantEnd({ current: forever, until: '2030-01-01', now })).toEqual({ ok: false, code: 'ACCESS_ALREADY_LONGER' });
  });
  it('sets a hand grant to any day still to come, shorter or longer', () => {
    const hand = { expiresAt: null, heldByOrder: false };
    expect(handGrantEnd({ current: hand, until: '2026-12-01', now })).toEqual({
      ok: true,
      expiresAt: new Date('2026-12-01T17:00:00Z'),
    });
  });
});
