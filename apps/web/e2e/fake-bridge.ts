import type { Page } from '@playwright/test';
import {
  createFakeNativeBridge,
  type FakeBridgeConfig,
} from '../src/shared/lib/bridge/fake-native-bridge.ts';

/**
 * Runs the page as if inside the government app: injects the fake shell (its source, from the
 * app's own fake) as the native bridge before the page starts. The production build does not
 * contain the fake, so the browser tests bring it; `window.VagaFakeBridge` is the configuration,
 * read back by the tests (calls, closed).
 */
export async function useFakeAppShell(page: Page, config: FakeBridgeConfig = {}): Promise<void> {
  const source = createFakeNativeBridge.toString();
  await page.addInitScript({
    content: `window.VagaFakeBridge = ${JSON.stringify(config)};
window.VagaNativeBridge = (${source})(window.VagaFakeBridge);`,
  });
}
