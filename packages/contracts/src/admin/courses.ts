// /private/admin/courses: a course as the back office edits it (spec §3 course detail). A course is
// created as a draft from its title alone and filled in later; publishing is its own call through the
// course lifecycle (packages/domain/lifecycles/course.ts), never a field of the PATCH.
import * as z from 'zod/mini';
import { COURSE_STATUSES } from '@rian/domain/lifecycles/course';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { flag, maybeText, mediaUrl, nullableText, nullableTime, optionalText, requiredText, slugSchema, text } from './fields.ts';

export const COURSE_LAYOUTS = ['default', '1', '3', '4'] as const;
export const COURSE_TYPES = ['online', 'onsite', 'hybrid'] as const;
export const CourseStatusSchema = z.enum(COURSE_STATUSES);

/** The fields an administrator fills in; every one optional in a PATCH. */
const courseFields = {
  title: requiredText(200),
  title_en: nullableText(200),
  slug: slugSchema,
  category_id: z.nullable(z.int().check(z.positive())),
  short_description: optionalText(500),
  description: optionalText(20_000),
  highlights: z.array(requiredText(200)).check(z.maxLength(20, 'tooMany')),
  level: nullableText(100),
  duration_text: nullableText(100),
  short_description_en: nullableText(500),
  description_en: nullableText(20_000),
  highlights_en: z.array(requiredText(200)).check(z.maxLength(20, 'tooMany')),
  level_en: nullableText(100),
  duration_text_en: nullableText(100),
  course_type: z.enum(COURSE_TYPES),
  picture_url: mediaUrl,
  video_url: mediaUrl,
  start_reg_date: nullableTime,
  end_reg_date: nullableTime,
  /** Seats; null is unlimited. */
  seat: z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000))),
  course_for_user_group: z.array(z.int().check(z.positive())).check(z.maxLength(100, 'tooMany')),
  free_book: flag,
  free_book_type: nullableText(100),
  /** null follows the site's default layout (spec §2). */
  layout: z.nullable(z.enum(COURSE_LAYOUTS)),
  is_layout_course_registration: flag,
  end_publish: nullableTime,
  course_language: z.enum(['th', 'en']),
  is_recertification_course: flag,
  is_bestseller: flag,
  sort: z.int().check(z.minimum(0), z.maximum(100_000)),
  meta_title: nullableText(200),
  meta_description: nullableText(500),
  meta_keywords: nullableText(500),
  meta_robots: nullableText(100),
  meta_title_en: nullableText(200),
  meta_description_en: nullableText(500),
  og_image_url: mediaUrl,
  teacher_ids: z.array(z.int().check(z.positive())).check(z.maxLength(20, 'tooMany')),
};

const ids = z.array(z.number());
const flagOut = z.number();

/** A course as the editor reads it: the fields above as stored, its state and its bookkeeping. */
export const AdminCourseSchema = z.object({
  id: z.number(),
  title: text,
  title_en: maybeText,
  slug: text,
  category_id: z.nullable(z.number()),
  short_description: text,
  description: text,
  highlights: z.array(text),
  level: maybeText,
  duration_text: maybeText,
  short_description_en: maybeText,
  description_en: maybeText,
  highlights_en: z.array(text),
  level_en: maybeText,
  duration_text_en: maybeText,
  course_type: z.enum(COURSE_TYPES),
  picture_url: maybeText,
  video_url: maybeText,
  start_reg_date: maybeText,
  end_reg_date: maybeText,
  seat: z.nullable(z.number()),
  course_for_user_group: ids,
  free_book: flagOut,
  free_book_type: maybeText,
  layout: z.nullable(z.enum(COURSE_LAYOUTS)),
  is_layout_course_registration: flagOut,
  end_publish: maybeText,
  course_language: z.enum(['th', 'en']),
  is_recertification_course: flagOut,
  is_bestseller: flagOut,
  sort: z.number(),
  meta_title: maybeText,
  meta_description: maybeText,
  meta_keywords: maybeText,
  meta_robots: maybeText,
  meta_title_en: maybeText,
  meta_description_en: maybeText,
  og_image_url: maybeText,
  teacher_ids: ids,
  status: CourseStatusSchema,
  seats_taken: z.number(),
  first_published_at: maybeText,
  created_at: text,
  updated_at: text,
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

export const CourseCreateSchema = z.object({ title: courseFields.title });
export type CourseCreate = z.infer<typeof CourseCreateSchema>;

export const CoursePatchSchema = z.partial(z.object(courseFields));
export type CoursePatch = z.output<typeof CoursePatchSchema>;

/** A row of the course list. */
export const AdminCourseRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: CourseStatusSchema,
  category: z.nullable(z.string()),
  seat: z.nullable(z.number()),
  seats_taken: z.number(),
  sort: z.number(),
  updated_at: z.string(),
});
export type AdminCourseRow = z.infer<typeof AdminCourseRowSchema>;

export const COURSE_SORTS = ['title', 'sort', 'updated_at', 'id'] as const;
export const CourseListQuerySchema = z.extend(adminListQuery(COURSE_SORTS), {
  status: z.optional(CourseStatusSchema),
  category_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;
export const CoursePageSchema = adminPage(AdminCourseRowSchema);
export const CourseOneSchema = adminOne(AdminCourseSchema);
