import type { Page } from '@playwright/test';
import { newLearner, startSignedIn } from './support/accounts';
import { expect, test } from './support/test';

/* Small things a learner sees on screen (issue 26 items 20 and 21), in the production build's real CSS. */

async function applyScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

const decoration = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).textDecorationLine);

test('the header links look the same in both schemes (never underlined); a link in running text is underlined in dark', async ({
  page,
}) => {
  await page.goto('/');
  for (const scheme of ['light', 'dark'] as const) {
    await applyScheme(page, scheme);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of await nav.getByRole('link').all()) {
      expect(
        await link.evaluate((el) => getComputedStyle(el).textDecorationLine),
        `${await link.textContent()} in ${scheme}`,
      ).toBe('none');
    }
    // The footer's lists likewise.
    expect(await decoration(page, 'footer nav li a'), `footer link in ${scheme}`).toBe('none');
  }
  // Running text: the home page's "The career quiz" sits in a sentence (WCAG 1.4.1 in dark).
  await applyScheme(page, 'dark');
  expect(
    await page
      .getByRole('region', { name: 'Start with a roadmap' })
      .getByRole('link', { name: 'The career quiz' })
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toBe('underline');
});

for (const width of [1280, 390]) {
  test(`the home page's roadmap cards show their level badges whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const labels = page.getByRole('region', { name: 'Start with a roadmap' }).locator('.mantine-Badge-label');
    await expect(labels.first()).toBeVisible();
    const cut = await labels.evaluateAll((all) =>
      all.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
}

test('the tags input has no box of its own inside the field, in both schemes', async ({ page }) => {
  const learner = await newLearner(page.request);
  await startSignedIn(page, learner.username, learner.password, '/resources');
  await page.getByRole('button', { name: 'Suggest a resource' }).click();
  const field = page.getByRole('combobox', { name: 'Tags' });
  await expect(field).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await applyScheme(page, scheme);
    const style = await field.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: s.borderTopWidth, background: s.backgroundColor };
    });
    expect(style, scheme).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)' });
  }
});

/** What sticks out of the viewport's right edge in the header (nothing, when the header fits its line). */
const headerOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('header *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility(),
    );
    return {
      page: document.documentElement.scrollWidth - width,
      header: out.map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName).slice(0, 3),
    };
  });

test('the header fits its line at every width, with the cart shown, signed out and signed in', async ({ page }) => {
  const products = (await (await page.request.get('/api/marketplace/products?pageSize=1')).json()) as {
    items: { id: string }[];
  };
  const productId = products.items[0]!.id;
  await page.addInitScript(
    (id) =>
      localStorage.setItem('devpath_cart', JSON.stringify([{ productId: id, addedAt: '2026-11-26T10:00:00.000Z' }])),
    productId,
  );
  const learner = await newLearner(page.request);
  for (const signedIn of [false, true]) {
    if (signedIn) await startSignedIn(page, learner.username, learner.password, '/about');
    else await page.goto('/about');
    // The guest's cart is merged into the account's at sign-in: shown either way.
    await expect(page.getByRole('link', { name: 'Cart: 1 item' })).toBeVisible();
    for (const width of [360, 767, 768, 991, 992, 1100, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await headerOverflow(page), `${signedIn ? 'signed in' : 'signed out'} at ${width} px`).toEqual({
        page: 0,
        header: [],
      });
    }
  }
});

test('the slide-in menu takes over below 768 px (spec §2), the header links from 768 px', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const burger = page.getByRole('button', { name: 'Open menu' });
  await page.setViewportSize({ width: 767, height: 700 });
  await expect(burger).toBeVisible();
  await expect(nav).toBeHidden();
  await page.setViewportSize({ width: 768, height: 700 });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(8);
  await expect(burger).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('the resource suggestion form shows every select value whole, from a 390 px phone to desktop', async ({
  page,
}) => {
  const learner = await newLearner(page.request);
  await page.setViewportSize({ width: 390, height: 900 });
  await startSignedIn(page, learner.username, learner.password, '/resources');
  await page.getByRole('button', { name: 'Suggest a resource' }).click();
  for (const width of [390, 576, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const selects = page.locator('form select');
    await expect(selects).toHaveCount(3);
    // A select's value is cut when its text is wider than the box leaves for it (the width inside
    // its padding, the chevron's section included in the right padding). Every option may be the value.
    const cut = await selects.evaluateAll((all) =>
      all.flatMap((el) => {
        const select = el as HTMLSelectElement;
        const s = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return [...select.options].flatMap((option) => {
          const probe = document.createElement('span');
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${s.font};letter-spacing:${s.letterSpacing}`;
          probe.textContent = option.textContent;
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          return text > room
            ? [
                `${select.labels?.[0]?.textContent}: "${option.textContent}" needs ${Math.ceil(text)} px, has ${Math.floor(room)}`,
              ]
            : [];
        });
      }),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
});
