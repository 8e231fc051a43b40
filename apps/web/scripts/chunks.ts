// How the browser build is cut into chunks (decision 028). Rolldown's own split gives a chunk to
// every set of entries that share modules; each page (route) is an entry of its own, so a course page
// fetched about fifty files, most under a kilobyte, each with its ~430 bytes of response headers.
// Every route is imported by the app module (main.tsx) and never without it, so what the app module
// loads is merged into one chunk, React into another, and the pieces the pages the server draws
// share into a few: the course page's first.
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the workspace's packages (domain, contracts) live. */
const PACKAGES = resolve(ROOT, '../../packages') + '/';
const VENDOR = resolve(ROOT, 'src/app/vendor.ts');
const APP = resolve(ROOT, 'src/main.tsx');
/** Mantine's provider for the parts built with it (decision 031), and the first such part a visitor meets. */
const MANTINE_DIR = resolve(ROOT, 'src/components/mantine') + '/';
const MANTINE_ROOT = `${MANTINE_DIR}MantineRoot.tsx`;
const FIRST_MANTINE_PART = resolve(ROOT, 'src/features/account/components/AuthModals.tsx');
const route = (name: string) => resolve(ROOT, `src/app/routes/${name}.tsx`);

/**
 * The pages the server draws (server modules/pages/page-renderer.ts), most important first: a piece
 * two of them share goes into the chunk of the first.
 */
export const DRAWN_ROUTES = ['course', 'product', 'home', 'courses', 'category', 'products', 'promotion', 'page', 'cart'];

/** Set while the default split is computed: the plan is not applied to the build that makes it. */
export const PLANNING = 'RIAN_CHUNK_PLANNING';

type Chunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically. */
function reach(from: Chunk | undefined, byFile: Map<string, Chunk>, into = new Set<Chunk>()): Set<Chunk> {
  if (!from || into.has(from)) return into;
  into.add(from);
  for (const file of from.imports) reach(byFile.get(file), byFile, into);
  return into;
}

/** Which group each module goes to, read from the default split's chunks; modules not named stay where Rolldown puts them. */
export function planChunks(chunks: Chunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, Chunk>();
  for (const c of chunks) for (const id of c.moduleIds) byModule.set(id, c);
  // The entry (boot.ts) and what it imports stay as they are: it runs before the first paint.
  const entry = new Set<Chunk>();
  for (const c of chunks) if (c.isEntry) reach(c, byFile, entry);
  const vendor = reach(byModule.get(VENDOR), byFile);
  const app = reach(byModule.get(APP), byFile);
  const group = new Map<Chunk, string>();
  for (const c of vendor) if (!entry.has(c)) group.set(c, 'vendor');
  for (const c of app) if (!entry.has(c) && !group.has(c)) group.set(c, 'app');
  // Mantine's core as the provider and the log-in modal need it, in one chunk: left to the default
  // split it is some twenty small files, each a request when the first Mantine part opens and each
  // a name in the app module's map of what a lazy part needs.
  const kit = new Set([...reach(byModule.get(MANTINE_ROOT), byFile), ...reach(byModule.get(FIRST_MANTINE_PART), byFile)]);
  for (const c of kit) {
    // Its own modules and the libraries it brings (clsx, its styles), never a part of the app's.
    const kitOnly = c.moduleIds.every((id) => id.includes('/node_modules/') || id.startsWith(MANTINE_DIR));
    if (kitOnly && !entry.has(c) && !group.has(c)) group.set(c, 'mantine');
  }
  // The drawn pages that load each remaining chunk, in DRAWN_ROUTES order.
  const drawnBy = new Map<Chunk, string[]>();
  for (const name of DRAWN_ROUTES) {
    for (const c of reach(byModule.get(route(name)), byFile)) {
      if (entry.has(c) || group.has(c) || c.facadeModuleId === route(name)) continue;
      drawnBy.set(c, [...(drawnBy.get(c) ?? []), name]);
    }
  }
  // A piece only one drawn page loads (beside pages the browser draws, e.g. the back office) goes with that
  // page's other such pieces; a piece several share, with the pieces the first of them shares.
  for (const [c, by] of drawnBy) {
    // A package's modules (rules, contracts) go with the shared pieces, never with a page's own: parts
    // loaded later by other pages (a contract's schema, the error catalogue) import them, and would
    // otherwise fetch that page's whole chunk (the cart's, with Mantine).
    const own = by.length === 1 && !c.moduleIds.every((id) => id.includes(PACKAGES));
    group.set(c, own ? `${by[0]}-parts` : `${by[0]}-shared`);
  }
  const names = new Map<string, string>();
  for (const [c, name] of group) for (const id of c.moduleIds) names.set(id, name);
  return names;
}

/** The default split of this build (the same configuration without the plan, nothing written). */
async function defaultSplit(): Promise<Chunk[]> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output.filter((f): f is Chunk => f.type === 'chunk'));
  } finally {
    delete process.env[PLANNING];
  }
}

/** The plugin that computes the plan before the browser build, and the split options that apply it. */
export function chunking(): { plugin: Plugin; codeSplitting: Rolldown.OutputOptions['codeSplitting'] } {
  let names = new Map<string, string>();
  return {
    plugin: {
      name: 'rian-chunk-plan',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      async buildStart() {
        names = planChunks(await defaultSplit());
      },
    },
    // React first: a group takes in what its modules import, and the app's modules import React.
    codeSplitting: {
      groups: [
        { name: 'vendor', test: (id: string) => names.get(id) === 'vendor', priority: 2 },
        // Only the modules named: the entry's own (boot.ts, the preload helper) stay in the entry.
        { name: (id: string) => names.get(id) ?? null, priority: 1, includeDependenciesRecursively: false },
      ],
    },
  };
}
