// Holds the codebase to its shape (docs/architecture.md "The shape of the code"): no non-test source
// under apps/ or packages/ longer than 400 lines, no function longer than 80 (seed data, test folders
// and page templates aside). A file that grows past it is split before it lands.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { measure } from './code-shape.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('code shape', () => {
  const { files, functions } = measure(root) as {
    files: { file: string; lines: number }[];
    functions: { file: string; name: string; line: number; lines: number }[];
  };

  it('has no source file over 400 lines', () => {
    expect(files.map((f) => `${f.file}: ${f.lines} lines`)).toEqual([]);
  });

  it('has no function over 80 lines', () => {
    expect(functions.map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`)).toEqual([]);
  });
});
