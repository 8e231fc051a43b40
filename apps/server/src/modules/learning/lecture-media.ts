// A lecture's video or subtitle (spec §3 playlist item): where the player finds it, and who may fetch it.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { assertMayOpen, notFound } from './access.ts';
import type { Caller, LearningContext } from './learning-context.ts';

const { courses, lectures } = schema;

/** A lecture's media URL as the player gets it: Rian's own route, or an external https URL passed through. */
export interface MediaRef {
  url: string;
  type: 'mp4' | 'hls';
}

export function isExternalUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}

export function mediaType(url: string): 'mp4' | 'hls' {
  return /\.m3u8(\?|#|$)/i.test(url) ? 'hls' : 'mp4';
}

/** Captions written in the back office are stored as text; the subtitle route sends them as they are. */
export interface InlineVtt {
  vtt: string;
}

/**
 * The stored URL of a lecture's video or subtitle (or the subtitle's own text) for the media routes: previews (of a published
 * course) to anyone on the public route; the rest to a caller who may open the course.
 */
export async function findLectureMedia(
  ctx: LearningContext,
  caller: Caller | null,
  lectureId: number,
  what: 'video' | 'subtitle',
  scope: 'public' | 'private',
): Promise<string | InlineVtt> {
  const [row] = await ctx.db
    .select({ lecture: lectures, is_published: courses.is_published })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.course_id))
    .where(eq(lectures.id, lectureId))
    .limit(1);
  if (!row) throw notFound('No such lecture');
  const l = row.lecture;
  const url =
    what === 'video'
      ? l.content_type === 'video'
        ? l.video_url
        : null
      : l.subtitle_vtt !== null
        ? { vtt: l.subtitle_vtt }
        : l.subtitle_url;
  if (scope === 'public') {
    if (l.is_preview !== 1 || !row.is_published || !url) throw notFound('No such media');
    return url;
  }
  if (!caller) throw new DomainError('PERMISSION_DENIED');
  if (l.is_preview !== 1 || !row.is_published) await assertMayOpen(ctx, caller, l.course_id);
  if (!url) throw notFound('No such media');
  return url;
}
