import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/** Source files whose chunk the home page (/service, where `/` leads) needs at once. */
const FIRST_SCREEN_MODULES = [/\/features\/joboffers\/pages\/service-page\.tsx$/];

function chunkOf(bundle: OutputBundle, test: RegExp) {
  return Object.values(bundle).find(
    (out) => out.type === 'chunk' && out.facadeModuleId !== null && test.test(out.facadeModuleId),
  );
}

/**
 * Shapes index.html for the first screen:
 * - the entry's stylesheet is written inline, so no stylesheet blocks the first paint;
 * - the home page's route chunk and the chunks it imports are preloaded beside the entry
 *   instead of being discovered after it has run.
 */
export function firstScreen(): Plugin {
  return {
    name: 'vaga-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        let out = html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
        const preloads = new Set<string>();
        for (const test of FIRST_SCREEN_MODULES) {
          const chunk = chunkOf(bundle, test);
          if (chunk?.type !== 'chunk') continue;
          preloads.add(chunk.fileName);
          for (const imported of chunk.imports) preloads.add(imported);
        }
        const entry = Object.values(bundle).find((o) => o.type === 'chunk' && o.isEntry);
        if (entry?.type === 'chunk') {
          preloads.delete(entry.fileName);
          for (const imported of entry.imports) preloads.delete(imported);
        }
        const links = [...preloads]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        if (links) out = out.replace('</head>', `  ${links}\n  </head>`);
        return out;
      },
    },
  };
}
