/// <reference types="vitest" />
import { defineConfig } from 'vite';

// The server (`stratego serve`) serves dist/; `npm run dev` proxies the API and the socket to
// a server on port 8080 so the client can be worked on with hot reload.
export default defineConfig({
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.ts'] },
});
