import { describe, expect, it } from 'vitest';
import { vttTimeMs, webVttProblem } from './webvtt.ts';

const good = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:03.000',
  'สวัสดีครับ',
  '',
  '1',
  '00:03.000 --> 00:06.500 align:start',
  'เรียนรู้ไปพร้อมกัน',
  '',
].join('\n');

describe('Thai subtitles as WebVTT', () => {
  it('accepts a file with a header and cues, with or without identifiers, settings, notes and a BOM', () => {
    expect(webVttProblem(good)).toBeNull();
    expect(webVttProblem(`\uFEFF${good.replace(/\n/g, '\r\n')}`)).toBeNull();
    expect(webVttProblem(`WEBVTT - บทที่ 1\n\nNOTE ผู้แปล\nทีมงาน\n\n00:01.000 --> 00:02.000\nก\n`)).toBeNull();
  });

  it('refuses a text that does not start with WEBVTT', () => {
    expect(webVttProblem('1\n00:00:00,000 --> 00:00:03,000\nSRT\n')).toEqual({ line: 1, reason: 'header' });
    expect(webVttProblem('WEBVTTX\n\n00:01.000 --> 00:02.000\nก')).toEqual({ line: 1, reason: 'header' });
  });

  it('refuses cues whose timing does not parse or runs backwards, naming the line', () => {
    expect(webVttProblem('WEBVTT\n\n00:00:00,000 --> 00:00:03,000\nก')).toEqual({ line: 3, reason: 'timing' });
    expect(webVttProblem('WEBVTT\n\nid\nข้อความไม่มีเวลา')).toEqual({ line: 4, reason: 'timing' });
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nก')).toEqual({ line: 3, reason: 'order' });
    expect(webVttProblem('WEBVTT\n\n00:61.000 --> 01:02.000\nก')).toEqual({ line: 3, reason: 'timing' });
  });

  it('refuses a file without a single cue', () => {
    expect(webVttProblem('WEBVTT\n')).toEqual({ line: 1, reason: 'empty' });
  });

  it('reads hours, minutes, seconds and milliseconds', () => {
    expect(vttTimeMs('01:02:03.004')).toBe(3_723_004);
    expect(vttTimeMs('02:03.004')).toBe(123_004);
    expect(vttTimeMs('2:03.004')).toBeNull();
  });
});
