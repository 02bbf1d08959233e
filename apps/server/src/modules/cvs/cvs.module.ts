import { defineModule } from '../../platform/module-manifest.ts';
import { WorkerPool } from '../../platform/worker-pool.ts';
import { scheduleCvJobs } from './cv-jobs.ts';
import type { CvPdfInput } from './cv-pdf.ts';
import { CvsRepository } from './cvs.repository.ts';
import { cvsRoutes } from './cvs.routes.ts';
import { CvsService } from './cvs.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    cvs: CvsService;
  }
}

/** Worker threads rendering CV PDFs (the machine has few cores; the rest serve requests). */
const PDF_WORKERS = 2;
/**
 * The PDF worker's module: the TypeScript source when the server runs from source, the compiled
 * entry beside the bundle in production (build/build.ts compiles it as `cv-pdf.worker.js`).
 */
const PDF_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./cv-pdf.worker.ts', import.meta.url)
  : new URL('./cv-pdf.worker.js', import.meta.url);

/** A seeker's CV files, uploaded or rendered from the resume as PDF. */
export const cvsModule = defineModule({
  name: 'cvs',
  services: ({ db, deps, services, onClose }) => {
    const pdfs = new WorkerPool<CvPdfInput, Uint8Array>(PDF_WORKER_MODULE, PDF_WORKERS);
    onClose(() => pdfs.close());
    return {
      cvs: new CvsService(
        new CvsRepository(db),
        { ...deps, files: services.files, renderPdf: (input) => pdfs.run(input) },
        () => services.profile,
      ),
    };
  },
  routes: [cvsRoutes],
  jobs: [scheduleCvJobs],
});
