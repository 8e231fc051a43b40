// bench/catalogue: requests per second and p99 latency of GET /public/courses and of a course
// detail, beside the same server answering a static JSON file of the same size (the ceiling), and
// the ratio. Goal (docs/benchmarks.md): catalogue reads reach at least half of the ceiling. Beside
// them, the same body answered after one prepared one-row database read: the most any read that goes
// to the database can reach on this machine (its ratio bounds the ratio of a read without the memo).
// Usage: npm run bench --workspace @rian/bench (or: npx tsx bench/catalogue.ts [seconds]).
// BENCH_ENCODING=br asks as a browser does (Accept-Encoding: br, gzip): answers are then compressed,
// and "body bytes" are what goes over the wire.
import autocannon from 'autocannon';
import { startBenchServer } from './start-server.ts';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers: Record<string, string> = process.env.BENCH_ENCODING
  ? { 'accept-encoding': `${process.env.BENCH_ENCODING}, gzip` }
  : {};
const paths = {
  courses: '/public/courses',
  course: '/public/course/url/1',
  courses_keyword: '/public/courses?keyword=%E0%B8%81%E0%B8%B2%E0%B8%A3',
};

const { child, base, ceilings, floors } = await startBenchServer({ BENCH_PATHS: JSON.stringify(paths) });

interface Result {
  rps: number;
  p99: number;
  bytes: number;
  errors: number;
}

async function load(path: string): Promise<Result> {
  // A short warm-up so that JIT and caches are in the state a running server is in.
  await autocannon({ url: `${base}${path}`, connections, duration: 2, headers });
  const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    bytes: r.throughput.average / Math.max(1, r.requests.average),
    errors: r.errors + r.non2xx,
  };
}

const rows: string[] = [];
const cache = process.env.CATALOGUE_CACHE_MS ?? '10000';
console.log(
  `bench/catalogue: ${connections} connections, ${seconds} s each, database ${process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}, catalogue cache ${cache} ms, Accept-Encoding ${headers['accept-encoding'] ?? 'none'}`,
);
console.log('| read | req/s | p99 ms | body bytes | ceiling req/s | ceiling p99 ms | ratio | one-row read req/s | its ratio |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, path] of Object.entries(paths)) {
  const real = await load(path);
  const ceil = await load(ceilings[name]!);
  const floor = await load(floors[name]!);
  const ratio = (r: Result) => (r.rps / ceil.rps).toFixed(2);
  const row = `| GET ${path} | ${real.rps.toFixed(0)} | ${real.p99} | ${real.bytes.toFixed(0)} | ${ceil.rps.toFixed(0)} | ${ceil.p99} | ${ratio(real)} | ${floor.rps.toFixed(0)} | ${ratio(floor)} |`;
  if (real.errors || ceil.errors || floor.errors) console.error(`errors: ${real.errors} / ${ceil.errors} / ${floor.errors}`);
  rows.push(row);
  console.log(row);
}
child.kill('SIGTERM');
