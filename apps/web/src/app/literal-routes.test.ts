import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, ROUTES } from '@/shared/paths.ts';
import { ROUTE_MODULES } from '../../build/first-screen.ts';

/**
 * Features and the app (both audiences) link through the route registry (shared/paths.ts), never
 * through a written address.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = ['features', 'app'].flatMap((dir) =>
  readdirSync(path.join(src, dir), { withFileTypes: true, recursive: true })
    .filter(
      (e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-harness/.test(e.name),
    )
    .map((e) => path.join(e.parentPath, e.name)),
);

/** Route addresses written in quotes: '/cv', "/cv-form/result", `/cv?tab=1`. */
const routePattern = new RegExp(
  `['"\`](?:${[...Object.values(ROUTES), ...Object.values(CONSOLE_ROUTES)]
    .filter((route) => route !== '/')
    .map((route) => route.split('/:')[0].replace(/[-/]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?:[/?'"\`])`,
);

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('route addresses', () => {
  it('finds an address written in a probe', () => {
    expect(routePattern.test("navigate('/cv-form/result?type=1')")).toBe(true);
    expect(routePattern.test('<Link to="/cv?tab=0">')).toBe(true);
    expect(routePattern.test('navigate(paths.cvTab(0))')).toBe(false);
    expect(routePattern.test('<Link to={`/staff/events/${id}`}>')).toBe(true);
    expect(routePattern.test("navigate('/employer/vacancies?page=2')")).toBe(true);
  });

  it('are not written inside features or the app shell', () => {
    const offenders = sources.filter((file) =>
      routePattern.test(stripComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});

describe('the build’s route preloads', () => {
  it('name routes of the route table only', () => {
    const routes: string[] = Object.values(ROUTES);
    for (const route of Object.keys(ROUTE_MODULES)) expect(routes).toContain(route);
  });
});
