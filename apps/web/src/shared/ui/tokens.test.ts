import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Colours and pixel values are written once, in shared/ui/tokens.css; every other stylesheet and
 * every component speaks in its custom properties. Media queries, which cannot read a custom
 * property, give their breakpoints in em (tokens.css lists them). Comments may talk about pixels.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKENS = path.join(src, 'shared', 'ui', 'tokens.css');

const files = readdirSync(src, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.(css|tsx?)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((file) => file !== TOKENS);

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const RULES: [string, RegExp][] = [
  ['hex colour', /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi],
  ['colour function', /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi],
  ['pixel value', /\d+(?:\.\d+)?px\b/gi],
];

/** Each line of `text` that breaks a rule: `rule: line`. */
function faultsIn(text: string): string[] {
  return stripComments(text)
    .split('\n')
    .flatMap((line) =>
      RULES.filter(([, rule]) => line.match(rule) !== null).map(
        ([name]) => `${name}: ${line.trim()}`,
      ),
    );
}

describe('design tokens', () => {
  it('finds a colour or a pixel value written in a probe', () => {
    expect(faultsIn('.a { color: #c41d1d; }')).toEqual(['hex colour: .a { color: #c41d1d; }']);
    expect(faultsIn('.a { background: #fff }')).toHaveLength(1);
    expect(faultsIn('.a { box-shadow: 0 0 0 rgb(0 0 0 / 45%); }')).toHaveLength(1);
    expect(faultsIn('.a { padding: 0 12px; }')).toEqual(['pixel value: .a { padding: 0 12px; }']);
    expect(faultsIn('@media (min-width: 768px) {')).toHaveLength(1);
    expect(faultsIn("<div style={{ width: '1.5px' }} />")).toHaveLength(1);
    expect(faultsIn("const colour = '#1677FF';")).toHaveLength(1);
  });

  it('lets tokens, em breakpoints and comments through', () => {
    expect(faultsIn('.a { padding: 0 var(--vaga-space-3); color: var(--vaga-danger); }')).toEqual(
      [],
    );
    expect(faultsIn('@media (min-width: 48em) {')).toEqual([]);
    expect(faultsIn('/* a side bar from 768px */\n// #fff on blue')).toEqual([]);
    expect(faultsIn('<a href="#main">')).toEqual([]);
  });

  it('are the only colours and pixel values in the stylesheets and components', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith('styles.css'))).toBe(true);
    const faults = files.flatMap((file) =>
      faultsIn(readFileSync(file, 'utf8')).map((fault) => `${path.relative(src, file)}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it('holds the colour roles for both modes', () => {
    const tokens = readFileSync(TOKENS, 'utf8');
    const dark = tokens.slice(tokens.indexOf("html[data-prefers-color-scheme='dark']"));
    for (const role of ['text', 'text-secondary', 'background', 'surface', 'border'])
      expect(dark).toContain(`--vaga-${role}:`);
  });
});
