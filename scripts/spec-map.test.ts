// docs/spec-map.md leads from each numbered section of the product specification to the code and
// tests behind it. This keeps the map true: every section is there, in the specification's order
// and words, every path it names exists, and every area names at least one test.
//
// The specification lives beside the repository (../shared/spec/storefront-spec.md). A clean clone
// without it reads the copy of its section headings in docs/spec-sections.txt instead; when both
// are there, the copy must equal the specification.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specFile = process.env.RIAN_SPEC_FILE ?? join(root, '../shared/spec/storefront-spec.md');
const hasSpec = existsSync(specFile);
const map = readFileSync(join(root, 'docs/spec-map.md'), 'utf8');

/** "N. Title" of every numbered section heading ("## N. Title") of the specification. */
function specSections(markdown: string): string[] {
  return [...markdown.matchAll(/^## (\d+\. .+)$/gm)].map((m) => m[1]!.trim());
}

/** The copy in docs/spec-sections.txt: one "N. Title" a line, '#' lines are comments. */
function copiedSections(): string[] {
  return readFileSync(join(root, 'docs/spec-sections.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The map's parts that start with a heading matching `heading`, each with its text. */
function parts(markdown: string, heading: RegExp): { title: string; text: string }[] {
  const starts = [...markdown.matchAll(heading)];
  return starts.map((m, i) => ({
    title: m[1]!.trim(),
    text: markdown.slice(m.index, starts[i + 1]?.index ?? markdown.length),
  }));
}

/** Repository paths named in backticks; a trailing slash names a folder. */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:apps|packages|e2e|bench|scripts|docs)\/[^`\s]*)`/g)].map((m) => m[1]!);
}

const sections = parts(map, /^## §(\d+ .+)$/gm).map((s) => ({ ...s, title: s.title.replace(' ', '. ') }));

describe('docs/spec-map.md', () => {
  it('has one part per numbered section of the specification, in its order and with its title', () => {
    const expected = hasSpec ? specSections(readFileSync(specFile, 'utf8')) : copiedSections();
    expect(expected.length).toBeGreaterThan(0);
    expect(sections.map((s) => s.title)).toEqual(expected);
  });

  it('names only paths that exist', () => {
    const paths = namedPaths(map);
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((p) => {
      const full = join(root, p);
      return !existsSync(full) || (p.endsWith('/') && !statSync(full).isDirectory());
    });
    expect(missing).toEqual([]);
  });

  it('names at least one test file for every area of every section', () => {
    const untested = sections.flatMap((section) => {
      const areas = parts(section.text, /^### (.+)$/gm);
      if (areas.length === 0) return [section.title];
      return areas
        .filter((area) => !/^- Tests: .*`[^`]+\.test\.ts`/m.test(area.text))
        .map((area) => `${section.title} / ${area.title}`);
    });
    expect(untested).toEqual([]);
  });

  it.runIf(hasSpec)('keeps docs/spec-sections.txt equal to the specification', () => {
    expect(copiedSections()).toEqual(specSections(readFileSync(specFile, 'utf8')));
  });
});
