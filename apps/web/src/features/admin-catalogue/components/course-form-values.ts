// The course editor's values: the contract's fields as the inputs hold them (Thai local times,
// numbers that may be empty, a category id as text), and the PATCH they become.
import type { AdminCourse, CoursePatch } from '@rian/contracts/admin/courses';
import { fromThaiLocalInput, toThaiLocalInput } from '../../../lib/thai-time.ts';

export const EDITED = [
  'title',
  'title_en',
  'slug',
  'short_description',
  'description',
  'level',
  'duration_text',
  'picture_url',
  'video_url',
  'meta_title',
  'meta_description',
  'og_image_url',
] as const;

type TextField = (typeof EDITED)[number];

export type CourseFormValues = Record<TextField, string> & {
  category_id: string;
  course_type: AdminCourse['course_type'];
  layout: string;
  course_language: AdminCourse['course_language'];
  start_reg_date: string;
  end_reg_date: string;
  end_publish: string;
  seat: number | '';
  sort: number | '';
  is_bestseller: boolean;
  is_recertification_course: boolean;
  free_book: boolean;
};

export function formValues(c: AdminCourse): CourseFormValues {
  const text = Object.fromEntries(EDITED.map((k) => [k, c[k] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    category_id: c.category_id === null ? '' : String(c.category_id),
    course_type: c.course_type,
    layout: c.layout ?? '',
    course_language: c.course_language,
    start_reg_date: toThaiLocalInput(c.start_reg_date),
    end_reg_date: toThaiLocalInput(c.end_reg_date),
    end_publish: toThaiLocalInput(c.end_publish),
    seat: c.seat ?? '',
    sort: c.sort,
    is_bestseller: c.is_bestseller === 1,
    is_recertification_course: c.is_recertification_course === 1,
    free_book: c.free_book === 1,
  };
}

/** The PATCH body of the values; empty optional texts become null, as the contract stores them. */
export function toPatch(v: CourseFormValues): CoursePatch {
  const nullable = (s: string) => (s.trim() === '' ? null : s);
  return {
    title: v.title,
    title_en: nullable(v.title_en),
    slug: v.slug,
    short_description: v.short_description,
    description: v.description,
    level: nullable(v.level),
    duration_text: nullable(v.duration_text),
    picture_url: nullable(v.picture_url),
    video_url: nullable(v.video_url),
    meta_title: nullable(v.meta_title),
    meta_description: nullable(v.meta_description),
    og_image_url: nullable(v.og_image_url),
    category_id: v.category_id === '' ? null : Number(v.category_id),
    course_type: v.course_type,
    layout: v.layout === '' ? null : (v.layout as CoursePatch['layout']),
    course_language: v.course_language,
    start_reg_date: fromThaiLocalInput(v.start_reg_date),
    end_reg_date: fromThaiLocalInput(v.end_reg_date),
    end_publish: fromThaiLocalInput(v.end_publish),
    seat: v.seat === '' ? null : v.seat,
    sort: v.sort === '' ? 0 : v.sort,
    is_bestseller: v.is_bestseller ? 1 : 0,
    is_recertification_course: v.is_recertification_course ? 1 : 0,
    free_book: v.free_book ? 1 : 0,
  };
}
