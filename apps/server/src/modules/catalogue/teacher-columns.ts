// The columns of a teacher that the course page shows; the back office's teacher view adds the
// linked account and the course count to them.
import { columnsOf, schema } from '@rian/db';

const { teachers } = schema;

const SHOWN = ['id', 'name', 'name_en', 'title', 'title_en', 'biography', 'biography_en', 'picture_url'] as const;

export const TEACHER_COLUMNS = columnsOf(teachers, SHOWN);
