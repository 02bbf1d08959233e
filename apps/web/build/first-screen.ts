import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Client routes whose code the server names beside their index.html (`Link: rel=modulepreload`,
 * the server's platform/web-app.ts) or in their server-rendered head, so the browser fetches it
 * with the entry instead of after the entry has run and matched the route. index.html itself
 * names no route's chunks: it is every page's shell, and a page fetches no other page's code
 * on its first visit (docs/decisions.md, "First-visit JavaScript, counted as served").
 * Keys are routes of `ROUTES` (src/shared/paths.ts; Vite's config loader cannot import it through
 * the contract), which src/app/literal-routes.test.ts checks.
 */
export const ROUTE_MODULES: Record<string, RegExp[]> = {
  '/service': [/\/features\/joboffers\/pages\/service-page\.tsx$/],
  '/job-service': [/\/features\/joboffers\/pages\/job-classes-page\.tsx$/],
  '/job-service/job/:id': [/\/app\/pages\/job-offer-route\.tsx$/],
  '/job-service/job-list': [
    /\/app\/pages\/job-list-route\.tsx$/,
    /\/features\/joboffers\/api\/prefetch-job-list\.ts$/,
  ],
  '/match-kinds': [/\/app\/pages\/event-public-routes\.tsx$/],
  '/match-index': [/\/app\/pages\/event-public-routes\.tsx$/],
};

/** The file of the build that lists ROUTE_MODULES' chunks by route path. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The chunk of the module `test` names: the chunk it is the face of, or, when Rollup put the
 * module inside a chunk shared with others (it has no chunk of its own then), the chunk holding it.
 */
function chunkOf(bundle: OutputBundle, test: RegExp) {
  const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
  return (
    chunks.find((out) => out.facadeModuleId !== null && test.test(out.facadeModuleId)) ??
    chunks.find((out) => out.moduleIds.some((id) => test.test(id)))
  );
}

/** The stylesheets a chunk brings (Vite adds them as the chunk loads). */
function stylesOf(bundle: OutputBundle, fileName: string): string[] {
  const chunk = bundle[fileName];
  return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
}

/**
 * The files of the chunks `tests` name and of the chunks they import, less the entry's own, and
 * the stylesheets of those chunks (which a server-rendered page links in its head).
 */
function preloadsOf(
  bundle: OutputBundle,
  tests: RegExp[],
): { scripts: string[]; styles: string[] } {
  const preloads = new Set<string>();
  for (const test of tests) {
    const chunk = chunkOf(bundle, test);
    // A route whose module the build no longer finds would be served with no code or styles named.
    if (chunk?.type !== 'chunk') throw new Error(`No chunk holds ${String(test)}`);
    preloads.add(chunk.fileName);
    for (const imported of chunk.imports) preloads.add(imported);
  }
  const entry = Object.values(bundle).find((o) => o.type === 'chunk' && o.isEntry);
  if (entry?.type === 'chunk') {
    preloads.delete(entry.fileName);
    for (const imported of entry.imports) preloads.delete(imported);
  }
  const styles = new Set([...preloads].flatMap((file) => stylesOf(bundle, file)));
  for (const test of tests) {
    const chunk = chunkOf(bundle, test);
    if (chunk) for (const style of stylesOf(bundle, chunk.fileName)) styles.add(style);
  }
  return { scripts: [...preloads], styles: [...styles] };
}

/**
 * Shapes index.html for the first screen:
 * - the entry's stylesheet is written inline, so no stylesheet blocks the first paint;
 * - ROUTE_PRELOADS_FILE lists the chunks of ROUTE_MODULES for the server to name.
 */
export function firstScreen(): Plugin {
  return {
    name: 'vaga-first-screen',
    apply: 'build',
    // After Vite's own: chunks that only carried a stylesheet are gone by then (their styles moved
    // to the chunks importing them), so no route names a file the build does not write.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const routes = Object.fromEntries(
          Object.entries(ROUTE_MODULES).map(([route, tests]) => {
            const { scripts, styles } = preloadsOf(bundle, tests);
            return [route, [...scripts, ...styles].map((file) => `/${file}`)];
          }),
        );
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: JSON.stringify(routes),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}
