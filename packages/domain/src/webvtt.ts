// Thai subtitles (spec §3 subtitle) are WebVTT: the file starts with "WEBVTT", and every cue has a
// timing line "start --> end" with start before end, each time hh:mm:ss.ttt or mm:ss.ttt. Written in
// the back office, checked here before it is stored, so the player never gets a file it cannot read.

export type WebVttProblem = { line: number; reason: 'header' | 'timing' | 'order' | 'empty' };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** A WebVTT time in milliseconds, or null when it is not one. */
export function vttTimeMs(text: string): number | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [, h = '0', min, s, ms] = m;
  return ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(ms);
}

function checkTiming(line: string, lineNo: number): WebVttProblem | null {
  const [times] = line.split(/\s+(?=[a-z]+:)/i); // cue settings ("align:start") follow the times
  const parts = times!.trim().split(/\s+-->\s+/);
  if (parts.length !== 2) return { line: lineNo, reason: 'timing' };
  const start = vttTimeMs(parts[0]!.trim());
  const end = vttTimeMs(parts[1]!.trim());
  if (start === null || end === null) return { line: lineNo, reason: 'timing' };
  return end > start ? null : { line: lineNo, reason: 'order' };
}

/** Blocks of non-empty lines with the number of their first line. */
function blocksOf(lines: string[]): { start: number; lines: string[] }[] {
  const blocks: { start: number; lines: string[] }[] = [];
  let current: { start: number; lines: string[] } | null = null;
  lines.forEach((line, i) => {
    if (line.trim() === '') current = null;
    else if (current) current.lines.push(line);
    else blocks.push((current = { start: i + 1, lines: [line] }));
  });
  return blocks;
}

/** The first problem of a WebVTT text, or null when it parses and has at least one cue. */
export function webVttProblem(text: string): WebVttProblem | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { line: 1, reason: 'header' };
  let cues = 0;
  for (const block of blocksOf(lines).slice(1)) {
    const first = block.lines[0]!;
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block.lines[timingAt];
    if (timing === undefined || !timing.includes('-->')) return { line: block.start + timingAt, reason: 'timing' };
    const problem = checkTiming(timing, block.start + timingAt);
    if (problem) return problem;
    cues += 1;
  }
  return cues > 0 ? null : { line: 1, reason: 'empty' };
}
