// The homework editor's values: title, instructions, and the file types a student may hand in
// (lower case, letters and digits, as the server stores them and checks an upload against them).
import { schemaResolver } from '@mantine/form';
import { HomeworkCreateSchema, type AdminHomework, type HomeworkCreate } from '@rian/contracts/admin/content';

/** The types offered in the picker; others may be typed in. */
export const COMMON_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png', 'zip'];

export interface HomeworkValues {
  title: string;
  instructions: string;
  accepted_types: string[];
}

export const homeworkValues = (h: AdminHomework | null): HomeworkValues => ({
  title: h?.title ?? '',
  instructions: h?.instructions ?? '',
  accepted_types: h?.accepted_types ?? [],
});

/** A typed type as stored: no dot, no spaces, lower case (".PDF" is "pdf"); duplicates go. */
export function cleanTypes(types: string[]): string[] {
  const out = types.map((t) => t.trim().replace(/^\.+/, '').toLowerCase()).filter(Boolean);
  return [...new Set(out)];
}

export const toHomeworkBody = (v: HomeworkValues): HomeworkCreate => ({
  title: v.title,
  instructions: v.instructions,
  accepted_types: cleanTypes(v.accepted_types),
});

const resolve = schemaResolver(HomeworkCreateSchema, { sync: true });

/** The contract's rules; a bad type (accepted_types.N) is shown on the types field. */
export function validateHomework(v: HomeworkValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolve(toHomeworkBody(v)))) {
    const field = path.startsWith('accepted_types') ? 'accepted_types' : path;
    out[field] ??= String(message);
  }
  return out;
}
