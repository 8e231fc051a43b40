// A lecture's Thai subtitles (spec §3 subtitle) written in the back office: WebVTT checked by the
// domain rule before it is stored; null removes them. The player reads them from the lecture's
// subtitle.vtt route.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { webVttProblem } from '@rian/domain/webvtt';
import type { AdminLecture } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadLecture, loadLectureRow } from './outline-view.ts';

export async function setSubtitle(ctx: AdminContext, actor: Actor, id: number, vtt: string | null): Promise<AdminLecture> {
  const text = vtt === null || vtt.trim() === '' ? null : vtt.replace(/^\uFEFF/, '');
  if (text !== null) {
    const problem = webVttProblem(text);
    if (problem) {
      throw new DomainError('SUBTITLE_INVALID', undefined, [
        {
          path: 'vtt',
          message: `WebVTT ${problem.reason} at line ${problem.line}`,
          message_th: `WebVTT ไม่ถูกต้องที่บรรทัด ${problem.line}`,
        },
      ]);
    }
  }
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadLectureRow(tx, id, true);
    await tx.update(schema.lectures).set({ subtitle_vtt: text }).where(eq(schema.lectures.id, id));
    await recordAudit(tx, actor, {
      action: text === null ? 'remove_subtitle' : 'set_subtitle',
      entity: 'lecture',
      entityId: id,
      before: { has_subtitle: before.subtitle_vtt !== null },
      after: { has_subtitle: text !== null, bytes: text === null ? 0 : Buffer.byteLength(text) },
    });
    return loadLecture(tx, id);
  });
}
