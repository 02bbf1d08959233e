import { localeLoaders } from './locale-loaders.ts';
import type { Texts } from './translate/translator.ts';

/**
 * The consoles' locale files (i18n.ts lists the resident app's): loaded the first time a
 * console's texts are asked for.
 */
export const consoleLoaders = localeLoaders(
  import.meta.glob<{ default: Texts }>(
    ['./locales/*/console*.json', './features/*/locales/*/*-console.json'],
    { base: '../..' },
  ),
);
