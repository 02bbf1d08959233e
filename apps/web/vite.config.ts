import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compile-hints.ts';
import { devTestLanguages } from './build/dev-test-languages.ts';
import { chunkFileName, consoleBoundary, preloadedDependencies } from './build/console-boundary.ts';
import { firstScreen } from './build/first-screen.ts';
import { manifests } from './build/manifests.ts';
import { precompress } from './build/precompress.ts';
import { pureContractSchemas } from './build/pure-contract-schemas.ts';
import { pushWorker } from './build/push-worker.ts';
import { serviceWorkerOptions } from './build/service-worker.ts';

const apiTarget = process.env.VAGA_API ?? 'http://127.0.0.1:3000';

/** The server renderer's bundle (src/entry-server.tsx), built beside the client's by `npm run build`. */
const SSR_OUT_DIR = 'dist-server';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build is the app's components for the server's renderer: none of the client
  // build's files (manifests, service worker, compressed copies, first-screen checks).
  plugins: isSsrBuild
    ? [react(), pureContractSchemas()]
    : [
        react(),
        pureContractSchemas(),
        devTestLanguages(),
        firstScreen(),
        compileHints(),
        consoleBoundary(),
        manifests(),
        pushWorker(),
        VitePWA(serviceWorkerOptions),
        precompress(),
      ],
  resolve: {
    // `@/shared/…`: how features reach the shared layer (relative paths out of a feature are linted).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  server: {
    proxy: {
      '/service': apiTarget,
      '/oidc': apiTarget,
    },
  },
  ssr: {
    // One file the server imports as it is: every dependency in it (antd-mobile's components
    // import their CSS, dayjs's locales have no extension), Node's own modules outside.
    noExternal: true,
  },
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, target: 'node20', minify: false, sourcemap: false, emptyOutDir: true }
    : {
        target: 'es2020',
        // terser packs the first screen's script about 3 KiB (gzipped) smaller than esbuild does.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // Every browser the app targets knows <link rel=modulepreload>; no polyfill in the entry.
        modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        // The manifest (.vite/manifest.json) is what the console boundary is checked on; chunks with
        // console code go to assets/console/ (build/console-boundary.ts).
        manifest: true,
        rollupOptions: {
          output: {
            chunkFileNames: chunkFileName,
            entryFileNames: chunkFileName,
            // The validation messages' texts (no zod) in a chunk of their own: pages that only
            // show a message never load the schema library beside them.
            manualChunks: (id) =>
              id.includes('/packages/contract/src/validation-messages.ts')
                ? 'validation-messages'
                : undefined,
          },
        },
      },
  test: {
    name: 'web',
    root: './apps/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The suite runs on two workers of a 2-core machine, beside the server's: a console page test
    // (antd's table, several renders) may wait behind them.
    testTimeout: 60_000,
  },
}));
