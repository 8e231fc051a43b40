// `npm test`: builds the web app (the end-to-end tests and the page tests serve it), runs every
// Vitest project, and ends with one plain summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const only = process.env.RIAN_TEST_ONLY;
if (!only || only.split(',').includes('e2e')) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('tests: the web app did not build');
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'rian-test-'));
const report = join(dir, 'report.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests;
  skipped = r.numPendingTests + (r.numTodoTests ?? 0);
} catch {
  failed = failed || 1;
}
rmSync(dir, { recursive: true, force: true });
if (status !== 0 && failed === 0) {
  // Vitest failed the run for an error outside any test (an unhandled rejection, a crashed worker).
  console.log('\ntests: the run reported errors outside any test; they count as one failure');
  failed = 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
