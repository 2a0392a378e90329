import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { DEMO, startSignedIn } from './support/accounts';

// Both colour schemes pass the same checks (issue 10 item 11).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    const pages = [
      ['home', '/', /Find your path into tech/],
      ['documentation', '/documentation', /Documentation/],
      ['pricing', '/pricing', /Pricing/],
      ['marketplace', '/marketplace', /Marketplace/],
      ['sign-in', '/auth', /Welcome back/],
      ['register', '/auth?tab=register', /Create your DevPath account/],
      ['404', '/no/such/page', /404 Page Not Found/],
    ] as const;

    for (const [name, path, heading] of pages) {
      test(`${name}: no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

      test('home and the open menu: no serious or critical axe violations', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
        let results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      });
    });

    /** Signed in as the demo admin: the learner's pages, then the admin console's screens. */
    const SIGNED_IN = [
      [
        'learner pages (dashboard, settings, claim, purchases)',
        [
          ['/dashboard', /Welcome back/],
          ['/settings', /Settings/],
          ['/profile/claim', /Claim your handle/],
          ['/purchases', /My purchases/],
        ],
      ],
      [
        'commerce (cart, premium, pricing, orders)',
        [
          ['/cart', /Cart/],
          ['/premium', /Premium membership/],
          ['/pricing', /Pricing/],
          ['/admin/orders', /Orders/],
        ],
      ],
      [
        'admin console (users and overview, audit log, inbox, security reports, partners, marketplace)',
        [
          ['/admin', /Admin/],
          ['/admin/audit-log', /Audit log/],
          ['/admin/inbox', /Inbox/],
          ['/admin/security-reports', /Security reports/],
          ['/admin/partners', /Partners/],
          ['/admin/marketplace', /Marketplace products/],
        ],
      ],
    ] as const;

    for (const [name, screens] of SIGNED_IN) {
      test(`signed in, ${name}: no serious or critical axe violations`, async ({ page }) => {
        // A bound on a hang, not a speed budget: each screen is a page load and a full axe run.
        test.setTimeout(30_000 * screens.length);
        await startSignedIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard');
        for (const [path, heading] of screens) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      });
    }

    /** Every route of the spec's table (spec §2) with sample parameters, signed out. */
    const EVERY_PUBLIC_ROUTE = [
      '/', '/auth', '/quiz', '/quiz/results', '/roadmaps', '/bootcamps', '/roadmap/frontend', '/bootcamps/1', '/roadmap-exam/1',
      '/resume-builder', '/project-feedback', '/blog', '/blog/first-post', '/blog/how-to-pick-your-first-track', '/security-reports', '/cart', '/marketplace',
      '/marketplace/react-vite-starter', '/marketplace/starter-kit', '/purchases', '/leaderboard', '/leaderboard-new', '/@lee', '/test-payment', '/privacy-policy',
      '/terms-of-service', '/documentation', '/partners', '/pricing', '/premium', '/report-bug', '/contact', '/contact?topic=partnership', '/security-reports/status/e2e-unknown-link', '/about',
      '/resources', '/practice', '/practice/problem/1', '/practice/problem/running-totals', '/verify-certificate', '/verify-certificate/ABC123', '/my-certificates',
      '/dashboard', '/settings', '/admin', '/admin/security-reports', '/admin/inbox', '/profile/claim', '/profile/edit/lee',
      // Accounts by mail (issue 10 item 7).
      '/forgot-password', '/reset-password?token=e2e', '/verify-email?token=e2e', '/dev/outbox',
    ];

    // In groups of ten, each test bounded on its own: the list grows with every area that opens.
    for (let start = 0; start < EVERY_PUBLIC_ROUTE.length; start += 10) {
      const group = EVERY_PUBLIC_ROUTE.slice(start, start + 10);
      test(`every route of the spec table, ${group[0]} … ${group.at(-1)}: no serious or critical axe violations`, async ({ page }) => {
        test.setTimeout(30_000 * group.length);
        const problems: string[] = [];
        for (const path of group) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
            problems.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
