import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestPaymentSessionResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore } from '../../../test/session';
import { ORDER_ID, orderResponse as order } from '../test/orderResponse';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SESSION = 'cs_test_abcdefghijklmnopqrstuvwx';
const session = (overrides: Partial<TestPaymentSessionResponse> = {}): TestPaymentSessionResponse => ({
  id: SESSION,
  amount: 800,
  currency: 'USD',
  description: 'DevPath Premium, 1 month',
  status: 'open',
  cardLast4: null,
  declineCode: null,
  attempts: 0,
  successUrl: `/orders/${ORDER_ID}`,
  cancelUrl: '/premium',
  expiresAt: '2099-01-01T00:00:00.000Z',
  testCards: [
    { number: '4242424242424242', outcome: 'succeeded', description: 'Visa: the payment succeeds' },
    { number: '4000000000000002', outcome: 'card_declined', description: 'Declined by the bank (generic decline)' },
  ],
  ...overrides,
});

describe('/test-payment', () => {
  it('shows the amount, checks the form, explains a decline and keeps the form for another card', async () => {
    const api = stubApi({
      [`GET /api/test-payments/sessions/${SESSION}`]: session(),
      [`POST /api/test-payments/sessions/${SESSION}/pay`]: {
        status: 'open',
        declineCode: 'card_declined',
        message: 'Your card was declined. Try another card.',
      },
    });
    testStore({ provider: null });
    renderRoute(`/test-payment?session=${SESSION}`);
    expect(await screen.findByTestId('amount')).toHaveTextContent('$8.00');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $8.00' }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(api.calls(`POST /api/test-payments/sessions/${SESSION}/pay`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Use Declined by the bank (generic decline)' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $8.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    expect(api.calls(`POST /api/test-payments/sessions/${SESSION}/pay`)[0].body).toEqual({
      number: '4000 0000 0000 0002',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      name: 'Test Learner',
    });
    expect(screen.getByRole('button', { name: 'Pay $8.00' })).toBeEnabled();
  });

  it('goes to the receipt when the payment succeeds', async () => {
    stubApi({
      [`GET /api/test-payments/sessions/${SESSION}`]: session(),
      [`POST /api/test-payments/sessions/${SESSION}/pay`]: {
        status: 'succeeded',
        redirectUrl: `/orders/${ORDER_ID}`,
      },
    });
    testStore({ provider: null });
    const { router } = renderRoute(`/test-payment?session=${SESSION}`);
    await screen.findByTestId('amount');
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 34');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $8.00' }));
    // The receipt is a signed-in page: this visitor reaches it, and is sent on to /auth, which
    // remembers to come back to it (the receipt may already be behind when the check looks).
    await waitFor(() => {
      const { pathname, state } = router.state.location;
      const destination =
        pathname === '/auth' ? (state as { from?: { pathname?: string } } | null)?.from?.pathname : pathname;
      expect(destination).toBe(`/orders/${ORDER_ID}`);
    });
  });

  it('says when a payment page is unknown', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute(`/test-payment?session=${SESSION}`);
    expect(await screen.findByText('This payment page is not available')).toBeInTheDocument();
  });
});

describe('/orders/:id', () => {
  it('shows the receipt of a paid order with its total and the way to the membership', async () => {
    const { store } = await signedInStore(undefined, {
      [`GET /api/payments/orders/${ORDER_ID}`]: order(),
    });
    renderRoute(`/orders/${ORDER_ID}`, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$8.00');
    expect(screen.getByRole('link', { name: 'See your premium membership' })).toHaveAttribute('href', '/premium');
  });

  it('waits for the confirmation of a pending order, then shows it paid', async () => {
    let calls = 0;
    const { store } = await signedInStore(undefined, {
      [`GET /api/payments/orders/${ORDER_ID}`]: () =>
        ++calls === 1
          ? order({ status: 'pending', paidAt: null, checkoutUrl: `/test-payment?session=${SESSION}` })
          : order(),
    });
    renderRoute(`/orders/${ORDER_ID}`, { store });
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('/orders/:id and the cart', () => {
  it('once the order is paid, the cart is read again: the header no longer counts what was bought', async () => {
    const item = {
      productId: 'p-1',
      slug: 'starter-kit',
      title: 'Starter kit',
      amount: 900,
      currency: 'USD',
      owned: false,
      purchasable: true,
      payable: true,
      addedAt: '2026-11-01T10:00:00.000Z',
    };
    let orderReads = 0;
    let paid = false;
    const { store } = await signedInStore(undefined, {
      'GET /api/cart': () =>
        paid
          ? { items: [], total: 0, currency: 'USD', payableCount: 0, limit: 50 }
          : { items: [item], total: 900, currency: 'USD', payableCount: 1, limit: 50 },
      // Pending at first; paid at the next read (the server's cart is empty from then on).
      [`GET /api/payments/orders/${ORDER_ID}`]: () => {
        if (++orderReads === 1)
          return order({ status: 'pending', paidAt: null, checkoutUrl: `/test-payment?session=${SESSION}` });
        paid = true;
        return order();
      },
    });
    renderRoute(`/orders/${ORDER_ID}`, { store });
    expect(await screen.findByRole('link', { name: 'Cart: 1 item' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument());
  });
});

describe('/pricing', () => {
  it('shows the free and premium tiers with the yearly price by default, and sends visitors to sign in first', async () => {
    stubApi({
      'GET /api/payments/plans': {
        plans: [
          {
            code: 'premium-monthly',
            title: 'DevPath Premium, 1 month',
            interval: 'month',
            months: 1,
            amount: 800,
            currency: 'USD',
          },
          {
            code: 'premium-yearly',
            title: 'DevPath Premium, 12 months',
            interval: 'year',
            months: 12,
            amount: 7200,
            currency: 'USD',
          },
        ],
      },
    });
    testStore({ provider: null });
    const { router } = renderRoute('/pricing');
    expect(await screen.findByTestId('premium-price')).toHaveTextContent('$72.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByTestId('premium-price')).toHaveTextContent('$8.00');
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    expect(within(table).getByText("A problem's editorial")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('/premium', () => {
  it('lists every benefit the server keeps for premium members: the editorial before solving and the Executive resume template', async () => {
    stubApi({ 'GET /api/payments/plans': { plans: [] } });
    testStore({ provider: null });
    renderRoute('/premium');
    const adds = await screen.findByRole('heading', { level: 2, name: 'What premium adds' });
    const list = adds.nextElementSibling as HTMLElement;
    expect(within(list).getByText(/editorial before you solve it/)).toBeInTheDocument();
    expect(within(list).getByText(/Executive template in the resume builder/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const row = within(table).getByRole('rowheader', { name: 'The Executive resume template' }).closest('tr')!;
    expect([...row.querySelectorAll('td [aria-label]')].map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Not included',
      'Included',
    ]);
  });
});
