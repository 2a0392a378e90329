import { renderPdf } from '../../../../platform/workers/pdf-workers.js';
import type { PdfFacts } from './certificate-pdf-drawing.js';

export type { PdfFacts } from './certificate-pdf-drawing.js';

const DRAWING = new URL('./certificate-pdf-drawing.js', import.meta.url);

/** The certificate as a PDF, made in a PDF worker thread (never on the event loop); PDF_* 503s when the workers are busy or a render fails. */
export function certificatePdf(facts: PdfFacts): Promise<Buffer> {
  return renderPdf(DRAWING, 'drawCertificatePdf', [facts]);
}
