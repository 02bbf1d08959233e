import { localeLoaders } from './locale-loaders.ts';
import type { Texts } from './translate/translator.ts';

/**
 * The consoles' namespaces (`texts/<tag>/screens/console*.json` and `*-console.json`; i18n.ts
 * lists the resident app's): loaded the first time a console's texts are asked for.
 */
export const consoleLoaders = localeLoaders(
  import.meta.glob<{ default: Texts }>([
    '../../../../../packages/contract/texts/*/screens/console*.json',
    '../../../../../packages/contract/texts/*/screens/*-console.json',
  ]),
);
