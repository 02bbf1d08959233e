import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** The size of the buffer React 18's Node renderer encodes its output into. */
const REACT_VIEW_SIZE = 2048;

/**
 * A chunk as React 18.3 meant it. When a multi-byte character does not fit at the end of its
 * 2,048-byte buffer, that renderer still writes the whole buffer, the bytes it left unwritten
 * (zeros, at most three) included (facebook/react#26228, fixed after React 18): they are cut
 * off here. Nothing the app renders contains a zero byte (the server refuses control characters
 * in what it stores), so a full buffer's trailing zeros are never text.
 */
export function withoutUnwrittenBytes(chunk: Buffer): Buffer {
  if (chunk.length !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.length;
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** The whole markup of `element`, once everything in it (its suspended parts too) is ready. */
export function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : withoutUnwrittenBytes(Buffer.from(chunk)),
        );
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
