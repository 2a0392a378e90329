import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

function group(name: string) {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('has the spec groups and links, with Practice and Pricing', () => {
    renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Features', 'Resources', 'Company']);
    expect(group('Features')).toEqual([
      ['Career Quiz', '/quiz'],
      ['Roadmaps', '/roadmaps'],
      ['Practice', '/practice'],
      ['Resume Builder', '/resume-builder'],
      ['Project Feedback', '/project-feedback'],
    ]);
    expect(group('Resources')).toEqual([
      ['Blog', '/blog'],
      ['Documentation', '/documentation'],
      ['Learning Paths', '/bootcamps'],
      ['Verify Certificate', '/verify-certificate'],
      ['My Certificates', '/my-certificates'],
    ]);
    expect(group('Company')).toEqual([
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Partners & Sponsors', '/partners'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
  });

  it('has the bottom links, including Security Reports; "Report a Bug" carries the page it is followed from', () => {
    renderRoute('/roadmaps?view=list');
    expect(group('Reports')).toEqual([
      ['Security Reports', '/security-reports'],
      ['Report a Bug', '/report-bug?from=%2Froadmaps%3Fview%3Dlist'],
    ]);
  });

  it('on the bug report itself, "Report a Bug" names no page', () => {
    renderRoute('/report-bug');
    expect(group('Reports')).toContainEqual(['Report a Bug', '/report-bug']);
  });

  it('has labelled social links to the DevPath pages, opened safely in a new tab', () => {
    renderRoute('/');
    const social = within(screen.getByRole('list', { name: 'DevPath on social media' })).getAllByRole('link');
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['DevPath on GitHub', 'https://github.com/devpath'],
      ['DevPath on X', 'https://x.com/devpath'],
      ['DevPath on LinkedIn', 'https://www.linkedin.com/company/devpath'],
      ['DevPath on Discord', 'https://discord.gg/devpath'],
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
