import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { loginAs } from '../../../test/auth.ts';
import { seedReferenceOptions } from '../../../test/factories/profile.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../types.ts';

/**
 * A client generated from the published document (openapi-typescript) compiles, is typed by the
 * document (a call that breaks its schema does not compile), and talks to the real server.
 */
const CLIENT = `
import type { paths } from './vaga-api.js';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Answer<Op extends { responses: object }> = {
  [S in keyof Op['responses']]: { status: S; body: Json<Op['responses'][S]> };
}[keyof Op['responses']];

export type ApplyJob = paths['/service/DeJobSeekApi/v1/jobmatches/applyjob']['post'];
export type ReferencesOfType = paths['/service/DeJobSeekApi/v1/references/{type}']['get'];

async function send<Op extends { responses: object }>(
  url: string,
  init: RequestInit,
): Promise<Answer<Op>> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() } as Answer<Op>;
}

export function applyJob(base: string, token: string, body: Json<ApplyJob['requestBody']>) {
  return send<ApplyJob>(base + '/service/DeJobSeekApi/v1/jobmatches/applyjob', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function referencesOfType(base: string, path: ReferencesOfType['parameters']['path']) {
  return send<ReferencesOfType>(
    base + '/service/DeJobSeekApi/v1/references/' + encodeURIComponent(path.type),
    {},
  );
}
`;

/** A use of the client: every value below is checked against the document's types. */
const USE = `
import { applyJob, referencesOfType } from './client.js';

export async function run(base: string, token: string) {
  const refused = await applyJob(base, token, {
    jobOfferId: 2147483648,
    expectedInterviewDateFrom: '2026-12-01',
    expectedInterviewDateTo: '2026-12-02',
    expectedInterviewTimePeriod: 1,
    content: 'Hello',
  });
  let code: 'VALIDATION_FAIL' | 'BAD_REQUEST' | 'BE_CV_MUST_ATTACHED' | undefined;
  let args: (string | number)[] = [];
  if (refused.status === 400) {
    code = refused.body.code;
    args = refused.body.errorArgs;
  }
  const answers = await referencesOfType(base, { type: 'YES_NO' });
  const missing = await referencesOfType(base, { type: 'NO_SUCH_TYPE' });
  let firstName: string | undefined;
  if (answers.status === 200) firstName = answers.body[0]?.nameEn;
  let missingCode: 'BE_REFERENCE_TYPE_INVALID' | undefined;
  if (missing.status === 400 || missing.status === 404) {
    missingCode = missing.body.code === 'BE_REFERENCE_TYPE_INVALID' ? missing.body.code : undefined;
  }
  return { status: refused.status, code, args, firstName, missingCode };
}
`;

/** Calls that break the document's schemas: none may compile. */
const WRONG = `
import { applyJob, referencesOfType } from './client.js';

export async function wrong(base: string, token: string) {
  // jobOfferId is a number.
  await applyJob(base, token, {
    jobOfferId: '1',
    expectedInterviewDateFrom: '2026-12-01',
    expectedInterviewDateTo: '2026-12-02',
    expectedInterviewTimePeriod: 1,
  });
  await referencesOfType(base, {});
  const answer = await applyJob(base, token, {} as never);
  if (answer.status === 409) {
    const code: 'VALIDATION_FAIL' = answer.body.code;
    return code;
  }
}
`;

const CLIENT_SOURCES: Record<string, string> = { client: CLIENT, use: USE };

let app: App;
let dir = '';

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await seedReferenceOptions(app.db);
  dir = await mkdtemp(join(tmpdir(), 'vaga-client-'));
  const document = (await app.inject(PATHS.openapi)).json();
  await writeFile(join(dir, 'vaga-api.ts'), astToString(await openapiTS(document)));
  await writeFile(join(dir, 'client.ts'), CLIENT);
  await writeFile(join(dir, 'use.ts'), USE);
  await writeFile(join(dir, 'wrong.ts'), WRONG);
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The type errors of a file of the temporary client, compiled strictly. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([join(dir, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from the OpenAPI document', () => {
  it('compiles with its typed calls', { timeout: 60_000 }, () => {
    expect(typeErrors('use.ts')).toEqual([]);
  });

  it('refuses calls that break the document’s schemas', { timeout: 60_000 }, () => {
    const errors = typeErrors('wrong.ts').join('\n');
    expect(errors).toMatch(/'string' is not assignable to type 'number'/);
    expect(errors).toMatch(/Property 'type' is missing/);
    expect(errors).toMatch(/is not assignable to type '"VALIDATION_FAIL"'/);
  });

  it('calls the real server and reads its typed answers', { timeout: 60_000 }, async () => {
    for (const file of ['client', 'use']) {
      const source = CLIENT_SOURCES[file];
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      await writeFile(join(dir, `${file}.js`), outputText);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const token = await loginAs(app, { euid: 'generated-client' });
    const { run } = (await import(pathToFileURL(join(dir, 'use.js')).href)) as {
      run: (base: string, token: string) => Promise<Record<string, unknown>>;
    };
    const result = await run(`http://127.0.0.1:${port}`, token);
    expect(result).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAIL',
      missingCode: 'BE_REFERENCE_TYPE_INVALID',
    });
    expect(result.args).toContain('body.jobOfferId');
    expect(typeof result.firstName).toBe('string');
  });
});
