// Plain ESM on purpose: Node 20 cannot strip types from a vite.config.ts without a loader.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(projectRoot, '../..');
const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  root: projectRoot,
  // Brotli and gzip copies beside each text file, which the api sends to browsers that take them
  // (ADR 0129): the app's scripts travel at about a quarter of their size, compressed once here
  // at the highest levels rather than on every request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: {
    // Workspace libraries resolve to their TypeScript sources (their `development` export). An
    // alias rather than a global `development` condition, which would also pick the development
    // builds of third-party packages (e.g. @emotion/react) in production bundles.
    alias: [
      {
        find: /^@sillage\/([a-z-]+)$/,
        replacement: path.join(workspaceRoot, 'libs/$1/src/index.ts'),
      },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 4200,
    proxy: {
      '/api': apiOrigin,
      '/castor': apiOrigin,
      '/ws': { target: apiOrigin, ws: true },
      // Job uploads and result downloads live at the root: PUT/GET /{jobId}.
      '^/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}': apiOrigin,
    },
  },
  preview: { port: 4300 },
});
