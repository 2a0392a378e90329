import { linesOf, PAPERS, TEMPLATES, typeset, wrappingExample } from '@devpath/resume-core';
import { resumePdf } from '../src/modules/resume/infrastructure/pdf/resume-pdf.js';
import { pdfText } from './support/pdf-text.js';

/**
 * What you see is what you download (issue 27, item 4): the SPA's preview shows the lines of the
 * shared resume model's `typeset` (frontend: ResumePreview.test.tsx checks its DOM against them);
 * here the PDF a learner downloads is read back with pdf.js and must break every line at the
 * same place as those lines, for each template and paper.
 */
const normalised = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);

describe('the resume PDF and the preview break lines at the same places', () => {
  it.each(TEMPLATES.flatMap((template) => PAPERS.map((paper) => [template, paper] as const)))(
    '%s on %s: the PDF text lines are the typeset lines',
    async (template, paper) => {
      const document = wrappingExample();
      const settings = { title: 'Resume', template, paper, language: 'en' };
      const expected = normalised(linesOf(typeset(document, settings)));
      // The document really wraps: paragraphs over several lines, and a word broken within.
      const set = typeset(document, settings);
      expect(set.items.some((item) => item.kind === 'paragraph' && item.lines.length >= 3)).toBe(true);
      expect(
        expected.some((line) => line.startsWith('https://mayaokafor.dev/notes/') && !line.endsWith('pipelines.')),
      ).toBe(true);

      const { lines } = await pdfText(await resumePdf(document, settings));
      expect(normalised(lines)).toEqual(expected);
    },
  );
});
