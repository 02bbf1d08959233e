import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLoading } from './app-loading.tsx';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the loading screen', () => {
  it('is what index.html paints in the root before any script runs', () => {
    const root = indexHtml.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1] ?? '';
    const markup = renderToStaticMarkup(<AppLoading />);
    expect(root.replace(/>\s+</g, '><').trim()).toBe(markup);
  });
});
