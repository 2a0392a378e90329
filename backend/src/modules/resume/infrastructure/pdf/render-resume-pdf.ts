import { renderPdf } from '../../../../platform/workers/pdf-workers.js';
import type { ResumeDocument } from '../../domain/document.js';
import type { ResumeSettings } from '../../domain/resume.js';

const DRAWING = new URL('./resume-pdf.js', import.meta.url);

/**
 * A resume as a PDF, made in a PDF worker thread (resume-pdf.ts draws it there): the event loop
 * never waits on a PDF. PDF_BUSY, PDF_TIMEOUT, PDF_TOO_COMPLEX or PDF_FAILED (503) when the
 * workers are busy or a render goes over its budget.
 */
export function renderResumePdf(document: ResumeDocument, settings: ResumeSettings): Promise<Buffer> {
  const { title, template, paper, language } = settings;
  return renderPdf(DRAWING, 'resumePdf', [document, { title, template, paper, language }]);
}
