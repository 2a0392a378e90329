import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered in place of the page's static HTML (src/main.tsx
 * replaces <div data-prerendered> with the live app). Until then a prerendered page is
 * plain HTML: its links work, but its buttons and forms do nothing yet.
 */
export async function appTookOver(page: Page): Promise<void> {
  // A first visit loads the route's lazy chunk as well: on a slow, loaded host that took over
  // 5 s (the default), so the wait is for the takeover itself, up to 20 s.
  await expect(page.locator('[data-prerendered]'), 'the app never replaced the static page').toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * Playwright's test, with `page.goto` (waiting for "load", the default) also waiting for
 * the app to take over, so that tests act on the live page and not on its static copy
 * (not with JavaScript disabled, where the static page is all there is).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (options?.waitUntil ?? 'load') === 'load') await appTookOver(page);
      return response;
    };
    await use(page);
  },
});

/** Keeps the app's entry script from arriving, to see a page as the server sent it (before the app runs). */
export async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => new Promise(() => {}));
}

export { expect };
