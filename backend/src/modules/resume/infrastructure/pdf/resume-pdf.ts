import {
  BAND_HEIGHT,
  HEADING_SPACE,
  RULE_SPACE,
  RULE_WIDTH,
  typeset,
  type SetParagraph,
  type Tone,
} from '@devpath/resume-core';
import PDFDocument from 'pdfkit';
import { unicodeFonts, type PdfWeight } from '../../../../platform/pdf/unicode-fonts.js';
import { pdfBytes } from '../../../../platform/pdf/pdf-bytes.js';
import type { ResumeDocument } from '../../domain/document.js';
import type { Paper, TemplateId } from '../../domain/resume-settings.js';
import { RTL_CHAR, visualPieces } from './bidi-runs.js';

const PAPER_SIZE: Record<Paper, string> = { A4: 'A4', Letter: 'LETTER' };

interface Settings {
  title: string;
  template: TemplateId;
  paper: Paper;
  language: string;
}

/**
 * A resume as a PDF: real text in embedded fonts (DejaVu Sans and the machine's fallbacks, only
 * the glyphs used), links as link annotations, one column. What it shows, in which face, size,
 * colour and spacing, and where every line breaks, is the shared resume model's `typeset`
 * (packages/resume-core), which the SPA's preview shows too; this file adds the page breaks and
 * draws. Each line is drawn whole on its page (a page break never splits a line; a heading never
 * ends a page); lines with right-to-left text are reordered by the Unicode bidirectional algorithm
 * (bidi-js) and set run by run (fontkit shapes Arabic and sets each right-to-left run in visual order).
 */
export function resumePdf(document: ResumeDocument, settings: Settings): Promise<Buffer> {
  const set = typeset(document, settings);
  const { style, direction: dir, width } = set;
  const doc = new PDFDocument({
    size: PAPER_SIZE[settings.paper],
    margin: style.margin,
    lang: settings.language,
    displayTitle: true,
    info: {
      Title: document.basics.name?.trim() ? `${document.basics.name.trim()} – resume` : settings.title,
      Author: document.basics.name?.trim() || 'DevPath learner',
      Creator: 'DevPath resume builder',
    },
  });
  const done = pdfBytes(doc);

  const fonts = unicodeFonts();
  const left = style.margin;
  const bottom = () => doc.page.height - style.margin;
  const color: Record<Tone, string> = { accent: style.accent, text: style.text, muted: style.muted };
  let y = style.margin;

  const useFont = (text: string, weight: PdfWeight, size: number) => {
    const face = fonts.faceFor(text, weight);
    (face.family ? doc.font(face.path, face.family) : doc.font(face.path)).fontSize(size);
  };
  /** The width PDFKit sets a text in (the current face and size): where a centred or right-aligned line starts. */
  const drawnWidth = (text: string) => doc.widthOfString(text);

  const newPageIfNeeded = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = style.margin;
    }
  };

  /** Draws one line at (x, y): piece by piece in visual order when it holds right-to-left text or the resume is right to left. */
  const drawLine = (line: string, x: number, fill: string, link?: string) => {
    doc.fillColor(fill);
    if (dir === 'ltr' && !RTL_CHAR.test(line)) {
      doc.text(line, x, y, { lineBreak: false, link, underline: false });
      return;
    }
    let cursor = x;
    for (const piece of visualPieces(line, dir)) {
      if (piece.text.trim()) doc.text(piece.text, cursor, y, { lineBreak: false, link, underline: false });
      cursor += drawnWidth(piece.text);
    }
  };

  /** A paragraph's lines as typeset, each kept whole on a page; aligned to the start side of the resume's direction (or centred). */
  const paragraph = (p: SetParagraph) => {
    useFont(p.lines.join(' '), p.weight, p.size);
    for (const line of p.lines) {
      newPageIfNeeded(p.lineHeight);
      const w = drawnWidth(line);
      const x =
        p.align === 'center' ? left + (width - w) / 2 : dir === 'rtl' ? left + width - p.indent - w : left + p.indent;
      drawLine(line, x, color[p.tone], p.link);
      y += p.lineHeight;
    }
  };

  if (style.band) doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(style.accent);
  set.items.forEach((item, index) => {
    if (item.kind === 'contact') {
      // Each part is its own run so each link is clickable; parts wrap as whole words.
      useFont(
        item.rows
          .flat()
          .map((p) => p.text)
          .join(' '),
        'regular',
        item.size,
      );
      for (const row of item.rows) {
        newPageIfNeeded(item.lineHeight);
        const parts = dir === 'rtl' ? [...row].reverse() : row;
        const total = parts.reduce((sum, p, k) => sum + drawnWidth(p.text) + (k ? drawnWidth(item.separator) : 0), 0);
        let x = item.align === 'center' ? left + (width - total) / 2 : dir === 'rtl' ? left + width - total : left;
        parts.forEach((p, k) => {
          if (k) {
            doc.fillColor(style.muted).text(item.separator, x, y, { lineBreak: false });
            x += drawnWidth(item.separator);
          }
          useFont(p.text, 'regular', item.size);
          drawLine(p.text, x, p.link ? style.accent : style.muted, p.link);
          x += drawnWidth(p.text);
        });
        y += item.lineHeight;
      }
      y += item.after;
      return;
    }
    y += item.before;
    if (item.role === 'section') {
      // A heading never ends a page: it keeps its first line of content with it.
      const next = set.items[index + 1];
      const following = next && next.kind === 'paragraph' ? next.lineHeight : 0;
      newPageIfNeeded(
        item.lineHeight * item.lines.length + (item.rule ? RULE_SPACE : 0) + HEADING_SPACE + following + 10,
      );
    }
    paragraph(item);
    if (item.role === 'section') {
      if (item.rule) {
        doc
          .moveTo(left, y)
          .lineTo(left + width, y)
          .lineWidth(RULE_WIDTH)
          .strokeColor(style.accent)
          .stroke();
        y += RULE_SPACE;
      }
      y += HEADING_SPACE;
    }
  });
  doc.end();
  return done;
}
