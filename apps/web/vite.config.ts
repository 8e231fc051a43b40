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

// The browser build merges Rolldown's many small chunks by a plan read from its default split
// (scripts/chunks.ts, decision 028); the build that computes the plan runs without it.
const planning = process.env[PLANNING] !== undefined;

export default defineConfig(({ isSsrBuild }) => {
  const chunks = planning || isSsrBuild ? null : chunking();
  return {
    plugins: [
      react(),
      lightSchemeOnly(),
      themeVariables(),
      ...(chunks ? [precompress(), chunks.plugin] : planning ? [] : [precompress()]),
    ],
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
