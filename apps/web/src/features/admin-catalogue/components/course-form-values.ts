// The course editor's values: the contract's fields as the inputs hold them (Thai local times,
// numbers that may be empty, a category id as text, highlights one a line, chosen ids as text), and
// the PATCH they become.
import type { AdminCourse, CoursePatch } from '@rian/contracts/admin/courses';
import { textPatch, textValues } from '../../../components/admin/record-texts.ts';
import { fromThaiLocalInput, toThaiLocalInput } from '../../../lib/thai-time.ts';

/** Texts the course always has. */
const REQUIRED = ['title', 'slug', 'short_description', 'description'] as const;

/** Optional texts stored as null when left empty. */
const NULLABLE = [
  'title_en',
  'level',
  'duration_text',
  'picture_url',
  'video_url',
  'meta_title',
  'meta_description',
  'og_image_url',
  'short_description_en',
  'description_en',
  'level_en',
  'duration_text_en',
  'meta_title_en',
  'meta_description_en',
] as const;

type TextField = (typeof REQUIRED)[number] | (typeof NULLABLE)[number];

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
  /** One highlight a line. */
  highlights: string;
  highlights_en: string;
  teacher_ids: string[];
  course_for_user_group: string[];
};

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function formValues(c: AdminCourse): CourseFormValues {
  return {
    ...textValues(c, [...REQUIRED, ...NULLABLE]),
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
    highlights: c.highlights.join('\n'),
    highlights_en: c.highlights_en.join('\n'),
    teacher_ids: c.teacher_ids.map(String),
    course_for_user_group: c.course_for_user_group.map(String),
  };
}

/** The PATCH body of the values; empty optional texts become null, as the contract stores them. */
export function toPatch(v: CourseFormValues): CoursePatch {
  return {
    ...textPatch(v, REQUIRED, NULLABLE),
    highlights: lines(v.highlights),
    highlights_en: lines(v.highlights_en),
    teacher_ids: v.teacher_ids.map(Number),
    course_for_user_group: v.course_for_user_group.map(Number),
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
