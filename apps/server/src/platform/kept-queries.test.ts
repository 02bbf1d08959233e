import Fastify from 'fastify';
import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptParams, keptQueryParser, keptValidatorCompiler } from './kept-queries.ts';

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

describe('path parameters validated once by their text', () => {
  async function appCounting() {
    let parsed = 0;
    const app = Fastify();
    app.setValidatorCompiler(keptValidatorCompiler);
    const counted = z.coerce
      .number()
      .int()
      .positive()
      .transform((n) => {
        parsed++;
        return n;
      });
    app.get('/vacancy/:id', { schema: { params: z.object({ id: counted }) } }, async (request) => {
      const params = request.params as { id: number };
      return { ...params, frozen: Object.isFrozen(params) };
    });
    app.get(
      '/event/:id/day/:day',
      { schema: { params: z.object({ id: counted, day: counted }) } },
      async (request) => request.params,
    );
    app.get(
      '/change/:id',
      { schema: { params: z.object({ id: z.coerce.number() }) } },
      async (request) => {
        (request.params as { id: number }).id = 99;
        return request.params;
      },
    );
    await app.ready();
    return { app, parsed: () => parsed };
  }

  it('validates a parameter asked again once, to the same frozen value', async () => {
    const { app, parsed } = await appCounting();
    for (let i = 0; i < 3; i++) {
      expect((await app.inject('/vacancy/52')).json()).toEqual({ id: 52, frozen: true });
    }
    expect(parsed()).toBe(1);
    expect((await app.inject('/vacancy/53')).json()).toEqual({ id: 53, frozen: true });
    expect(parsed()).toBe(2);
    await app.close();
  });

  it('refuses an invalid parameter every time, and validates routes of several each time', async () => {
    const { app, parsed } = await appCounting();
    for (let i = 0; i < 2; i++) {
      expect((await app.inject('/vacancy/abc')).statusCode).toBe(400);
      expect((await app.inject('/vacancy/-1')).statusCode).toBe(400);
    }
    expect(parsed()).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect((await app.inject('/event/3/day/2')).json()).toEqual({ id: 3, day: 2 });
    }
    expect(parsed()).toBe(4);
    await app.close();
  });

  it('gives every request a value no handler can change', async () => {
    const { app } = await appCounting();
    expect((await app.inject('/change/1')).statusCode).toBe(500);
    expect((await app.inject('/change/1')).statusCode).toBe(500);
    await app.close();
  });

  it('keeps at most its bound of parameters, the oldest dropped first', () => {
    let validated = 0;
    const validate = keptParams((data) => {
      validated++;
      return { value: { ...(data as object) } };
    }, 2);
    const a = validate({ id: '1' });
    const b = validate({ id: '2' });
    validate({ id: '3' });
    expect(validate({ id: '2' })).toBe(b);
    expect(validate({ id: '1' })).not.toBe(a);
    expect(validated).toBe(4);
  });
});
