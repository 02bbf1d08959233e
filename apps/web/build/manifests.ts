import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// The contract's list of languages (read by path: this runs in Vite's config, before any alias).
import {
  LOCALES,
  manifestFileName,
  type Locale,
} from '../../../packages/contract/src/languages.ts';

/** The app's colour (index.html's theme-color, antd-mobile's primary). */
export const THEME_COLOR = '#1677ff';

export { manifestFileName };
type ManifestLocale = Locale;
/** The catalogues: each language's screens, `<tag>/screens/common.json`, name the app. */
const textsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contract/texts',
);

interface AppTexts {
  name: string;
  shortName: string;
  description: string;
}

/** The web app manifest in one language, its names from the catalogue (the screens' common.json `app`). */
export function manifestFor(locale: ManifestLocale, texts: AppTexts) {
  return {
    id: '/service',
    lang: locale,
    dir: 'ltr',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    start_url: '/service',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function textsOf(locale: ManifestLocale): AppTexts {
  const common = JSON.parse(
    readFileSync(path.join(textsDir, locale, 'screens', 'common.json'), 'utf8'),
  ) as {
    app: AppTexts;
  };
  return common.app;
}

/**
 * Writes one web app manifest per language (`manifest.webmanifest` in zh-Hant, then
 * `manifest.pt.webmanifest`, `manifest.en.webmanifest`); the page links the one of its language
 * when it starts (src/app/pwa/manifest-link.ts).
 */
export function manifests(): Plugin {
  return {
    name: 'vaga-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFileName(locale),
          source: `${JSON.stringify(manifestFor(locale, textsOf(locale)), null, 2)}\n`,
        });
      }
    },
  };
}
