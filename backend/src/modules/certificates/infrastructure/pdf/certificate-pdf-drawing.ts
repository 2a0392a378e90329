import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { unicodeFonts, type PdfWeight } from '../../../../platform/pdf/unicode-fonts.js';
import { pdfBytes } from '../../../../platform/pdf/pdf-bytes.js';

export interface PdfFacts {
  holderName: string;
  roadmapTitle: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  revoked: boolean;
}

const INDIGO = '#3b4fd8';
const GREY = '#4a5061';

/**
 * The certificate as an A4 landscape PDF: real text (searchable, readable by screen readers
 * and copy-paste), and a QR code to the verification page. Runs in a PDF worker (certificate-pdf.ts).
 */
export async function drawCertificatePdf(facts: PdfFacts): Promise<Buffer> {
  const qr = await QRCode.toBuffer(facts.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 360 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `${facts.roadmapTitle} certificate (${facts.code})`,
      Author: 'DevPath',
      Subject: `Certificate ${facts.code}`,
    },
  });
  const done = pdfBytes(doc);

  // Every text in a face that has its glyphs: a holder's name may be in any script.
  const fonts = unicodeFonts();
  const set = (text: string, weight: PdfWeight) => {
    const face = fonts.faceFor(text, weight);
    return face.family ? doc.font(face.path, face.family) : doc.font(face.path);
  };

  const { width, height } = doc.page;
  doc
    .lineWidth(6)
    .strokeColor(INDIGO)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  set('DevPath', 'bold').fillColor(INDIGO).fontSize(18).text('DevPath', 56, 64);
  set('Certificate of Completion', 'bold')
    .fillColor('#111111')
    .fontSize(34)
    .text('Certificate of Completion', 56, 120, { align: 'center' });
  set('This certifies that', 'regular')
    .fontSize(14)
    .fillColor(GREY)
    .text('This certifies that', { align: 'center' })
    .moveDown(0.6);
  set(facts.holderName, 'bold')
    .fontSize(30)
    .fillColor('#111111')
    .text(facts.holderName, { align: 'center' })
    .moveDown(0.5);
  const completed = 'completed the roadmap and passed the final exam of';
  set(completed, 'regular').fontSize(14).fillColor(GREY).text(completed, { align: 'center' }).moveDown(0.4);
  set(facts.roadmapTitle, 'bold').fontSize(22).fillColor(INDIGO).text(facts.roadmapTitle, { align: 'center' });

  const date = facts.issuedAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  set(`${date} ${facts.verifyUrl}`, 'regular').fontSize(12).fillColor(GREY);
  doc.text(`Issued on ${date}`, 56, height - 150);
  doc.text(`Certificate code: ${facts.code}`, 56, height - 132);
  doc.text(`Verify at ${facts.verifyUrl}`, 56, height - 114, {
    width: width - 280,
    link: facts.verifyUrl,
    underline: false,
  });
  if (facts.revoked)
    set('This certificate has been revoked.', 'bold')
      .fillColor('#c92a2a')
      .text('This certificate has been revoked.', 56, height - 96);
  doc.image(qr, width - 190, height - 190, { width: 130 });
  doc.end();
  return done;
}
