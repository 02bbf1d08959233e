/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VAGA_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  server: {
    proxy: {
      '/service': apiTarget,
      '/oidc': apiTarget,
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      // The contract builds its zod schemas at module level; the web app only reads their types,
      // so unused schemas must not pin zod into the first screen.
      treeshake: { manualPureFunctions: ['z', 'object', 'string', 'array', 'union', 'number'] },
    },
  },
  test: {
    name: 'web',
    root: './apps/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
