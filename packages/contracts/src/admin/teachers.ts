// /private/admin/teachers: the people a course page shows under "teacher" (spec §3 teachers), in Thai
// and English, optionally linked to the user account they sign in with.
import * as z from 'zod/mini';
import { TeacherSchema } from '../catalogue.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { mediaUrl, nullableText, optionalText, requiredText } from './fields.ts';

const teacherFields = {
  name: requiredText(200),
  name_en: z.optional(nullableText(200)),
  title: z.optional(optionalText(200)),
  title_en: z.optional(nullableText(200)),
  biography: z.optional(optionalText(5000)),
  biography_en: z.optional(nullableText(5000)),
  picture_url: z.optional(mediaUrl),
  /** The user account the teacher signs in with; null when they have none. */
  user_id: z.optional(z.nullable(z.int().check(z.positive()))),
};

/** A teacher as a course page shows them, with the account they sign in with and how many courses they teach. */
export const AdminTeacherSchema = z.extend(TeacherSchema, {
  user_id: z.nullable(z.number()),
  /** The linked account's username, for the list. */
  username: z.nullable(z.string()),
  course_count: z.number(),
});
export type AdminTeacher = z.infer<typeof AdminTeacherSchema>;

export const TeacherCreateSchema = z.object(teacherFields);
export type TeacherCreate = z.output<typeof TeacherCreateSchema>;

export const TeacherPatchSchema = z.partial(TeacherCreateSchema);
export type TeacherPatch = z.output<typeof TeacherPatchSchema>;

export const TEACHER_SORTS = ['name', 'id'] as const;
export const TeacherListQuerySchema = adminListQuery(TEACHER_SORTS);
export const TeacherPageSchema = adminPage(AdminTeacherSchema);
export const TeacherOneSchema = adminOne(AdminTeacherSchema);
