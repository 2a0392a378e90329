import { linesOf, PAPERS, TEMPLATES, typeset, wrappingExample } from '@devpath/resume-core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumePreview } from './ResumePreview';

/**
 * What you see is what you download (issue 27, item 4): the preview shows the lines of the shared
 * resume model's `typeset`, one element per line, and the server's PDF draws the same lines
 * (backend/test/resume-lines.e2e-spec.ts reads them back from the PDF). Same document, same lines.
 */
const normalised = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
const shownLines = () =>
  normalised(Array.from(screen.getByRole('article').querySelectorAll('[data-line]'), (line) => line.textContent ?? ''));

describe('ResumePreview', () => {
  it.each(TEMPLATES.flatMap((template) => PAPERS.map((paper) => [template, paper] as const)))(
    '%s on %s: shows exactly the lines the PDF draws',
    (template, paper) => {
      const document = wrappingExample();
      render(<ResumePreview document={document} template={template} paper={paper} language="en" />);
      const expected = normalised(linesOf(typeset(document, { template, paper, language: 'en' })));
      // It really wraps: the summary's second paragraph over several lines, its link broken within.
      expect(
        expected.filter((line) => /mentor|pull requests|accessibility testing/.test(line)).length,
      ).toBeGreaterThanOrEqual(2);
      expect(shownLines()).toEqual(expected);
    },
  );

  it('names a heading in capitals as written, joins lines as the text was written, and keeps links on every line', () => {
    const document = wrappingExample();
    render(<ResumePreview document={document} template="classic" paper="A4" language="en" />);
    const preview = screen.getByRole('article', { name: 'Resume preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeInTheDocument();
    const summary = within(preview).getByRole('heading', { level: 3, name: 'Summary' });
    expect(summary).toHaveTextContent('SUMMARY');
    // Lines broken between words read back with their spaces; a word broken within, without one.
    const paragraph = Array.from(preview.querySelectorAll('p')).find((p) => p.textContent?.includes('mentor'))!;
    expect(paragraph.querySelectorAll('[data-line]').length).toBeGreaterThanOrEqual(2);
    expect(paragraph.textContent?.trim()).toBe(document.basics.summary!.split('\n\n')[1]);
    // The contact line's links.
    expect(within(preview).getByRole('link', { name: 'maya.okafor@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya.okafor@example.com',
    );
  });

  it('says where the resume appears while the document is empty', () => {
    render(
      <ResumePreview
        document={{ version: 1, basics: {}, sections: [], meta: {}, extra: {} }}
        template="modern"
        paper="Letter"
        language="ar"
      />,
    );
    const preview = screen.getByRole('article');
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(within(preview).getByText(/Your resume appears here/)).toBeInTheDocument();
  });
});
