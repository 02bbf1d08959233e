import { deflateSync, crc32 } from 'node:zlib';
import { CONSOLE_UNEMPLOYMENT_PATHS, PATHS, buildPath } from '@vaga/contract';
import type { App } from '../../src/platform/types.ts';
import { pdfBytes } from './cv-files.ts';
import { OPTIONS } from './profile.ts';

export { docxBytes, exeBytes, pdfBytes } from './cv-files.ts';

interface Caller {
  headers: { authorization: string };
}
const withLang = (caller: Caller) => ({ ...caller.headers, 'accept-language': 'en' });

/** A small JPEG (JFIF header), padded to `size` bytes when asked. */
export function jpgBytes(size = 0): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  const tail = Buffer.from([0xff, 0xd9]);
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x00);
  return Buffer.concat([head, body, tail]);
}

/** A real 1×1 PNG. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TestFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** A multipart body with several file parts, each under its own field name. */
export function multipartFiles(files: TestFile[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----vaga${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      'utf8',
    ),
    file.bytes,
    Buffer.from('\r\n', 'utf8'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`, 'utf8')]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadFiles(
  app: App,
  caller: Caller,
  kind: 'separation' | 'proof' | 'supplement',
  files: TestFile[],
) {
  const body = multipartFiles(files);
  return app.inject({
    method: 'POST',
    url: `${PATHS.unemploymentUploads}?kind=${kind}`,
    headers: { ...withLang(caller), ...body.headers },
    payload: body.payload,
  });
}

/** A complete registration form (every field valid), with overrides. */
export function unemploymentFields(overrides: Record<string, unknown> = {}) {
  return {
    resignedDate: '2026-10-31',
    lastEmployCompanyName: 'Companhia de Teste, Lda.',
    latestJobObj: { typeJobTitleId: OPTIONS.jobTitle, textJobTitle: null },
    resignedReasonId: 1,
    otherResignedReason: null,
    lastEmployJobSalaryAmount: 15000,
    lastEmployJobSalaryTypeId: 1,
    ...overrides,
  };
}

export function postSd(app: App, caller: Caller, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PATHS.unemployment,
    headers: withLang(caller),
    payload: body,
  });
}

export function getAs(app: App, caller: Caller, url: string) {
  return app.inject({ method: 'GET', url, headers: withLang(caller) });
}

export function deleteAttachment(app: App, caller: Caller, id: string) {
  return app.inject({
    method: 'DELETE',
    url: buildPath(PATHS.unemploymentAttachment, { id }),
    headers: withLang(caller),
  });
}

export function postSupplements(app: App, caller: Caller, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PATHS.unemploymentSupplements,
    headers: withLang(caller),
    payload: body,
  });
}

/** A staff action on a registration. */
export function staffUnemployment(
  app: App,
  staff: Caller,
  action: 'approve' | 'refuse' | 'supplements',
  id: number,
  body: Record<string, unknown> = {},
) {
  const paths = {
    approve: CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentApprove,
    refuse: CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentRefuse,
    supplements: CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentSupplement,
  };
  return app.inject({
    method: 'POST',
    url: buildPath(paths[action], { id }),
    headers: withLang(staff),
    payload: body,
  });
}

/** Saves the fields, uploads a separation PDF and submits; answers the registration's id. */
export async function submitRegistration(app: App, caller: Caller): Promise<number> {
  const upload = await uploadFiles(app, caller, 'separation', [
    { bytes: pdfBytes(), name: 'letter.pdf' },
  ]);
  if (upload.statusCode !== 200) throw new Error(`not uploaded: ${upload.body}`);
  const res = await postSd(app, caller, { action: 'submit', ...unemploymentFields() });
  if (res.statusCode !== 200) throw new Error(`not submitted: ${res.body}`);
  return res.json().registration.id as number;
}
