// GET /private/admin/audit: the audit log, newest first, filtered by record or by who did it.
import * as z from 'zod/mini';
import { adminListQuery, adminPage } from './list.ts';

export const AuditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.nullable(z.number()), username: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = z.extend(adminListQuery(['created_at']), {
  entity: z.optional(z.string().check(z.maxLength(40))),
  entity_id: z.optional(z.string().check(z.maxLength(40))),
  actor_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditPageSchema = adminPage(AuditEntrySchema);
