import { expect, test } from './support/test';

/** Issue 16, the marketplace in the browser: a guest browses, filters, opens a product and keeps it in the cart. */
test.describe('marketplace', () => {
  test('a guest filters the products, opens one and adds it to the cart, kept in this browser', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);

    await page.getByLabel('Kind').selectOption('course-project');
    await expect(page).toHaveURL(/kind=course-project/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByLabel('Sort by').selectOption('price-asc');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText([/to-do app/, /tasks REST API/]);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('button', { name: 'react', exact: true })
      .click();
    await expect(page).toHaveURL(/tag=react/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Search').fill('nothing-like-this');
    await expect(page.getByText('No product matches')).toBeVisible();
    await page.getByLabel('Search').fill('');
    const card = page.getByRole('article', { name: 'React + Vite starter' });
    await expect(card.getByText('$19.00')).toBeVisible();
    await card.getByRole('link', { name: 'React + Vite starter' }).click();

    await expect(page).toHaveURL(/\/marketplace\/react-vite-starter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'React + Vite starter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is inside' })).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Purchase' });
    await expect(aside.getByText('MIT')).toBeVisible();
    await aside.getByRole('button', { name: 'Add to cart' }).click();
    await expect(aside.getByRole('link', { name: /In your cart/ })).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('devpath_cart') ?? '[]') as { productId: string }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].productId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Purchase' }).getByRole('link', { name: /In your cart/ }),
    ).toBeVisible();
  });
});
