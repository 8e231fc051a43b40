// A buyer's access to a course (spec §4 access countdown, §6 playlist access). Granted by an
// approved order, renewed by a renew plan, ended by time or revoked when its order is refunded.
import { defineLifecycle } from './lifecycle.ts';

export const ACCESS_STATUSES = ['none', 'active', 'expired', 'revoked'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
export type AccessEvent = 'grant' | 'renew' | 'expire' | 'revoke';

export const ACCESS_LIFECYCLE = defineLifecycle<AccessStatus, AccessEvent>({
  name: 'course access',
  states: ACCESS_STATUSES,
  final: [],
  transitions: [
    { from: ['none', 'revoked'], event: 'grant', to: 'active' },
    { from: ['active', 'expired'], event: 'renew', to: 'active' },
    { from: ['active'], event: 'expire', to: 'expired' },
    { from: ['active', 'expired'], event: 'revoke', to: 'revoked' },
  ],
});

/** The state of a stored access row at a time: no row, revoked, or active until its end (null = for life). */
export function accessStatusAt(row: { expires_at: Date | null; revoked_at?: Date | null } | null, now: Date): AccessStatus {
  if (!row) return 'none';
  if (row.revoked_at) return 'revoked';
  return row.expires_at === null || row.expires_at > now ? 'active' : 'expired';
}
