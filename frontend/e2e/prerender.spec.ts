import type { Page } from '@playwright/test';
import { expect, test, withoutTheApp } from './support/test';

/** The prerendered public pages (src/prerender.tsx) that these tests visit: path, heading, title. */
const prerendered = [
  ['/about', 'About DevPath', 'About DevPath · DevPath'],
  ['/documentation', 'Documentation', 'Documentation · DevPath'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy · DevPath'],
  ['/terms-of-service', 'Terms of Service', 'Terms of Service · DevPath'],
  ['/auth', 'Welcome back', 'Login · DevPath'],
  ['/verify-certificate', 'Verify a certificate', 'Verify a certificate · DevPath'],
  ['/roadmaps', 'Roadmaps', 'Roadmaps · DevPath'],
] as const;

const HOME_DESCRIPTION = /^DevPath is a free tech learning platform for aspiring developers/;

test('"/" paints the prerendered home page before the app runs', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await expect(page.getByRole('link', { name: 'Take the career quiz' }).first()).toHaveAttribute('href', '/quiz');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a prerendered page paints before the app runs, with its own title and description', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-path', 'prerendered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy · DevPath');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal data/);
  await expect(page.getByText('Find your path into tech')).toHaveCount(0);
});

/**
 * The colour-scheme switch's icons that are shown ("moon" turns dark on, "sun" turns it off).
 * The DOM can be read before the stylesheets that hide one icon have arrived, but the browser
 * paints nothing until they have (they are render-blocking), so this first waits for them.
 */
const shownSchemeIcons = async (page: Page) => {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  return page
    .getByRole('button', { name: 'Dark mode' })
    .locator('svg')
    .evaluateAll((icons) =>
      icons
        .filter((icon) => icon.checkVisibility())
        .map((icon) => (icon.classList.contains('tabler-icon-sun') ? 'sun' : 'moon')),
    );
};

for (const [scheme, icon] of [
  ['dark', 'sun'],
  ['light', 'moon'],
] as const) {
  test(`in the ${scheme} scheme, a prerendered page's colour-scheme switch shows the ${icon} before the app runs and after`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await withoutTheApp(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme); // set by route-flag.js
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DevPath');
    expect(await shownSchemeIcons(page)).toEqual([icon]);

    await page.unrouteAll();
    await page.goto('/about');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0); // the app took over
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      String(scheme === 'dark'),
    );
    expect(await shownSchemeIcons(page)).toEqual([icon]);
  });
}

test("addresses without a file of their own get the app shell: no static page, none of the home page's files", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const entryRequests = () => requested.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)).length;
  await withoutTheApp(page);
  for (const [visit, path] of ['/roadmap/frontend-developer', '/about/'].entries()) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-path', 'other');
    await expect(page.locator('#root')).toBeEmpty();
    // The shell asks for the app's entry (held here), and for none of the home page's files.
    await expect.poll(entryRequests).toBe(visit + 1);
  }
  expect(requested.filter((path) => /HomePage-/.test(path))).toEqual([]);
});

test('a prerendered page whose address has a query it reads stays hidden (/auth?tab=register)', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/auth?tab=register', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerendered]')).toHaveCount(1); // in the HTML...
  await expect(page.locator('html')).toHaveAttribute('data-path', 'other');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden(); // ...but not shown
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of prerendered) {
    test(`${path} shows its page, title and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Mantine's colours need the scheme on <html>, which its (inline, so forbidden) script would set.
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expect(page).toHaveTitle(title);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', HOME_DESCRIPTION);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await shownSchemeIcons(page)).toEqual(['moon']); // one icon, the light scheme's
    });
  }

  test('links work as plain links; forms wait for the app', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    // Inert: no typing that the app would throw away, no submitting the password in a GET.
    await expect(page.locator('form')).toHaveAttribute('inert', '');
  });
});

test('the app takes over a prerendered page: one copy of the page and its metadata, then live navigation', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DevPath');
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page).toHaveTitle('About DevPath · DevPath');
  await expect(page.locator('[data-prerendered-head]')).toHaveCount(0);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /who it is for/);

  // In-app navigation: no page load, and the next page's metadata replaces this one's.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy · DevPath');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal data/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your path into tech');
  await expect(page).toHaveTitle('DevPath · Free tech learning platform for aspiring developers');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HOME_DESCRIPTION);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("on a prerendered page the app's code loads after the first paint", async ({ page }) => {
  await page.goto('/documentation');
  const [firstPaint, appRequested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
  ]);
  expect(firstPaint).toBeGreaterThan(0);
  expect(appRequested).toBeGreaterThan(firstPaint ?? Infinity);
});

test('the app takes over /auth with a working form', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form).not.toHaveAttribute('inert');
  await form.getByLabel('Username or email').fill('someone');
  await expect(form.getByLabel('Username or email')).toHaveValue('someone');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your DevPath account');
});

for (const path of ['/', '/documentation', '/auth']) {
  test(`the app replaces the prerendered ${path} with the live one, without a layout shift`, async ({ page }) => {
    // A healthy backend, so that nothing but the swap could move the page.
    await page.route('**/api/**', (route) =>
      route.fulfill({ json: { deploymentId: 'e2e', csrfToken: 'e2e', expiresIn: 1800, status: 'ok' } }),
    );
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Array<{ at: number; value: number }> };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          startTime: number;
          value: number;
          hadRecentInput: boolean;
        }>) {
          if (!entry.hadRecentInput) w.__shifts.push({ at: entry.startTime, value: entry.value });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Everything the swap does is done: fonts in, nothing loading, two frames painted since, and
    // the layout-shift observer's entries delivered (its callbacks run before an idle period).
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => requestIdleCallback(resolve));
    });
    // The swap starts once the document is parsed (route-flag.js adds the app then): shifts from
    // before, while a loaded machine paints the static page in parts as it parses, are not the swap's.
    const swapShift = await page.evaluate(() => {
      const parsedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart;
      const { __shifts } = window as unknown as { __shifts: Array<{ at: number; value: number }> };
      return __shifts.filter((shift) => shift.at >= parsedAt).reduce((sum, shift) => sum + shift.value, 0);
    });
    expect(swapShift).toBeLessThan(0.01);
  });
}
