import type { ResumeDocument } from '../../domain/document.js';
import { resumePdf } from './resume-pdf.js';

/** A document as stored, not checked by the API (an older row, or a path the checks do not cover): the PDF writer takes any text. */
const documentOf = (text: string): ResumeDocument => ({
  version: 1,
  basics: { name: text.slice(0, 300), summary: text },
  sections: [
    { id: 'summary', kind: 'summary', title: 'Summary', hidden: false, entries: [] },
    {
      id: 'c',
      kind: 'custom',
      title: text.slice(0, 80),
      hidden: false,
      entries: [{ id: 'e', hidden: false, data: { title: text.slice(0, 300), highlights: [text] } }],
    },
  ],
  meta: {},
  extra: {},
});

describe('resume PDF writer with hostile text (issue 24)', () => {
  it.each([
    ['a 10,000-character unbroken word', 'x'.repeat(10_000), 'en'],
    ['lone surrogates', `a\ud800b\udc00c ${'\ud83d'.repeat(500)}`, 'en'],
    ['NUL and control characters', `nul\u0000 bell\u0007 esc\u001b ${'\u0000'.repeat(1000)}`, 'en'],
    ['an unbroken right-to-left word in a right-to-left resume', 'مرحبابالعالم'.repeat(800), 'ar'],
    ['bidi overrides and isolates, unbalanced', `\u202e${'abc\u2067שלום'.repeat(500)}`, 'he'],
    ['only zero-width characters', '\u200b'.repeat(10_000), 'en'],
  ])('makes a PDF of %s', async (_name, text, language) => {
    const pdf = await resumePdf(documentOf(text), { title: 't', template: 'modern', paper: 'Letter', language });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
