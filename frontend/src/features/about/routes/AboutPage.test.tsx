import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';

describe('"Report a bug" in the text of the about and documentation pages', () => {
  it.each([
    ['/about', '/report-bug?from=%2Fabout'],
    ['/documentation', '/report-bug?from=%2Fdocumentation'],
  ])('on %s passes the page, as the footer link does', async (path, href) => {
    renderRoute(path);
    const link = await screen.findByRole('link', { name: 'Report a bug' }); // in the text (the footer's says "Report a Bug")
    expect(link.closest('footer')).toBeNull();
    expect(link).toHaveAttribute('href', href);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Report a Bug' })).toHaveAttribute('href', href);
  });
});
