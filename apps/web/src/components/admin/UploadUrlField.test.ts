import { describe, expect, it } from 'vitest';
import { storedName } from './UploadUrlField.tsx';

describe('the stored upload an address points at', () => {
  it('is the name under /uploads/', () => {
    expect(storedName('/uploads/abc-123.jpg')).toBe('abc-123.jpg');
    expect(storedName(' /uploads/lesson_2.mp4 ')).toBe('lesson_2.mp4');
  });
  it('is none for an external address, a nested path or nothing', () => {
    expect(storedName('https://cdn.example.com/v.m3u8')).toBeNull();
    expect(storedName('/uploads/x/y.jpg')).toBeNull();
    expect(storedName('')).toBeNull();
  });
});
