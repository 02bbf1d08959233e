import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { fieldsOf, type Parser } from '../../test/schema-fields.ts';
import { routeInputsTable } from './route-access.ts';

/**
 * One phone rule everywhere: every phone field any route reads (resume, vacancy, invitation,
 * arrangement, and any added later) follows Macao's numbering plan. The fields are found by
 * name in the routes' input schemas — the contract's schemas as the server applies them.
 */

/** A field named as a phone number. */
const PHONE_NAME = /phone|mobile|fixedline|(^|[a-z])tel$|^tel/i;

/** Numbers outside Macao's plan: wrong length, no such Macao range, Hong Kong's, mainland's. */
const NOT_MACAO = ['12345678', '6612345', '661234567', '21234567', '91234567', '13800138000'];
/** A Macao mobile number: every phone field takes it. */
const MACAO_MOBILE = '66123456';

describe('phone fields', async () => {
  const { app } = await buildTestApp();
  const phones = new Map<string, Parser>();
  for (const route of routeInputsTable(app)) {
    const fields = new Map<string, Parser>();
    fieldsOf(route.body, 'body', fields);
    fieldsOf(route.querystring, 'querystring', fields);
    for (const [path, field] of fields) {
      if (PHONE_NAME.test(path.split('.').at(-1)!)) {
        phones.set(`${route.method} ${route.url} ${path}`, field);
      }
    }
  }

  it('are found on the resume, the vacancy and the interview forms', () => {
    const names = [...phones.keys()];
    for (const expected of [
      'contactInfo.mobileNum',
      'contactInfo.fixedLineNum',
      'values.contactPhone',
      '/console/jobmatches/invite body.contactPhone',
      '/console/jobmatches/:id/arrange body.contactPhone',
    ]) {
      expect(
        names.some((n) => n.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('refuse every number outside Macao’s numbering plan and take a Macao one', () => {
    const letThrough: string[] = [];
    for (const [name, field] of phones) {
      for (const number of NOT_MACAO) {
        if (field.safeParse(number).success) letThrough.push(`${name}: ${number}`);
      }
      expect(field.safeParse(MACAO_MOBILE).success, name).toBe(true);
    }
    expect(letThrough).toEqual([]);
  });
});
