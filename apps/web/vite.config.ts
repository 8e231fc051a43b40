import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// The API, media and sandboxes live on the Fastify server (apps/server); in development Vite
// forwards them so that the browser sees one origin, as it does in production.
const SERVER = process.env.RIAN_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/public', '/private', '/api', '/uploads', '/docs', '/sandbox'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    // bench/size.ts and the server read this to find the entry and route chunks of a page.
    manifest: true,
    // Fonts are fetched by unicode-range; never inline them into the CSS.
    assetsInlineLimit: 0,
  },
});
