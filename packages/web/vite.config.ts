import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { pwa } from './pwa.js';

/** The server (packages/server) listens on 4242; in development Vite proxies the API and sockets to it. */
const SERVER = 'http://localhost:4242';

export default defineConfig({
  plugins: [react(), pwa(), precompress()],
  // The solo table's Web Worker is a module, like the app (src/solo/solo.worker.ts).
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/socket.io': { target: SERVER, ws: true, changeOrigin: false },
    },
  },
});
