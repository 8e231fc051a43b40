// Starts bench/server.ts in a process of its own, so that the load generator does not share its event
// loop, and reads the one JSON line it prints once it listens: its address and what it made for the
// benchmark that asked (ceiling files, buyers, pending payments).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Per BENCH_PATHS name, the static file of the same size (the ceiling). */
  ceilings: Record<string, string>;
  /** Per BENCH_PATHS name, the same body answered after one prepared one-row read (the floor of a database read). */
  floors: Record<string, string>;
  /** BENCH_BUYERS students with a session and a shipping address. */
  buyers: { cookie: string; addressId: number }[];
  /** BENCH_PAYMENTS unpaid orders with a pending 2C2P attempt. */
  payments: { reference: string; amount: number }[];
}

/** `env` is added to this process's environment; `nodeArgs` go before the script (e.g. a CPU profile). */
export async function startBenchServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<BenchServer> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(first) as Omit<BenchServer, 'child'>) };
}
