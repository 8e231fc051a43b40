// The columns of a teacher that the course page shows; the back office's teacher view adds the
// linked account and the course count to them.
import { schema } from '@rian/db';

const { teachers } = schema;

export const TEACHER_COLUMNS = {
  id: teachers.id,
  name: teachers.name,
  name_en: teachers.name_en,
  title: teachers.title,
  title_en: teachers.title_en,
  biography: teachers.biography,
  biography_en: teachers.biography_en,
  picture_url: teachers.picture_url,
};
