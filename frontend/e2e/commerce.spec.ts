import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, DEMO, newLearner, startSignedIn } from './support/accounts';

/**
 * Issue 16 in the browser: a guest's cart kept through sign-in, a declined card that leaves the
 * cart as it was, a paid checkout with the product to download, and premium bought through the
 * same checkout opening gated content.
 */
test.describe('commerce', () => {
  test('guest cart → sign in (kept) → declined card (cart kept) → paid → download in My purchases', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const learner = await newLearner(page.request, 'buy');

    await page.goto('/marketplace/react-vite-starter');
    const aside = page.getByRole('complementary', { name: 'Purchase' });
    await aside.getByRole('button', { name: 'Add to cart' }).click();
    await aside.getByRole('link', { name: /In your cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-total')).toHaveText('$19.00');

    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username or email').fill(learner.username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The guest cart joined the account: the checkout button is there, at the same total.
    await page.getByRole('button', { name: 'Checkout · $19.00' }).click();

    await expect(page).toHaveURL(/\/test-payment\?session=cs_test_/);
    await expect(page.getByTestId('amount')).toHaveText('$19.00');
    await page.getByRole('button', { name: 'Use Declined by the bank (generic decline)' }).click();
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment declined' })).toContainText(
      'Your card was declined. Try another card.',
    );
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: 'React + Vite starter' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Checkout · $19.00' }).click();
    await expect(page).toHaveURL(/\/test-payment\?session=cs_test_/);
    await page.getByRole('button', { name: 'Use Visa: the payment succeeds' }).click();
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$19.00');

    // Issue 26: the receipt links the download of what was bought.
    const receipt = page.getByRole('region', { name: 'Receipt' });
    const fromReceipt = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Download React + Vite starter' }).click();
    expect((await fromReceipt).suggestedFilename()).toMatch(/\.zip$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('link', { name: 'Go to My purchases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download React + Vite starter' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    // Bought: the cart no longer holds it.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    // Issue 26: an admin refunds the order (through the API, in a context of its own): it stays in My
    // purchases, marked refunded with the date and amount, and its download is gone.
    const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const token = await apiToken(admin, DEMO.admin.username, DEMO.admin.password);
    const { csrfToken } = (await (await admin.get('/api/csrf-token')).json()) as { csrfToken: string };
    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrfToken },
      data: { reason: 'Asked within 14 days' },
    });
    expect(refund.status(), await refund.text()).toBe(200);
    await admin.dispose();
    await expect(async () => {
      await page.goto('/purchases');
      const item = page.getByRole('listitem', { name: 'React + Vite starter' });
      await expect(item.getByText(/\$19\.00 went back to you/)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const item = page.getByRole('listitem', { name: 'React + Vite starter' });
    await expect(item.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(page.getByText('No purchases yet')).toHaveCount(0);
  });

  test('subscribe to premium: the badge shows and a problem editorial opens before solving', async ({ page }) => {
    test.setTimeout(90_000);
    const learner = await newLearner(page.request, 'prem');
    await startSignedIn(page, learner.username, learner.password, '/practice/problem/reverse-the-words');
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByText(/The editorial opens once you have solved the problem/)).toBeVisible();

    await page.goto('/pricing');
    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.getByTestId('premium-price')).toContainText('$8.00');
    await page.getByRole('button', { name: 'Get premium' }).click();
    await expect(page).toHaveURL(/\/test-payment\?session=cs_test_/);
    await page.getByRole('button', { name: 'Use Visa: the payment succeeds' }).click();
    await page.getByRole('button', { name: 'Pay $8.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    await page.getByRole('link', { name: 'See your premium membership' }).click();
    await expect(page.getByTestId('premium-badge')).toHaveText('Premium member');

    await page.goto('/dashboard');
    await expect(page.getByTestId('premium-badge')).toHaveText('Premium');
    await page.goto('/practice/problem/reverse-the-words');
    await page.getByRole('tab', { name: 'Editorial' }).click();
    await expect(page.getByText('Open to you as a premium member, before you solve the problem.')).toBeVisible();
  });
});
