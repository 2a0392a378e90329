import { expect, test } from './support/test';

test('footer has the spec groups, bottom links and social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  const groups: Record<string, Array<[string, string]>> = {
    Features: [
      ['Career Quiz', '/quiz'],
      ['Roadmaps', '/roadmaps'],
      ['Practice', '/practice'],
      ['Resume Builder', '/resume-builder'],
      ['Project Feedback', '/project-feedback'],
    ],
    Resources: [
      ['Blog', '/blog'],
      ['Documentation', '/documentation'],
      ['Learning Paths', '/bootcamps'],
      ['Verify Certificate', '/verify-certificate'],
      ['My Certificates', '/my-certificates'],
    ],
    Company: [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Partners & Sponsors', '/partners'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ],
    Reports: [
      ['Security Reports', '/security-reports'],
      // The bug report names the page it was followed from (issue 26).
      ['Report a Bug', '/report-bug?from=%2F'],
    ],
  };
  for (const [name, links] of Object.entries(groups)) {
    const nav = footer.getByRole('navigation', { name, exact: true });
    await expect(nav.getByRole('link')).toHaveText(links.map(([label]) => label));
    for (const [label, href] of links) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  }

  for (const [label, href] of [
    ['DevPath on GitHub', 'https://github.com/devpath'],
    ['DevPath on X', 'https://x.com/devpath'],
    ['DevPath on LinkedIn', 'https://www.linkedin.com/company/devpath'],
    ['DevPath on Discord', 'https://discord.gg/devpath'],
  ]) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
});

test('footer links navigate inside the app', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy · DevPath');

  await footer.getByRole('link', { name: 'Security Reports' }).click();
  await expect(page).toHaveURL(/\/security-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Safe harbour' })).toBeVisible();
});
