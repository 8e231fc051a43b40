import { describe, expect, it } from 'vitest';
import {
  adjacentLectures,
  chooseResume,
  choosePlayback,
  countdownDisplay,
  coursePercent,
  defaultSubtitleIndex,
  groupBySection,
  learnHref,
  lectureParam,
  percentDisplay,
  remainingAt,
  resumeSecond,
  shouldSaveProgress,
  type LectureRef,
} from './player-logic.ts';

const video = (id: number, locked = false, duration = 120): LectureRef => ({
  lectures_id: id,
  locked,
  content_type: 'video',
  duration_seconds: duration,
});
const quiz = (id: number, locked = false): LectureRef => ({ lectures_id: id, locked, content_type: 'quiz', duration_seconds: 0 });

describe('resume position', () => {
  const items = [video(1), video(2), quiz(3), video(4, true)];

  it('resumes at the last lecture and second', () => {
    expect(chooseResume(items, { lectures_id: 2, progressTime: 42.7 }, null)).toEqual({ lectureId: 2, seconds: 42 });
  });
  it('opens the first open lecture without a last time', () => {
    expect(chooseResume(items, null, null)).toEqual({ lectureId: 1, seconds: 0 });
    expect(chooseResume([video(9, true), video(10)], null, null)).toEqual({ lectureId: 10, seconds: 0 });
  });
  it('prefers the lecture asked for in the address, at its saved second', () => {
    expect(chooseResume(items, { lectures_id: 2, progressTime: 42 }, 1, (id) => (id === 1 ? 30 : 0))).toEqual({
      lectureId: 1,
      seconds: 30,
    });
    expect(chooseResume(items, { lectures_id: 2, progressTime: 42 }, 2)).toEqual({ lectureId: 2, seconds: 42 });
  });
  it('shows a locked lecture asked for, from its start', () => {
    expect(chooseResume(items, { lectures_id: 2, progressTime: 42 }, 4)).toEqual({ lectureId: 4, seconds: 0 });
  });
  it('ignores a last lecture that is locked or gone', () => {
    expect(chooseResume(items, { lectures_id: 4, progressTime: 50 }, null)).toEqual({ lectureId: 1, seconds: 0 });
    expect(chooseResume(items, { lectures_id: 99, progressTime: 50 }, 77)).toEqual({ lectureId: 1, seconds: 0 });
  });
  it('starts quizzes at 0 and finished videos over', () => {
    expect(chooseResume(items, { lectures_id: 3, progressTime: 12 }, null)).toEqual({ lectureId: 3, seconds: 0 });
    expect(resumeSecond(119.5, 120)).toBe(0);
    expect(resumeSecond(-3, 120)).toBe(0);
    expect(resumeSecond(Number.NaN, 120)).toBe(0);
    expect(resumeSecond(65.9, 0)).toBe(65);
  });
  it('has nothing to open in an empty playlist', () => {
    expect(chooseResume([], null, null)).toBeNull();
  });
});

describe('lecture order', () => {
  const items = [video(1), video(2), video(3)];
  it('gives previous and next', () => {
    expect(adjacentLectures(items, 2)).toEqual({ prev: items[0], next: items[2] });
    expect(adjacentLectures(items, 1).prev).toBeNull();
    expect(adjacentLectures(items, 3).next).toBeNull();
    expect(adjacentLectures(items, 8)).toEqual({ prev: null, next: null });
  });
  it('groups by section in order', () => {
    const rows = [
      { sections_id: 5, sections_name: 'A', lectures_id: 1 },
      { sections_id: 5, sections_name: 'A', lectures_id: 2 },
      { sections_id: 2, sections_name: 'B', lectures_id: 3 },
    ];
    expect(groupBySection(rows).map((g) => [g.id, g.items.length])).toEqual([
      [5, 2],
      [2, 1],
    ]);
  });
  it('reads ?lecture=', () => {
    expect(lectureParam('12')).toBe(12);
    expect(lectureParam('0')).toBeNull();
    expect(lectureParam('1e3')).toBeNull();
    expect(lectureParam(null)).toBeNull();
  });
  it('builds the player address', () => {
    expect(learnHref('/course/3-x')).toBe('/course/3-x?learn=true');
    expect(learnHref('/course/3-x?learn=true&lecture=4', 7)).toBe('/course/3-x?learn=true&lecture=7');
    expect(learnHref('/course/3-x?lecture=4')).toBe('/course/3-x?learn=true');
  });
});

describe('percent display', () => {
  it('counts done lectures of every type', () => {
    expect(coursePercent([video(1), video(2), quiz(3), video(4)], new Set([1, 3]))).toBe(50);
    expect(coursePercent([], new Set([1]))).toBe(0);
  });
  it('shows whole numbers and 100 only when complete', () => {
    expect(percentDisplay(33.333)).toBe(33);
    expect(percentDisplay(99.9)).toBe(99);
    expect(percentDisplay(100)).toBe(100);
    expect(percentDisplay(140)).toBe(100);
    expect(percentDisplay(-5)).toBe(0);
    expect(percentDisplay(Number.NaN)).toBe(0);
  });
});

describe('countdown formatting', () => {
  it('splits days and hh:mm:ss', () => {
    expect(countdownDisplay(20 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000 + 999)).toEqual({ days: 20, clock: '03:04:05' });
    expect(countdownDisplay(59_000)).toEqual({ days: 0, clock: '00:00:59' });
    expect(countdownDisplay(-1)).toEqual({ days: 0, clock: '00:00:00' });
  });
  it('counts down from when the answer arrived', () => {
    expect(remainingAt(10_000, 1_000, 4_000)).toBe(7_000);
    expect(remainingAt(10_000, 1_000, 20_000)).toBe(0);
    expect(remainingAt(10_000, 5_000, 1_000)).toBe(10_000);
  });
});

describe('progress-save throttling', () => {
  const none = { lastSavedAt: null, lastSavedTime: null };
  it('saves at most every 10 s while playing', () => {
    expect(shouldSaveProgress('tick', none, 3, 1_000, true)).toBe(true);
    expect(shouldSaveProgress('tick', { lastSavedAt: 1_000, lastSavedTime: 3 }, 9, 10_999, true)).toBe(false);
    expect(shouldSaveProgress('tick', { lastSavedAt: 1_000, lastSavedTime: 3 }, 13, 11_000, true)).toBe(true);
  });
  it('saves on pause and leaving only when the second moved', () => {
    expect(shouldSaveProgress('pause', { lastSavedAt: 1_000, lastSavedTime: 13 }, 13.4, 2_000, true)).toBe(false);
    expect(shouldSaveProgress('pause', { lastSavedAt: 1_000, lastSavedTime: 13 }, 15, 2_000, true)).toBe(true);
    expect(shouldSaveProgress('leave', { lastSavedAt: 1_000, lastSavedTime: 13 }, 20, 1_500, true)).toBe(true);
  });
  it('always saves the end, never before resuming', () => {
    expect(shouldSaveProgress('ended', { lastSavedAt: 1_000, lastSavedTime: 120 }, 120, 1_001, true)).toBe(true);
    expect(shouldSaveProgress('ended', none, 120, 1_001, false)).toBe(false);
    expect(shouldSaveProgress('leave', none, 0, 1_001, false)).toBe(false);
  });
});

describe('video playback choice', () => {
  it('plays mp4 natively', () => {
    expect(choosePlayback('mp4', () => '')).toBe('native');
  });
  it('plays HLS natively where supported, else with hls.js', () => {
    expect(choosePlayback('hls', (m) => (m === 'application/vnd.apple.mpegurl' ? 'maybe' : ''))).toBe('native');
    expect(choosePlayback('hls', () => '')).toBe('hls.js');
  });
  it('marks the UI language subtitle default', () => {
    const subs = [{ lang: 'en' }, { lang: 'th' }];
    expect(defaultSubtitleIndex(subs, 'th')).toBe(1);
    expect(defaultSubtitleIndex(subs, 'ja')).toBe(0);
    expect(defaultSubtitleIndex([], 'th')).toBe(-1);
  });
});
