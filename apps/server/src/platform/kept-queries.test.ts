import Fastify from 'fastify';
import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptQueryParser, keptValidatorCompiler } from './kept-queries.ts';

describe('kept query strings', () => {
  it('parses a query string once and answers the same frozen object for it', () => {
    const parser = keptQueryParser();
    const first = parser('keyword=%E5%BB%9A%E5%B8%AB&page=0&size=10&a=1&a=2');
    expect({ ...first }).toEqual({ ...parse('keyword=%E5%BB%9A%E5%B8%AB&page=0&size=10&a=1&a=2') });
    expect(parser('keyword=%E5%BB%9A%E5%B8%AB&page=0&size=10&a=1&a=2')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parser('keyword=cook')).not.toBe(first);
    expect(parser('')).toEqual({});
  });

  it('keeps at most its bound of strings, the oldest dropped first', () => {
    const parser = keptQueryParser(2);
    const a = parser('a=1');
    const b = parser('b=1');
    parser('c=1');
    expect(parser('b=1')).toBe(b);
    expect(parser('a=1')).not.toBe(a);
    expect(parser('a=1')).toEqual(a);
  });
});

describe('query validation kept by its parsed object', () => {
  async function appCounting() {
    let parsed = 0;
    const app = Fastify({ routerOptions: { querystringParser: keptQueryParser() } });
    app.setValidatorCompiler(keptValidatorCompiler);
    const querystring = z.object({
      page: z.coerce.number().int().min(0),
      keyword: z.string().transform((k) => {
        parsed++;
        return k.trim();
      }),
    });
    app.get('/search', { schema: { querystring } }, async (request) => request.query);
    await app.ready();
    return { app, parsed: () => parsed };
  }

  it('validates a query string asked again once, to the same value', async () => {
    const { app, parsed } = await appCounting();
    const first = await app.inject({ url: '/search?keyword=%20cook&page=2' });
    const second = await app.inject({ url: '/search?keyword=%20cook&page=2' });
    expect(first.json()).toEqual({ keyword: 'cook', page: 2 });
    expect(second.json()).toEqual({ keyword: 'cook', page: 2 });
    expect(parsed()).toBe(1);
    await app.inject({ url: '/search?keyword=chef&page=0' });
    expect(parsed()).toBe(2);
    await app.close();
  });

  it('refuses an invalid query string every time it is asked', async () => {
    const { app } = await appCounting();
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject({ url: '/search?keyword=cook&page=-1' });
      expect(answer.statusCode).toBe(400);
    }
    expect((await app.inject({ url: '/search?keyword=cook&page=1' })).statusCode).toBe(200);
    await app.close();
  });

  it('gives every request of a query string a value no handler can change', async () => {
    const app = Fastify({ routerOptions: { querystringParser: keptQueryParser() } });
    app.setValidatorCompiler(keptValidatorCompiler);
    const querystring = z.object({ page: z.coerce.number() });
    app.get('/list', { schema: { querystring } }, async (request) => {
      (request.query as { page: number }).page = 99;
      return request.query;
    });
    expect((await app.inject({ url: '/list?page=1' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/list?page=1' })).statusCode).toBe(500);
    await app.close();
  });
});
