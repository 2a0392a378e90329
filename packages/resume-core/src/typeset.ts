import type { ResumeDocument } from './document.js';
import { layoutOf, type Block } from './layout.js';
import { lineHeightOf, measurer, textWidth, type Weight } from './measure.js';
import { directionOf, PAGE_SIZE, type Paper, type TemplateId } from './settings.js';
import { STYLES, type Style } from './styles.js';
import { wrapText } from './wrap.js';

export type Tone = 'accent' | 'text' | 'muted';

/** A paragraph broken into lines: the PDF draws each line whole, the preview shows each as one element. */
export interface SetParagraph {
  kind: 'paragraph';
  role: 'name' | 'headline' | 'section' | 'entry' | 'dates' | 'text' | 'bullet';
  /** The text set (a heading in capitals when the template writes them so), and its lines. */
  text: string;
  lines: string[];
  weight: Weight;
  size: number;
  tone: Tone;
  /** Points from the start side of the text column. */
  indent: number;
  align: 'start' | 'center';
  /** Points from the top of one line to the next (the face's line height and the paragraph's gap). */
  lineHeight: number;
  /** Points of space before the first line. */
  before: number;
  link?: string;
  /** A section heading: its section's id, its title as written, and a rule under it when the template draws one. */
  sectionId?: string;
  title?: string;
  rule?: boolean;
}

/** The contact line: its parts in rows (a part is never split), joined by `separator`. */
export interface SetContact {
  kind: 'contact';
  rows: Array<Array<{ text: string; link?: string }>>;
  separator: string;
  size: number;
  align: 'start' | 'center';
  lineHeight: number;
  /** Points of space after the last row. */
  after: number;
}

export type SetItem = SetParagraph | SetContact;

export interface Typeset {
  style: Style;
  direction: 'ltr' | 'rtl';
  page: { width: number; height: number };
  /** The text column's width in points (the page less its margins). */
  width: number;
  items: SetItem[];
}

export interface TypesetSettings {
  template: TemplateId;
  paper: Paper;
  language: string;
}

/** Space under a section heading's rule, and under the heading itself, in points. */
export const RULE_SPACE = 4;
export const HEADING_SPACE = 2;
export const CONTACT_SEPARATOR = '  ·  ';

/**
 * A resume set on its page: every paragraph of `layoutOf` with its face, size, colour and spacing,
 * broken into lines by the width of its text in DejaVu Sans (`textWidth`). The server's PDF draws
 * exactly these lines (adding only page breaks) and the SPA's preview shows exactly these lines,
 * so what you see is what you download, line for line.
 */
export function typeset(document: ResumeDocument, settings: TypesetSettings): Typeset {
  const style = STYLES[settings.template] ?? STYLES.classic;
  const page = PAGE_SIZE[settings.paper] ?? PAGE_SIZE.A4;
  const width = page.width - style.margin * 2;
  const items: SetItem[] = [];
  const headerAlign = style.centerHeader ? 'center' : 'start';

  const paragraph = (
    role: SetParagraph['role'],
    text: string,
    options: {
      weight?: Weight;
      size: number;
      tone: Tone;
      indent?: number;
      align?: 'start' | 'center';
      lineGap: number;
      before?: number;
      link?: string;
    },
  ): SetParagraph => {
    const weight = options.weight ?? 'regular';
    const indent = options.indent ?? 0;
    const set: SetParagraph = {
      kind: 'paragraph',
      role,
      text,
      lines: wrapText(text, width - indent, measurer(weight, options.size)),
      weight,
      size: options.size,
      tone: options.tone,
      indent,
      align: options.align ?? 'start',
      lineHeight: lineHeightOf(weight, options.size) + options.lineGap,
      before: options.before ?? 0,
      ...(options.link ? { link: options.link } : {}),
    };
    items.push(set);
    return set;
  };

  const contact = (parts: Array<{ text: string; link?: string }>) => {
    const size = style.body - 0.5;
    const measure = (text: string) => textWidth(text, 'regular', size);
    const rows: SetContact['rows'] = [[]];
    let used = 0;
    for (const part of parts) {
      const w = measure(part.text) + (rows.at(-1)!.length ? measure(CONTACT_SEPARATOR) : 0);
      if (used + w > width && rows.at(-1)!.length) {
        rows.push([]);
        used = 0;
      }
      used += measure(part.text) + (rows.at(-1)!.length ? measure(CONTACT_SEPARATOR) : 0);
      rows.at(-1)!.push(part);
    }
    items.push({
      kind: 'contact',
      rows,
      separator: CONTACT_SEPARATOR,
      size,
      align: headerAlign,
      lineHeight: lineHeightOf('regular', size) + 2,
      after: 4,
    });
  };

  const blocks: Block[] = layoutOf(document, settings.language);
  for (const block of blocks) {
    switch (block.type) {
      case 'name':
        paragraph('name', block.text, {
          weight: 'bold',
          size: style.name,
          tone: 'accent',
          align: headerAlign,
          lineGap: 2,
        });
        break;
      case 'headline':
        paragraph('headline', block.text, { size: style.headline, tone: 'muted', align: headerAlign, lineGap: 4 });
        break;
      case 'contact':
        contact(block.parts);
        break;
      case 'section': {
        const title = style.headingUpper ? block.text.toLocaleUpperCase(settings.language) : block.text;
        const set = paragraph('section', title, {
          weight: 'bold',
          size: style.heading,
          tone: 'accent',
          lineGap: 2,
          before: 8 * style.gap,
        });
        set.sectionId = block.id;
        set.title = block.text;
        set.rule = style.rule;
        break;
      }
      case 'entry': {
        const heading = [block.title, block.subtitle].filter(Boolean).join(' — ');
        paragraph('entry', heading, {
          weight: 'bold',
          size: style.body + 0.5,
          tone: 'text',
          link: block.link,
          lineGap: 1,
          before: 3 * style.gap,
        });
        if (block.dates) paragraph('dates', block.dates, { size: style.body - 1, tone: 'muted', lineGap: 1.5 });
        break;
      }
      case 'text':
        paragraph('text', block.text, { size: style.body, tone: 'text', lineGap: 1.5 });
        break;
      case 'bullet':
        paragraph('bullet', `• ${block.text}`, { size: style.body, tone: 'text', indent: 10, lineGap: 1.5 });
        break;
    }
  }
  return { style, direction: directionOf(settings.language), page, width, items };
}

/** The lines of a typeset resume in reading order, as a reader extracts them (a contact row is its parts joined by the separator). */
export function linesOf(set: Typeset): string[] {
  return set.items.flatMap((item) =>
    item.kind === 'contact' ? item.rows.map((row) => row.map((p) => p.text).join(item.separator)) : item.lines,
  );
}
