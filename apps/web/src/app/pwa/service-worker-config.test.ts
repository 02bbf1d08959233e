import { describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import {
  apiPattern,
  PERSONAL_API,
  PUBLIC_API,
  SERVER_NAVIGATIONS,
  serviceWorkerOptions,
} from '../../../build/service-worker.ts';

const origin = 'https://vaga.example';
const cached = (path: string) =>
  [apiPattern(PUBLIC_API), apiPattern(PERSONAL_API)].some((pattern) =>
    pattern.test(`${origin}${path}`),
  );

describe('what the service worker caches', () => {
  it('keeps the answers of the offline screens, with their queries', () => {
    for (const path of [
      PATHS.references,
      PATHS.localVacancyCatalog,
      `${PATHS.localVacancy}?categoryGroupId=1&categoryId=2&page=0&size=10`,
      buildPath(PATHS.jobOffer, { id: 52 }),
      PATHS.favorites,
      PATHS.favoritesDetail,
      PATHS.serviceHome,
    ]) {
      expect(cached(path), path).toBe(true);
    }
  });

  it('never keeps the login, tokens, account profile, files or other answers', () => {
    for (const path of [
      PATHS.authorize,
      PATHS.accessToken,
      PATHS.refreshToken,
      PATHS.logout,
      PATHS.accountProfile,
      PATHS.signature,
      PATHS.profile,
      '/oidc/auth?client_id=vaga',
      '/service/login?type=personal',
      buildPath(PATHS.cvFile, { cvUid: 'a1' }),
      buildPath(PATHS.jobmatchCalendar, { id: 3 }),
      buildPath(PATHS.unemploymentAttachment, { id: 3 }),
      PATHS.favoritesSaveBatch,
      `${PATHS.jobOfferSearch}?keyword=cook`,
      `${buildPath(PATHS.jobOffer, { id: 52 })}/extra`,
      `/other${PATHS.favorites}`,
    ]) {
      expect(cached(path), path).toBe(false);
    }
  });

  it('caches GET answers only, network first, personal answers apart from public ones', () => {
    const rules = serviceWorkerOptions.workbox?.runtimeCaching ?? [];
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      expect(rule.method).toBe('GET');
      expect(rule.handler).toBe('NetworkFirst');
      expect(rule.options?.networkTimeoutSeconds).toBeLessThanOrEqual(5);
    }
    expect(rules.map((rule) => rule.options?.cacheName)).toEqual([
      'vaga-api-personal',
      'vaga-api-public',
    ]);
  });

  it('waits for the person before a new version takes over', () => {
    expect(serviceWorkerOptions.registerType).toBe('prompt');
    expect(serviceWorkerOptions.workbox?.skipWaiting).toBe(false);
    expect(serviceWorkerOptions.workbox?.clientsClaim).toBe(false);
  });
});

describe('which navigations get the app shell', () => {
  // Workbox tests a navigation's path with its query.
  const server = (path: string) => SERVER_NAVIGATIONS.some((pattern) => pattern.test(path));

  const appRoutes = [
    '/',
    '/service',
    '/favorites',
    '/job-service',
    '/job-service/job-list',
    '/profile',
    '/cv-form/update-alone/contact',
    '/service?language=pt',
    '/job-service/job-list?groupId=1&id=2&type=local',
    '/profile?code=abc&state=s&redirect=/cv',
    '/job-service/job-list?keyword=file.txt',
  ];
  const serverAddresses = [
    '/service/login',
    '/service/login?type=personal&redirect=%2Fcv',
    '/service/logout?type=personal',
    '/oidc/auth?client_id=vaga&redirect_uri=x',
    '/oidc/session/end/confirm',
    '/healthz?x=1',
    '/sw.js?v=2',
    '/icons/icon-192.png',
    '/service/authorize',
    '/service/logout',
    '/service/profile',
    '/service/docs',
    '/service/docs/static/x',
    '/service/openapi.json',
    '/service/unsubscribe?token=abc.def&language=pt',
    '/service/DeJobSeekApi/v1/profile/cvs/1/file',
    '/oidc/session/end',
    '/healthz',
    '/sw.js',
    '/manifest.webmanifest',
  ];

  it.each([
    { who: 'every route of the app', paths: appRoutes, toServer: false },
    {
      who: 'never the server own addresses: login, API, provider, files',
      paths: serverAddresses,
      toServer: true,
    },
  ])('$who', ({ paths, toServer }) => {
    for (const path of paths) expect(server(path), path).toBe(toServer);
  });
});

describe('the language of a cached answer', () => {
  it('is part of its key, so another language never gets it', async () => {
    const plugin = (serviceWorkerOptions.workbox?.runtimeCaching?.[0].options?.plugins ??
      [])[0] as {
      cacheKeyWillBeUsed: (input: { request: Request }) => Promise<string>;
    };
    const key = (language: string) =>
      plugin.cacheKeyWillBeUsed({
        request: new Request(`${origin}${PATHS.favoritesDetail}`, {
          headers: { 'Accept-Language': language },
        }),
      });
    expect(await key('pt')).not.toBe(await key('zh'));
    expect(new URL(await key('pt')).pathname).toBe(PATHS.favoritesDetail);
  });
});
