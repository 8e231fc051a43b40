import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { chunking, PLANNING } from './scripts/chunks.ts';
import { lightSchemeOnly } from './scripts/light-scheme.ts';
import { themeVariables } from './scripts/theme-css.ts';

// The API, media and sandboxes live on the Fastify server (apps/server); in development Vite
// forwards them so that the browser sees one origin, as it does in production.
const SERVER = process.env.RIAN_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/public', '/private', '/api', '/uploads', '/docs', '/sandbox'];

// React Router's package exports its development build under every condition (upstream issues
// remix-run/react-router#12532 and #14102): its dev warnings then run in production. The browser
// build takes its production build, which differs only in leaving them out.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

// The browser build merges Rolldown's many small chunks by a plan read from its default split
// (scripts/chunks.ts, decision 028); the build that computes the plan runs without it.
const planning = process.env[PLANNING] !== undefined;

export default defineConfig(({ command, isSsrBuild }) => {
  const chunks = planning || isSsrBuild ? null : chunking();
  return {
    plugins: [
      react(),
      lightSchemeOnly(),
      themeVariables(),
      ...(chunks ? [precompress(), chunks.plugin] : planning ? [] : [precompress()]),
    ],
    resolve: command === 'build' && !isSsrBuild ? { alias: productionRouter } : {},
    server: {
      proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: true }])),
    },
    build: {
      target: 'es2022',
      // bench/size.ts and the server read this to find the entry and route chunks of a page.
      manifest: true,
      // Fonts are fetched by unicode-range; never inline them into the CSS.
      assetsInlineLimit: 0,
      ...(chunks ? { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } } : {}),
    },
  };
});
