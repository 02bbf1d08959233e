import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../../platform/worker-pool.ts';
import { renderCvPdf, type CvPdfInput } from './cv-pdf.ts';

/** Renders CV PDFs in a worker thread (see CvsService.generate). */
parentPort?.on('message', (input: CvPdfInput) => {
  renderCvPdf(input).then(
    (pdf) => {
      const value = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ ok: true, value } satisfies WorkerReply);
    },
    (error: unknown) => {
      parentPort?.postMessage({ ok: false, error: String(error) } satisfies WorkerReply);
    },
  );
});
