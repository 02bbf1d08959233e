import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its cleanup by itself.
afterEach(() => cleanup());

// The app loads the toast on demand (error-toast.ts). Loaded here once, a toast a test leaves
// behind never starts a module load after its test file has finished.
await import('antd-mobile/es/components/toast');
