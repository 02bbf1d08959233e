import type { HtmlTagDescriptor, Plugin } from 'vite';
// Read by path: this runs in Vite's config, before any alias.
import { PSEUDO_LANGUAGES, TEST_LANGUAGES_META } from '../../../packages/contract/src/languages.ts';

/**
 * The development server's page names the test languages as the API server's page does
 * (`PSEUDO_LANGUAGES=1` in the environment of `vite`): the app then accepts `?language=en-XA`
 * there too, against an API server started with the same setting. A production build never
 * carries the meta: the server writes it into the page it serves.
 */
export function devTestLanguages(on = process.env.PSEUDO_LANGUAGES === '1'): Plugin {
  return {
    name: 'vaga-dev-test-languages',
    apply: 'serve',
    transformIndexHtml: () => testLanguagesMeta(on),
  };
}

/** The meta's tag when the test languages are on, nothing otherwise. */
export function testLanguagesMeta(on: boolean): HtmlTagDescriptor[] {
  if (!on) return [];
  const content = PSEUDO_LANGUAGES.map((language) => language.tag).join(' ');
  return [{ tag: 'meta', attrs: { name: TEST_LANGUAGES_META, content }, injectTo: 'head' }];
}
