// bench/accounts: what a signed-in student costs. Requests per second and p99 of the session check
// and of a course detail read for a signed-in viewer (a session lookup plus the course read made
// for that viewer, never memoised), beside the visitor's memoised read of the same course and a
// static file of the same size (the ceiling); and the time of one argon2id verification, the
// price of a log-in.
// Usage: npx tsx bench/accounts.ts [seconds]
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { startBenchServer } from './start-server.ts';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = { session: '/public/auth/session', course: '/public/course/url/1' };

const { child, base, ceilings } = await startBenchServer({ BENCH_PATHS: JSON.stringify(paths) });

const login = await fetch(`${base}/public/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'student', password: 'rian-student-demo' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (!cookie.startsWith('rian_session=')) throw new Error(`log-in failed: ${login.status}`);

async function load(path: string, headers: Record<string, string> = {}) {
  await autocannon({ url: `${base}${path}`, connections, duration: 2, headers });
  const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  if (r.errors || r.non2xx) console.error(`errors on ${path}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

console.log(
  `bench/accounts: ${connections} connections, ${seconds} s each, database ${process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
);
console.log('| read | req/s | p99 ms | ceiling req/s | ratio to ceiling |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const sessionCeil = await load(ceilings.session!);
const session = await load(paths.session, { cookie });
console.log(
  `| GET ${paths.session} (signed in) | ${session.rps.toFixed(0)} | ${session.p99} | ${sessionCeil.rps.toFixed(0)} | ${(session.rps / sessionCeil.rps).toFixed(2)} |`,
);
const courseCeil = await load(ceilings.course!);
const visitor = await load(paths.course);
const signedIn = await load(paths.course, { cookie });
console.log(
  `| GET ${paths.course} (visitor, memo) | ${visitor.rps.toFixed(0)} | ${visitor.p99} | ${courseCeil.rps.toFixed(0)} | ${(visitor.rps / courseCeil.rps).toFixed(2)} |`,
);
console.log(
  `| GET ${paths.course} (signed in) | ${signedIn.rps.toFixed(0)} | ${signedIn.p99} | ${courseCeil.rps.toFixed(0)} | ${(signedIn.rps / courseCeil.rps).toFixed(2)} |`,
);
child.kill('SIGTERM');

// One log-in verifies one argon2id hash with the package's default parameters.
const stored = await hash('rian-student-demo');
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  await verify(stored, 'rian-student-demo');
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(`argon2id verify (one log-in): median ${times[10]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms over 20`);
