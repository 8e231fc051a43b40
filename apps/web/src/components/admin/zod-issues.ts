// A form's errors from a contract schema checked against the body the form will send (rather than
// the values the inputs hold): { path: message key }, as @mantine/form expects.
import type * as z from 'zod/mini';

export function zodIssues(schema: z.ZodMiniType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}
