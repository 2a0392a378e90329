import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/**
 * Issue 16 in the browser: a guest's cart kept through sign-in, a declined card that leaves the
 * cart as it was, a paid checkout with the product to download, and premium bought through the
 * same checkout opening gated content.
 */
test.describe('commerce', () => {
  test('guest cart → sign in (kept) → declined card (cart kept) → paid → download in My purchases', async ({ page }) => {
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
    await expect(page.getByRole('alert').filter({ hasText: 'Payment declined' })).toContainText('Your card was declined. Try another card.');
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: 'React + Vite starter' })).toBeVisible();

    await page.getByRole('button', { name: 'Checkout · $19.00' }).click();
    await expect(page).toHaveURL(/\/test-payment\?session=cs_test_/);
    await page.getByRole('button', { name: 'Use Visa: the payment succeeds' }).click();
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$19.00');

    await page.getByRole('link', { name: 'Go to My purchases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download React + Vite starter' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    // Bought: the cart no longer holds it.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
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
