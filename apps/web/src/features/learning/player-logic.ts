// Pure rules of the learning player (spec §2 ?learn=true, §3 playlist item and progress, §4 access
// countdown): which lecture and second to resume at, the lecture order, the course percent, the
// countdown's display, when to save progress and how to play a lecture's video. No DOM, no React:
// unit-tested in the node environment.
import type { PlaylistItem } from '@rian/contracts/learning';

export type LectureRef = Pick<PlaylistItem, 'lectures_id' | 'locked' | 'content_type' | 'duration_seconds'>;

export interface LastTime {
  lectures_id: number;
  progressTime: number;
}

export interface ResumeTarget {
  lectureId: number;
  /** The second to start the video at (0 for other content). */
  seconds: number;
}

/** A second to resume at: at the very end a video starts over (it was watched through). */
export function resumeSecond(progressTime: number, durationSeconds: number): number {
  if (!Number.isFinite(progressTime) || progressTime <= 0) return 0;
  if (durationSeconds > 0 && progressTime >= durationSeconds - 1) return 0;
  return Math.floor(progressTime);
}

/**
 * Where the player opens: the lecture asked for in the address (?lecture=), else the last one the
 * owner watched (GET lasttime) at its second, else the first open lecture, else the first one.
 * A lecture that is not in the playlist, or is locked, is never chosen over an open one.
 */
export function chooseResume(
  items: readonly LectureRef[],
  last: LastTime | null,
  requestedId: number | null,
  savedSeconds: (lectureId: number) => number = () => 0,
): ResumeTarget | null {
  const open = (id: number | null) => (id === null ? undefined : items.find((i) => i.lectures_id === id && !i.locked));
  const at = (item: LectureRef, seconds: number): ResumeTarget => ({
    lectureId: item.lectures_id,
    seconds: item.content_type === 'video' ? resumeSecond(seconds, item.duration_seconds) : 0,
  });
  const requested = open(requestedId);
  if (requested) {
    const seconds = last && last.lectures_id === requested.lectures_id ? last.progressTime : savedSeconds(requested.lectures_id);
    return at(requested, seconds);
  }
  // An address naming a locked lecture still shows it (with its lock notice).
  const requestedLocked = requestedId === null ? undefined : items.find((i) => i.lectures_id === requestedId);
  if (requestedLocked) return { lectureId: requestedLocked.lectures_id, seconds: 0 };
  const lastItem = open(last?.lectures_id ?? null);
  if (lastItem && last) return at(lastItem, last.progressTime);
  const first = items.find((i) => !i.locked) ?? items[0];
  return first ? at(first, savedSeconds(first.lectures_id)) : null;
}

/** The lectures before and after one, in playlist order (locked ones included: they show their lock). */
export function adjacentLectures<T extends { lectures_id: number }>(
  items: readonly T[],
  currentId: number,
): { prev: T | null; next: T | null } {
  const i = items.findIndex((item) => item.lectures_id === currentId);
  if (i < 0) return { prev: null, next: null };
  return { prev: items[i - 1] ?? null, next: items[i + 1] ?? null };
}

export interface SectionGroup<T> {
  id: number;
  name: string;
  items: T[];
}

/** Playlist rows grouped by section, in order of first appearance. */
export function groupBySection<T extends Pick<PlaylistItem, 'sections_id' | 'sections_name'>>(
  items: readonly T[],
): SectionGroup<T>[] {
  const groups: SectionGroup<T>[] = [];
  for (const item of items) {
    let group = groups.find((g) => g.id === item.sections_id);
    if (!group) {
      group = { id: item.sections_id, name: item.sections_name, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** The course's done share in percent: done lectures of every type over all lectures. */
export function coursePercent(items: readonly Pick<PlaylistItem, 'lectures_id'>[], done: ReadonlySet<number>): number {
  if (items.length === 0) return 0;
  const n = items.filter((i) => done.has(i.lectures_id)).length;
  return (n / items.length) * 100;
}

/** A percent as a whole number 0–100 for display; 100 only when everything is done. */
export function percentDisplay(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  if (percent >= 100) return 100;
  return Math.min(99, Math.floor(percent));
}

export interface CountdownDisplay {
  days: number;
  /** hh:mm:ss of the part under a day. */
  clock: string;
}

/** Milliseconds left as whole days and hh:mm:ss (spec §4 countdown); never negative. */
export function countdownDisplay(remainingMs: number): CountdownDisplay {
  let rest = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  const s = rest % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${two(h)}:${two(m)}:${two(s)}` };
}

/** Time left now, from the server's remainingMs and when it was received (immune to a wrong device clock). */
export function remainingAt(remainingMs: number, receivedAt: number, now: number): number {
  return Math.max(0, remainingMs - Math.max(0, now - receivedAt));
}

export const SAVE_EVERY_MS = 10_000;
export type SaveReason = 'tick' | 'pause' | 'ended' | 'leave';

export interface SaveState {
  /** When the last save was sent (ms), or null before any. */
  lastSavedAt: number | null;
  /** The second the last save sent, or null before any. */
  lastSavedTime: number | null;
}

/**
 * Whether to POST progress now. While playing, at most every 10 s; on pause and on leaving, when
 * the second moved since the last save; at the end, always (it marks the lecture done). Nothing is
 * saved before the resume position has been applied (a save of 0 would lose the owner's place).
 */
export function shouldSaveProgress(
  reason: SaveReason,
  state: SaveState,
  currentTime: number,
  now: number,
  resumed: boolean,
): boolean {
  if (!resumed) return false;
  if (reason === 'ended') return true;
  const moved = state.lastSavedTime === null || Math.abs(currentTime - state.lastSavedTime) >= 1;
  if (reason === 'tick') return moved && (state.lastSavedAt === null || now - state.lastSavedAt >= SAVE_EVERY_MS);
  return moved;
}

export const HLS_MIME = 'application/vnd.apple.mpegurl';
export type Playback = 'native' | 'hls.js';

/** mp4 plays natively (range requests make it seekable); HLS natively where the browser can (Safari), else through hls.js. */
export function choosePlayback(type: 'mp4' | 'hls', canPlayType: (mime: string) => string): Playback {
  if (type === 'mp4') return 'native';
  return canPlayType(HLS_MIME) !== '' ? 'native' : 'hls.js';
}

/** The subtitle track marked default: the one in the UI language, else the first. */
export function defaultSubtitleIndex(subtitles: readonly { lang: string }[], uiLang: string): number {
  if (subtitles.length === 0) return -1;
  const i = subtitles.findIndex((s) => s.lang.toLowerCase().startsWith(uiLang.toLowerCase()));
  return i >= 0 ? i : 0;
}

/** The player's address for a course page address ("/course/3-x" → "/course/3-x?learn=true"), optionally at a lecture. */
export function learnHref(courseUrl: string, lectureId?: number): string {
  const [path = '', query = ''] = courseUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('learn', 'true');
  if (lectureId !== undefined) params.set('lecture', String(lectureId));
  else params.delete('lecture');
  return `${path}?${params.toString()}`;
}

/** The ?lecture= value as an id, or null. */
export function lectureParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
