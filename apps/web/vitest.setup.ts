import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { registerTexts, type TextDomain } from '@vaga/contract';

// Every test starts at the instant the server's tests start from (`ManualClock`), and the clock
// runs on from there: a form that checks a date against today (an interview a day ahead, an
// event's first day) answers the same on any day the suite runs. A test that fakes the timers
// itself replaces this clock for its own run.
const TEST_START = '2026-11-22T02:00:00.000Z';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_START), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// Vitest runs without globals, so Testing Library cannot register its cleanup by itself.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait up to 6 s (1 s by default): on a busy two-core machine running
// several test files at once a page may take seconds to answer a mocked call, and that is not
// what the tests check.
configure({ asyncUtilTimeout: 6000 });

// The app loads the toast on demand (error-toast.ts). Loaded here once, a toast a test leaves
// behind never starts a module load after its test file has finished.
await import('antd-mobile/es/components/toast');

// The contract's texts of every language, as the app loads the page language's (contract-texts.ts).
const contractTexts = import.meta.glob<Record<string, string>>(
  '../../packages/contract/texts/*/*.json',
  { eager: true, import: 'default' },
);
for (const [file, messages] of Object.entries(contractTexts)) {
  const [language, domain] = file.split('/').slice(-2);
  registerTexts(language!, domain!.replace(/\.json$/, '') as TextDomain, messages);
}
