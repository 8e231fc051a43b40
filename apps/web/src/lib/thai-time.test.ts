import { describe, expect, it } from 'vitest';
import { fromThaiLocalInput, toThaiLocalInput } from './thai-time.ts';

describe('Thai time on screen, UTC on the wire', () => {
  it('shows a UTC time as Thai local time and sends it back with its offset', () => {
    expect(toThaiLocalInput('2026-11-30T17:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(fromThaiLocalInput('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+07:00');
    expect(new Date(fromThaiLocalInput(toThaiLocalInput('2026-05-05T05:05:00Z'))!).toISOString()).toBe(
      '2026-05-05T05:05:00.000Z',
    );
    expect(toThaiLocalInput(null)).toBe('');
    expect(fromThaiLocalInput('')).toBeNull();
  });
});
