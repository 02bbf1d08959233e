import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of the file is compiled as
 * the file is fetched, off the main thread, instead of at its first call. It comes first in the
 * file.
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk with V8's compile hint. The entry is the first screen's code, nearly all
 * of it run at once (React DOM, the router, the shell): compiled lazily, its functions were
 * compiled on the main thread as they were first called, about half of the module's evaluation
 * task, which delays the page's first input. Added after every other plugin (the minifier drops
 * comments; Vite writes its preload map at the top).
 */
export function compileHints(): Plugin {
  return {
    name: 'vaga-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.fileName.endsWith('.js')) {
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
