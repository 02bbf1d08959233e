import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROW_ID, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';

/**
 * Ids a client sends are bounded like the rows they name : every integer id
 * field of every request body, query and path in the published document has bounds inside
 * [0, MAX_ROW_ID], and an id past a 32-bit column answers VALIDATION_FAIL, never a database error.
 */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** A field name that holds an id: `id`, `jobOfferId`, `eventIds`, `job_offer_id`… */
const ID_NAME = /(^ids?$|Ids?$|_ids?$)/;

/** The number schemas a field can take (through unions and arrays). */
function numberLeaves(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const leaves = nested.flatMap(numberLeaves);
  if (schema.items) leaves.push(...numberLeaves(schema.items));
  const types = [schema.type ?? []].flat();
  if (types.includes('integer') || types.includes('number')) leaves.push(schema);
  return leaves;
}

function withinRowIds(schema: Schema): boolean {
  if (schema.enum) {
    // A nullable enum lists null among its values.
    return schema.enum.every(
      (v) => v === null || (typeof v === 'number' && v >= 0 && v <= MAX_ROW_ID),
    );
  }
  return (
    schema.minimum !== undefined &&
    schema.minimum >= 0 &&
    schema.maximum !== undefined &&
    schema.maximum <= MAX_ROW_ID
  );
}

/** Every integer id field of the document's inputs whose bounds leave the row-id range. */
export function unboundedIdFields(doc: Document): string[] {
  const found: string[] = [];
  const check = (where: string, name: string, schema: Schema | undefined) => {
    if (ID_NAME.test(name) && numberLeaves(schema).some((leaf) => !withinRowIds(leaf))) {
      found.push(where);
    }
  };
  const walk = (where: string, schema: Schema | undefined) => {
    if (!schema) return;
    for (const nested of [schema.anyOf, schema.oneOf, schema.allOf, [schema.items]].flat()) {
      walk(`${where}[]`, nested);
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      check(`${where}.${name}`, name, property);
      walk(`${where}.${name}`, property);
    }
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) {
        check(`${at} ${p.in}:${p.name}`, p.name, p.schema);
        walk(`${at} ${p.in}:${p.name}`, p.schema);
      }
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        walk(`${at} body(${type})`, content.schema);
      }
    }
  }
  return found;
}

const TOO_BIG = 2 ** 31;

describe('ids a client sends', () => {
  let ctx: TestContext;
  let resident = '';
  let employer = '';

  beforeAll(async () => {
    ctx = await buildTestApp();
    resident = await loginAs(ctx.app, { euid: 'ids-resident' });
    employer = await loginAs(ctx.app, {
      euid: 'ids-employer',
      accountType: 'employer',
      employerId: 1,
    });
  });

  it('are bounded to the row-id range in every body, query and path of the document', async () => {
    const doc = (await ctx.app.inject(PATHS.openapi)).json() as Document;
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(unboundedIdFields(doc)).toEqual([]);
  });

  it('the walk finds an id field without the bound (the check above can fail)', () => {
    const body = (schema: Schema): Document => ({
      paths: {
        '/x': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { list: { type: 'array', items: schema } },
                  },
                },
              },
            },
          },
        },
      },
    });
    const open = { type: 'object', properties: { jobOfferId: { type: 'integer', minimum: 1 } } };
    expect(unboundedIdFields(body(open))).toEqual([
      'POST /x body(application/json).list[].jobOfferId',
    ]);
    const bounded = {
      type: 'object',
      properties: { jobOfferId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
    };
    expect(unboundedIdFields(body(bounded))).toEqual([]);
  });

  it.each([
    ['resident', PATHS.jobmatchApplyJob, { jobOfferId: TOO_BIG }],
    ['resident', PATHS.eventRegisterInitialValidate, { eventId: TOO_BIG }],
    ['resident', PATHS.eventRegisters, { eventId: TOO_BIG }],
    [
      'resident',
      PATHS.eventRegisters,
      { eventId: 1, eventRegisterSessionList: [{ sessionId: TOO_BIG }] },
    ],
    ['resident', PATHS.applyEventVacancy, { eventId: TOO_BIG, jobOfferId: 1 }],
    ['resident', PATHS.applyEventVacancy, { eventId: 1, jobOfferId: TOO_BIG }],
    ['employer', PATHS.consoleMatchInvite, { jobOfferId: TOO_BIG, seekerId: 1 }],
    ['employer', PATHS.consoleMatchInvite, { jobOfferId: 1, seekerId: TOO_BIG }],
  ] as const)('%s: POST %s with %j answers VALIDATION_FAIL', async (who, url, fields) => {
    const token = who === 'resident' ? resident : employer;
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: {
        expectedInterviewDateFrom: '2026-12-01',
        expectedInterviewDateTo: '2026-12-02',
        expectedInterviewTimePeriod: 1,
        content: 'Hello',
        typeEducationId: 1,
        typeEmploymentStatusId: 1,
        eventRegisterSessionList: [{ sessionId: 1 }],
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAIL');
  });
});
