import { describe, expect, it } from 'vitest';
import { pictureAt, pictureSrcSet } from './pictures.ts';

describe('responsive pictures', () => {
  it('an uploaded photo gets one URL per width', () => {
    expect(pictureSrcSet('/uploads/course-1.jpg')).toBe(
      '/uploads/w/96/course-1.jpg 96w, /uploads/w/320/course-1.jpg 320w, /uploads/w/640/course-1.jpg 640w, /uploads/w/960/course-1.jpg 960w, /uploads/w/1280/course-1.jpg 1280w',
    );
    expect(pictureAt('/uploads/a_b-c.PNG', 640)).toBe('/uploads/w/640/a_b-c.PNG');
  });

  it('animated, foreign, nested or missing pictures are left as they are', () => {
    for (const src of [
      '/uploads/anim.gif',
      'https://cdn.example/x.jpg',
      '/uploads/private/slip.jpg',
      '/uploads/../x.jpg',
      '/no-image-available.png',
      '',
      null,
      undefined,
    ]) {
      expect(pictureSrcSet(src)).toBeUndefined();
    }
  });
});
