import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketplacePurchaseResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const product = (slug: string, title: string): MarketplacePurchaseResponse['product'] => ({
  id: slug === 'react-vite-starter' ? '0b6e1c2a-8d53-4f0e-9a77-0c1d2e3f4a5b' : '1c7f2d3b-9e64-4f1f-8b88-1d2e3f4a5b6c',
  slug,
  title,
  summary: 'A starter.',
  kind: 'starter-kit',
  priceAmount: 1900,
  currency: 'USD',
  images: [],
  tags: [],
  license: 'MIT',
  ratingTenths: 0,
  ratingCount: 0,
  publishedAt: '2026-11-02T09:00:00.000Z',
});

describe('/purchases (issue 26)', () => {
  it('keeps a refunded purchase in the list, marked refunded with its date and amount, without a download', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/marketplace/purchases': {
        items: [
          {
            product: product('react-vite-starter', 'React + Vite starter'),
            file: { name: 'react-vite-starter.zip', size: 6144, sha256: 'a'.repeat(64) },
            orderId: 'o-2',
            purchasedAt: '2026-11-20T10:00:00.000Z',
            status: 'owned',
            refund: null,
          },
          {
            product: product('node-cli-starter', 'Node CLI starter'),
            file: null,
            orderId: 'o-1',
            purchasedAt: '2026-11-10T10:00:00.000Z',
            status: 'refunded',
            refund: { refundedAt: '2026-11-12T15:00:00.000Z', amount: 1250, currency: 'USD' },
          },
        ],
      },
    });
    renderRoute('/purchases', { store });
    const refunded = await screen.findByRole('listitem', { name: 'Node CLI starter' });
    expect(screen.queryByText('No purchases yet')).not.toBeInTheDocument();
    expect(within(refunded).getByText('Refunded', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(refunded).getByText(/\$12\.50 went back to you/)).toBeInTheDocument();
    expect(within(refunded).getByText('Nov 12, 2026')).toHaveAttribute('datetime', '2026-11-12T15:00:00.000Z');
    expect(within(refunded).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(within(refunded).getByRole('link', { name: 'Receipt for Node CLI starter' })).toHaveAttribute(
      'href',
      '/orders/o-1',
    );

    const owned = screen.getByRole('listitem', { name: 'React + Vite starter' });
    expect(within(owned).getByRole('button', { name: 'Download React + Vite starter' })).toBeEnabled();
    expect(within(owned).queryByText('Refunded', { selector: '.mantine-Badge-label' })).not.toBeInTheDocument();
    expect(within(owned).getByRole('link', { name: 'Receipt for React + Vite starter' })).toHaveAttribute(
      'href',
      '/orders/o-2',
    );
  });
});

describe('/marketplace/:slug after a refund (issue 26)', () => {
  it('a refunded purchase owns nothing: the product can be bought again, no download, no review form', async () => {
    const refunded = product('react-vite-starter', 'React + Vite starter');
    const { store } = await signedInStore(undefined, {
      'GET /api/marketplace/products/react-vite-starter': {
        ...refunded,
        descriptionMd: 'What is inside.',
        file: { name: 'react-vite-starter.zip', size: 6144, sha256: 'a'.repeat(64) },
      },
      'GET /api/marketplace/products/react-vite-starter/reviews': { items: [], total: 0, page: 1, pageSize: 5 },
      'GET /api/marketplace/purchases': {
        items: [
          {
            product: refunded,
            file: null,
            orderId: 'o-1',
            purchasedAt: '2026-11-10T10:00:00.000Z',
            status: 'refunded',
            refund: { refundedAt: '2026-11-12T15:00:00.000Z', amount: 1900, currency: 'USD' },
          },
        ],
      },
      'GET /api/cart': { items: [], total: 0, currency: 'USD', payableCount: 0, limit: 50 },
    });
    renderRoute('/marketplace/react-vite-starter', { store });
    expect(await screen.findByRole('button', { name: /Add to cart/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Owned — download' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review this product' })).not.toBeInTheDocument();
  });
});
