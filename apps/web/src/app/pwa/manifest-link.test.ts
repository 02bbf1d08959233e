import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@vaga/contract';
import { manifestFileName } from '../../../build/manifests.ts';
import { linkManifest, MANIFESTS } from './manifest-link.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the manifest link', () => {
  it('points at the manifest of the page language', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    linkManifest('pt');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.pt.webmanifest',
    );
    linkManifest('zh-Hant');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('names the files the build writes, one per language', () => {
    for (const locale of LOCALES) expect(MANIFESTS[locale]).toBe(`/${manifestFileName(locale)}`);
    expect(new Set(Object.values(MANIFESTS)).size).toBe(LOCALES.length);
  });
});
