import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartResponse } from '../../../api/generated/types.gen';
import { GUEST_CART_KEY, guestCart } from '../../../lib/cart/guestCart';
import { renderRoute } from '../../../test/render';
import { apiError, signedInStore, stubApi, testStore } from '../../../test/session';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  localStorage.clear();
  guestCart.reload();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const cart = (overrides: Partial<CartResponse> = {}): CartResponse => ({
  items: [
    {
      productId: A,
      slug: 'react-vite-starter',
      title: 'React + Vite Starter Kit',
      amount: 1900,
      currency: 'USD',
      owned: false,
      purchasable: true,
      payable: true,
      addedAt: '2026-11-25T10:00:00.000Z',
    },
    {
      productId: B,
      slug: 'nest-api-starter',
      title: 'NestJS API Starter',
      amount: 2400,
      currency: 'USD',
      owned: true,
      purchasable: true,
      payable: false,
      addedAt: '2026-11-25T10:01:00.000Z',
    },
  ],
  total: 1900,
  currency: 'USD',
  payableCount: 1,
  limit: 50,
  ...overrides,
});

describe('/cart', () => {
  it("prices a guest's cart on the server, and asks to sign in to check out", async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ productId: A, addedAt: '2026-11-25T10:00:00.000Z' }]));
    guestCart.reload();
    const api = stubApi({ 'POST /api/cart/quote': cart({ items: [cart().items[0]] }) });
    testStore({ provider: null });
    renderRoute('/cart');
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('$19.00');
    expect(api.calls('POST /api/cart/quote')[0].body).toEqual({ productIds: [A] });
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Remove React + Vite Starter Kit from the cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('checks out the signed-in cart at the total shown and goes to the payment page; an owned product is not charged', async () => {
    const { store, api } = await signedInStore(undefined, {
      'GET /api/cart': cart(),
      'POST /api/cart/checkout': {
        orderId: 'o1',
        status: 'pending',
        total: 1900,
        currency: 'USD',
        redirectUrl: '/test-payment?session=cs_test_abcdefghijklmnopqrstuvwx',
      },
    });
    const { router } = renderRoute('/cart', { store });
    expect(await screen.findByText('Already yours: not charged')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout · $19.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-payment'));
    const body = api.calls('POST /api/cart/checkout')[0].body as { expectedTotal: number; idempotencyKey: string };
    expect(body.expectedTotal).toBe(1900);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says when a price changed, and shows the new total', async () => {
    let reads = 0;
    const { store } = await signedInStore(undefined, {
      'GET /api/cart': () =>
        ++reads === 1 ? cart() : cart({ total: 2500, items: [{ ...cart().items[0], amount: 2500 }] }),
      'POST /api/cart/checkout': () =>
        apiError(409, 'PRICE_CHANGED', 'A price in your cart changed. Check the new total and try again.'),
    });
    renderRoute('/cart', { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout · $19.00' }));
    expect(await screen.findByText('A price changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$25.00'));
  });

  it('merges the guest cart into the account once signed in', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ productId: A, addedAt: '2026-11-25T10:00:00.000Z' }]));
    guestCart.reload();
    const { store, api } = await signedInStore(undefined, {
      'POST /api/cart/merge': cart({ items: [cart().items[0]] }),
      'GET /api/cart': cart({ items: [cart().items[0]] }),
    });
    renderRoute('/cart', { store });
    await waitFor(() => expect(api.calls('POST /api/cart/merge')).toHaveLength(1));
    expect(api.calls('POST /api/cart/merge')[0].body).toEqual({ productIds: [A] });
    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('$19.00');
  });
});
