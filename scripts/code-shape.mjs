// Measures the shape the codebase holds itself to (docs/architecture.md, "Shape"): no non-test source
// file under apps/ or packages/ longer than 400 lines, no function longer than 80 lines. Seed data and
// the sandboxes' page templates are exempt. `node scripts/code-shape.mjs` prints the offenders and
// exits 1 if there are any; the unit test code-shape.test.ts runs the same check.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 80;

const EXEMPT = [/\.test\.tsx?$/, /\/test\//, /\/seed\//, /\/templates?\//, /\.d\.ts$/];

export function sourceFiles(root) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.includes('/dist/') && !EXEMPT.some((r) => r.test(f)));
}

function functionName(node, sf) {
  if (node.name) return node.name.getText(sf);
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p)) return p.name.getText(sf);
  if (p && ts.isPropertyAssignment(p)) return p.name.getText(sf);
  if (p && ts.isCallExpression(p)) return `(callback of ${p.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
}

export function measure(root) {
  const files = [];
  const functions = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) files.push({ file, lines });
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const n = end - start + 1;
        if (n > MAX_FUNCTION_LINES) functions.push({ file, name: functionName(node, sf), line: start + 1, lines: n });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { files, functions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, functions } = measure(process.cwd());
  for (const f of files.sort((a, b) => b.lines - a.lines)) console.log(`file ${f.lines} ${f.file}`);
  for (const f of functions.sort((a, b) => b.lines - a.lines)) console.log(`fn   ${f.lines} ${f.file}:${f.line} ${f.name}`);
  console.log(`${files.length} files > ${MAX_FILE_LINES} lines, ${functions.length} functions > ${MAX_FUNCTION_LINES} lines`);
  process.exit(files.length + functions.length > 0 ? 1 : 0);
}
