// Every decision record in docs/decisions/ opens the same way: "# NNN Title" (NNN its file's
// number), then "- Date: YYYY-MM-DD" and "- Status: Accepted…", "Proposed…" or "Superseded by NNN…".
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('docs/decisions', () => {
  it.each(records)('%s has the number, date and status header', (name) => {
    const [title, blank, date, status] = readFileSync(join(dir, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(blank).toBe('');
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^- Status: (Accepted|Proposed|Superseded by \d{3})\b/);
  });
});
