import { Logger } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { WorkerPool, WorkerPoolError } from './worker-pool.js';

/**
 * The budgets of one PDF (a resume of the largest accepted size takes about 1 s on one core of our
 * machines, see docs/benchmarks.md; a certificate about 50 ms): beyond them the render is stopped
 * and the request answered 503 with a code, the server unharmed.
 */
export const PDF_LIMITS = {
  /** Time a PDF may take once a worker has it. */
  timeoutMs: 15_000,
  /** PDFs waiting for a worker at most; one more is refused at once. */
  maxQueue: 16,
  /** Time a PDF may wait for a worker. */
  queueTimeoutMs: 30_000,
  /** V8 heap of a PDF worker (the largest resume needs about 150 MB). */
  maxOldGenerationSizeMb: 512,
} as const;

let pool: WorkerPool | undefined;

const pdfPool = () =>
  (pool ??= new WorkerPool({
    name: 'PDF',
    maxQueue: PDF_LIMITS.maxQueue,
    timeoutMs: PDF_LIMITS.timeoutMs,
    queueTimeoutMs: PDF_LIMITS.queueTimeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 32 },
  }));

/**
 * Makes a PDF in a worker thread (the event loop never waits on one): `name(...args)` exported by
 * `module`, a file URL written `new URL('./x.js', import.meta.url)` (from the TypeScript sources
 * the worker loads x.ts). Throws DomainErrors with codes: PDF_BUSY (503, too many PDFs at once),
 * PDF_TIMEOUT (503, over the time budget), PDF_TOO_COMPLEX (503, over the memory budget),
 * PDF_FAILED (503, the worker failed).
 */
export async function renderPdf(module: URL, name: string, args: unknown[]): Promise<Buffer> {
  try {
    return await pdfPool().run<Buffer>(module, name, args);
  } catch (error) {
    if (!(error instanceof WorkerPoolError)) throw error;
    if (error.reason === 'failed' || error.reason === 'crashed')
      new Logger('PDF').error({ err: error, task: error.task }, `${name} failed: ${error.message}`);
    throw pdfError(error);
  }
}

/** The answer to a PDF that could not be made (503 with a code; the filter adds Retry-After). */
export function pdfError(error: WorkerPoolError): DomainError {
  switch (error.reason) {
    case 'busy':
      return new DomainError(
        'unavailable',
        'PDF_BUSY',
        'Too many PDFs are being made right now: try again in a few seconds.',
      );
    case 'timeout':
      return new DomainError(
        'unavailable',
        'PDF_TIMEOUT',
        `This PDF took longer than ${PDF_LIMITS.timeoutMs / 1000} s to make and was stopped: try again later, or shorten the document.`,
      );
    case 'memory':
      return new DomainError(
        'unavailable',
        'PDF_TOO_COMPLEX',
        'This PDF needed more memory than a PDF may use and was stopped: shorten the document.',
      );
    default:
      return new DomainError('unavailable', 'PDF_FAILED', 'The PDF could not be made: try again later.');
  }
}

/** Stops the PDF workers (at shutdown); the next PDF starts new ones. */
export async function closePdfWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
