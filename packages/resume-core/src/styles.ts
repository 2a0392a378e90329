import type { TemplateId } from './settings.js';

/**
 * The look of each template, in points and colours: the one table the PDF is drawn with and the
 * preview is styled from. Every template is one column, so applicant-tracking systems read it in order.
 */
export interface Style {
  accent: string;
  text: string;
  muted: string;
  /** Page margin on every side. */
  margin: number;
  /** Font sizes: body text, the name, the headline under it, section headings. */
  body: number;
  name: number;
  headline: number;
  heading: number;
  headingUpper: boolean;
  centerHeader: boolean;
  /** A rule under each section heading; a band of the accent colour across the top of the page. */
  rule: boolean;
  band: boolean;
  /** Multiplies the space before sections and entries. */
  gap: number;
}

export const STYLES: Record<TemplateId, Style> = {
  classic: {
    accent: '#1f2937',
    text: '#111827',
    muted: '#4b5563',
    margin: 54,
    body: 10.5,
    name: 24,
    headline: 12,
    heading: 12,
    headingUpper: true,
    centerHeader: true,
    rule: true,
    band: false,
    gap: 1,
  },
  modern: {
    accent: '#0b6e69',
    text: '#111827',
    muted: '#44505f',
    margin: 50,
    body: 10.5,
    name: 26,
    headline: 12.5,
    heading: 13,
    headingUpper: false,
    centerHeader: false,
    rule: false,
    band: false,
    gap: 1.1,
  },
  compact: {
    accent: '#1e3a8a',
    text: '#111827',
    muted: '#4b5563',
    margin: 40,
    body: 9.5,
    name: 20,
    headline: 11,
    heading: 10.5,
    headingUpper: true,
    centerHeader: false,
    rule: true,
    band: false,
    gap: 0.7,
  },
  executive: {
    accent: '#1c2b4a',
    text: '#111827',
    muted: '#465064',
    margin: 54,
    body: 10.5,
    name: 26,
    headline: 12.5,
    heading: 12.5,
    headingUpper: true,
    centerHeader: false,
    rule: true,
    band: true,
    gap: 1.1,
  },
};

/** Height of the executive template's band, in points. */
export const BAND_HEIGHT = 6;
/** Width of the rule under a section heading, in points. */
export const RULE_WIDTH = 0.7;
