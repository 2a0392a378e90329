import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

function renderMarkdown(markdown: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown>{markdown}</Markdown> }]);
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('Markdown', () => {
  it('renders a lesson table as a table (GitHub-flavoured Markdown), in a region that scrolls by keyboard', () => {
    renderMarkdown(
      'Compare:\n\n| Threat | Property it breaks |\n| --- | --- |\n| Spoofing | Authenticity |\n| Tampering | Integrity |\n',
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Threat', 'Property it breaks']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Table, scrolls sideways' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText(/\| Threat \|/)).toBeNull();
  });

  it('renders a code block as a labelled region that scrolls by keyboard, its text untouched', () => {
    renderMarkdown('Run it:\n\n```js\nconst total = [1, 2].reduce((a, b) => a + b, 0);\n```\n');
    const block = screen.getByRole('group', { name: 'Code example' });
    expect(block.tagName).toBe('PRE');
    expect(block).toHaveAttribute('tabindex', '0');
    expect(block.textContent).toBe('const total = [1, 2].reduce((a, b) => a + b, 0);\n');
  });

  it('still drops raw HTML and unsafe links', () => {
    renderMarkdown('<script>alert(1)</script>\n\n[click](javascript:alert(1)) and ~~old~~ text');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect(document.querySelector('del')?.textContent).toBe('old');
  });
});
