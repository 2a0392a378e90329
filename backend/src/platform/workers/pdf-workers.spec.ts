import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { closePdfWorkers, pdfError, renderPdf } from './pdf-workers.js';
import { WorkerPoolError, type WorkerFailure } from './worker-pool.js';

describe('PDF workers (issue 24)', () => {
  afterAll(() => closePdfWorkers());

  it.each<[WorkerFailure, string]>([
    ['busy', 'PDF_BUSY'],
    ['timeout', 'PDF_TIMEOUT'],
    ['memory', 'PDF_TOO_COMPLEX'],
    ['crashed', 'PDF_FAILED'],
    ['failed', 'PDF_FAILED'],
  ])('answers a PDF that was %s with 503 %s', (reason, code) => {
    const error = pdfError(new WorkerPoolError(reason, 'internal detail'));
    expect(error).toBeInstanceOf(DomainError);
    expect({ kind: error.kind, code: error.code, leaks: error.message.includes('internal detail') }).toEqual({
      kind: 'unavailable',
      code,
      leaks: false,
    });
  });

  it('makes the bytes in a worker and gives them back as a Buffer; a drawing that throws is PDF_FAILED', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-workers-'));
    writeFileSync(
      join(dir, 'draw.mjs'),
      `export const draw = (text) => Buffer.from('%PDF-' + text); export const broken = () => { throw new Error('boom'); };`,
    );
    const module = pathToFileURL(join(dir, 'draw.mjs'));
    const pdf = await renderPdf(module, 'draw', ['hello']);
    expect(Buffer.isBuffer(pdf) && pdf.toString()).toBe('%PDF-hello');
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(renderPdf(module, 'broken', [])).rejects.toMatchObject({ code: 'PDF_FAILED', kind: 'unavailable' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
