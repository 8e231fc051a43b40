import { describe, expect, it } from 'vitest';
import { CoursePatchSchema, type AdminCourse } from '@rian/contracts/admin/courses';
import { formValues, toPatch } from './course-form-values.ts';

const course: AdminCourse = {
  id: 7,
  title: 'คอร์สทดสอบ',
  title_en: null,
  slug: 'course-7',
  category_id: 2,
  short_description: '',
  description: '',
  highlights: [],
  level: null,
  duration_text: null,
  short_description_en: null,
  description_en: null,
  highlights_en: [],
  level_en: null,
  duration_text_en: null,
  course_type: 'online',
  picture_url: null,
  video_url: null,
  start_reg_date: '2026-11-30T17:00:00.000Z',
  end_reg_date: null,
  seat: null,
  course_for_user_group: [],
  free_book: 0,
  free_book_type: null,
  layout: null,
  is_layout_course_registration: 0,
  end_publish: null,
  course_language: 'th',
  is_recertification_course: 0,
  is_bestseller: 1,
  sort: 3,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  meta_robots: null,
  meta_title_en: null,
  meta_description_en: null,
  og_image_url: null,
  teacher_ids: [],
  status: 'draft',
  seats_taken: 0,
  first_published_at: null,
  created_at: '2026-11-25T00:00:00.000Z',
  updated_at: '2026-11-25T00:00:00.000Z',
};

describe('the course editor values', () => {
  it('round-trips a stored course into a PATCH the contract accepts, times in Thai time', () => {
    const values = formValues(course);
    expect(values.start_reg_date).toBe('2026-12-01T00:00');
    const patch = toPatch(values);
    expect(CoursePatchSchema.safeParse(patch).success).toBe(true);
    expect(patch).toMatchObject({ category_id: 2, seat: null, layout: null, is_bestseller: 1, title_en: null });
    expect(new Date(patch.start_reg_date!).toISOString()).toBe(course.start_reg_date);
  });

  it('turns empty inputs into nulls and keeps a refused slug refused', () => {
    const patch = toPatch({ ...formValues(course), seat: 25, layout: '4', slug: 'Not A Slug', category_id: '' });
    expect(patch).toMatchObject({ seat: 25, layout: '4', category_id: null });
    const result = CoursePatchSchema.safeParse(patch);
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['slug', 'slug']]);
  });

  it('sends highlights one a line, chosen teachers and user groups as ids, empty English as null', () => {
    const values = {
      ...formValues({ ...course, highlights: ['หนึ่ง'], teacher_ids: [4], course_for_user_group: [2] }),
      highlights_en: ' One \n\n Two ',
      description_en: '  ',
    };
    expect(values).toMatchObject({ highlights: 'หนึ่ง', teacher_ids: ['4'], course_for_user_group: ['2'] });
    const patch = toPatch({ ...values, teacher_ids: ['4', '9'] });
    expect(patch).toMatchObject({
      highlights: ['หนึ่ง'],
      highlights_en: ['One', 'Two'],
      description_en: null,
      teacher_ids: [4, 9],
      course_for_user_group: [2],
    });
    expect(CoursePatchSchema.safeParse(patch).success).toBe(true);
  });
});
