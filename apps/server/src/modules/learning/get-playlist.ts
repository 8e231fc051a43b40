// GET /public/course/videoplaylist/{courseId} (spec §2 ?learn=true, §3 playlist item, §6): every
// lecture in order, previews open to everyone, the rest to owners and staff.
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { findCourse, notFound, standingOf } from './access.ts';
import type { Caller, LearningContext } from './learning-context.ts';
import { isExternalUrl, mediaType, type MediaRef } from './lecture-media.ts';

const { lectures, sections } = schema;

type LectureRow = typeof lectures.$inferSelect;

function videoOf(l: LectureRow, scope: 'public' | 'private'): MediaRef | null {
  if (l.content_type !== 'video' || !l.video_url) return null;
  return isExternalUrl(l.video_url)
    ? { url: l.video_url, type: mediaType(l.video_url) }
    : { url: `/${scope}/lectures/${l.id}/video`, type: 'mp4' };
}

function subtitlesOf(l: LectureRow, scope: 'public' | 'private') {
  if (!l.subtitle_url && l.subtitle_vtt === null) return [];
  const external = l.subtitle_vtt === null && isExternalUrl(l.subtitle_url!);
  const url = external ? l.subtitle_url! : `/${scope}/lectures/${l.id}/subtitle.vtt`;
  return [{ url, lang: 'th', label: 'ไทย' }];
}

function playlistItem(l: LectureRow, sectionName: string, open: boolean) {
  const canOpen = open || l.is_preview === 1;
  const scope = l.is_preview === 1 ? 'public' : 'private';
  return {
    sections_id: l.section_id,
    sections_name: sectionName,
    lectures_id: l.id,
    lectures_name: l.name,
    content_type: l.content_type as 'video' | 'quiz' | 'homework' | 'document',
    duration_seconds: l.duration_seconds,
    is_preview: l.is_preview,
    video: canOpen ? videoOf(l, scope) : null,
    subtitles: canOpen ? subtitlesOf(l, scope) : [],
    quiz_id: l.quiz_id,
    homework_id: l.homework_id,
    locked: !canOpen,
  };
}

export async function getPlaylist(ctx: LearningContext, caller: Caller | null, courseId: number) {
  const course = await findCourse(ctx.db, courseId);
  const viewer = course ? await standingOf(ctx, caller, courseId) : 'visitor';
  if (!course || (!course.is_published && viewer !== 'staff')) throw notFound('No such course');
  const rows = await ctx.db
    .select({ lecture: lectures, section_name: sections.name })
    .from(lectures)
    .innerJoin(sections, eq(sections.id, lectures.section_id))
    .where(eq(lectures.course_id, courseId))
    .orderBy(asc(sections.sort), asc(sections.id), asc(lectures.sort), asc(lectures.id));
  const open = viewer === 'owner' || viewer === 'staff';
  const items = rows.map(({ lecture, section_name }) => playlistItem(lecture, section_name, open));
  return { course_id: course.id, title: course.title, viewer, items };
}
