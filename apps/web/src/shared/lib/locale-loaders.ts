import type { Texts } from './translate/translator.ts';

/**
 * The screens' files by `<lang>/<namespace>.json`, from an `import.meta.glob` of
 * `texts/<lang>/screens/<namespace>.json`.
 */
export function localeLoaders(
  files: Record<string, () => Promise<{ default: Texts }>>,
): Map<string, () => Promise<{ default: Texts }>> {
  return new Map(Object.entries(files).map(([file, load]) => [screensKey(file), load]));
}

/** `…/texts/<lang>/screens/<namespace>.json` → `<lang>/<namespace>.json`. */
function screensKey(file: string): string {
  const parts = file.split('/');
  return `${parts.at(-3)}/${parts.at(-1)}`;
}
