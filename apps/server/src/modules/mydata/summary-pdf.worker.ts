import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../../platform/worker-pool.ts';
import { renderSummaryPdf, type SummaryPdfInput } from './summary-pdf.ts';

/** Renders the PDF summary of a data export in a worker thread (see MyDataExportService). */
parentPort?.on('message', (input: SummaryPdfInput) => {
  renderSummaryPdf(input).then(
    (pdf) => {
      const value = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort?.postMessage({ ok: true, value } satisfies WorkerReply);
    },
    (error: unknown) => {
      parentPort?.postMessage({ ok: false, error: String(error) } satisfies WorkerReply);
    },
  );
});
