import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore } from '../../../test/session';
import { orderResponse } from '../test/orderResponse';

const ID = '7f1c2d3e-0000-4000-8000-000000000002';
const PRODUCT = '0b6e1c2a-8d53-4f0e-9a77-0c1d2e3f4a5b';
/** The receipt of one bought product (the default fixture is a membership). */
const order = (overrides: Partial<OrderResponse> = {}): OrderResponse =>
  orderResponse({
    id: ID,
    lines: [{ kind: 'product', ref: PRODUCT, title: 'React + Vite starter', amount: 1900, currency: 'USD' }],
    total: 1900,
    ...overrides,
  });

let saved: string[] = [];
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:receipt-download');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/orders/:id, the receipt (issue 26)', () => {
  it('downloads what a paid order bought, from the receipt itself', async () => {
    const { store, api } = await signedInStore(undefined, {
      [`GET /api/payments/orders/${ID}`]: order(),
      [`POST /api/marketplace/purchases/${PRODUCT}/download-link`]: {
        status: 201,
        json: { url: '/api/marketplace/downloads/tok', token: 'tok', expiresAt: '2099-01-01T00:00:00.000Z' },
      },
      'GET /api/marketplace/downloads/tok': () =>
        new Response(new Blob(['zip']), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    });
    const user = userEvent.setup();
    renderRoute(`/orders/${ID}`, { store });
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    await user.click(within(receipt).getByRole('button', { name: 'Download React + Vite starter' }));
    await waitFor(() => expect(saved).toEqual(['react-vite-starter.zip']));
    expect(api.calls(`POST /api/marketplace/purchases/${PRODUCT}/download-link`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to My purchases' })).toHaveAttribute('href', '/purchases');
  });

  it('offers no download once the order is refunded', async () => {
    const { store } = await signedInStore(undefined, {
      [`GET /api/payments/orders/${ID}`]: order({ status: 'refunded', refundedAt: '2026-11-26T09:00:00.000Z' }),
    });
    renderRoute(`/orders/${ID}`, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunded order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });
});
