import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MarketplaceProductListResponse,
  MarketplaceProductResponse,
  MarketplaceProductSummaryResponse,
} from '../../../api/generated/types.gen';
import { GUEST_CART_KEY, guestCart } from '../../../lib/cart/guestCart';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';
import { formatPrice, formatRating } from '../api/marketplace';
import { centsOf } from './MarketplaceAdminPage';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  guestCart.reload();
});
afterEach(() => localStorage.clear());

const summary = (overrides: Partial<MarketplaceProductSummaryResponse> = {}): MarketplaceProductSummaryResponse => ({
  id: '0b6e1c2a-8d53-4f0e-9a77-0c1d2e3f4a5b',
  slug: 'react-vite-starter',
  title: 'React + Vite starter',
  summary: 'A React 19 project with Vite and tests.',
  kind: 'starter-kit',
  priceAmount: 1900,
  currency: 'USD',
  images: [{ url: '/marketplace-covers/react-vite-starter.svg', alt: 'A browser window with the React logo' }],
  tags: ['react', 'vite'],
  license: 'MIT',
  ratingTenths: 45,
  ratingCount: 2,
  publishedAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});
const detail = (overrides: Partial<MarketplaceProductResponse> = {}): MarketplaceProductResponse => ({
  ...summary(),
  descriptionMd: '## What is inside\n\n- **Vite** for the dev server\n\n<script>alert(1)</script>',
  file: { name: 'react-vite-starter.zip', size: 6144, sha256: 'a'.repeat(64) },
  ...overrides,
});
const page = (items: MarketplaceProductSummaryResponse[], total = items.length): MarketplaceProductListResponse => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});
const tags = {
  tags: [
    { tag: 'react', count: 1 },
    { tag: 'css', count: 2 },
  ],
};

describe('money and ratings', () => {
  it('formats integer cents and tenths of a star without float arithmetic on stored values', () => {
    expect(formatPrice(1900, 'USD')).toBe('$19.00');
    expect(formatPrice(5, 'USD')).toBe('$0.05');
    expect(formatPrice(1_000_000, 'USD')).toBe('$10,000.00');
    expect(formatRating(45)).toBe('4.5');
    expect(formatRating(50)).toBe('5.0');
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('19.9')).toBe(1990);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('19')).toBe(1900);
    for (const bad of ['', '-1', '1.999', '1e3', '19,99', 'abc']) expect(centsOf(bad)).toBeNull();
  });
});

describe('/marketplace', () => {
  it('lists products with price, kind and rating, and sends every filter to the API and the address bar', async () => {
    const api = stubApi({
      'GET /api/marketplace/products': (request) => {
        const query = new URL(request.url).searchParams;
        return query.get('kind') === 'ui-kit'
          ? page([], 0)
          : page([
              summary(),
              summary({
                id: '1b6e1c2a-8d53-4f0e-9a77-0c1d2e3f4a5b',
                slug: 'plain-css-ui-kit',
                title: 'Plain CSS UI kit',
                kind: 'ui-kit',
                priceAmount: 1500,
                ratingCount: 0,
                ratingTenths: 0,
              }),
            ]);
      },
      'GET /api/marketplace/tags': tags,
    });
    testStore({ provider: null });
    const user = userEvent.setup();
    const { router } = renderRoute('/marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'React + Vite starter' });
    expect(within(card).getByText('$19.00')).toBeInTheDocument();
    expect(within(card).getByText('Starter kit')).toBeInTheDocument();
    expect(within(card).getByText('4.5 out of 5, 2 ratings')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'React + Vite starter' })).toHaveAttribute(
      'href',
      '/marketplace/react-vite-starter',
    );
    expect(within(card).getByRole('img', { name: 'A browser window with the React logo' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Plain CSS UI kit' })).toHaveTextContent('No ratings yet');
    expect(screen.getByText('2 products')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name: 'react' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('tag=react'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await user.type(screen.getByLabelText('Min price ($)'), '10');
    await user.type(screen.getByLabelText('Max price ($)'), '20');
    await waitFor(() => {
      const last = new URL(api.calls('GET /api/marketplace/products').at(-1)!.url).searchParams;
      expect(Object.fromEntries(last)).toMatchObject({
        tag: 'react',
        sort: 'price-asc',
        minPrice: '1000',
        maxPrice: '2000',
      });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ tag: 'react', sort: 'price-asc', min: '10', max: '20' });

    await user.selectOptions(screen.getByLabelText('Kind'), 'ui-kit');
    expect(await screen.findByText('No product matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('kind')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBeNull();
  });

  it('reads its filters from the address and shows an error when the list does not load', async () => {
    const api = stubApi({
      'GET /api/marketplace/products': {
        status: 503,
        json: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Try again in a moment.', requestId: 'r' },
      },
      'GET /api/marketplace/tags': tags,
    });
    testStore({ provider: null });
    renderRoute('/marketplace?q=react&kind=template&sort=newest&page=2&min=5');
    expect(await screen.findByText('Could not load the products')).toBeInTheDocument();
    const query = new URL(api.calls('GET /api/marketplace/products')[0].url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'react',
      kind: 'template',
      sort: 'newest',
      page: '2',
      minPrice: '500',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('react');
  });
});

describe('/marketplace/:slug', () => {
  it('shows the description (no raw HTML), license, tags, price and reviews, and adds the product to the guest cart', async () => {
    stubApi({
      'GET /api/marketplace/products/react-vite-starter': detail(),
      'GET /api/marketplace/products/react-vite-starter/reviews': {
        items: [
          {
            authorName: 'Ada',
            rating: 5,
            body: 'Saved me an afternoon of setup.',
            createdAt: '2026-11-10T10:00:00.000Z',
            updatedAt: '2026-11-10T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 5,
      },
    });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/marketplace/react-vite-starter');
    expect(await screen.findByRole('heading', { level: 1, name: 'React + Vite starter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is inside' })).toBeInTheDocument();
    expect(document.querySelector('script:not([type])')?.textContent ?? '').not.toContain('alert(1)');
    const aside = screen.getByRole('complementary', { name: 'Purchase' });
    expect(within(aside).getByText('$19.00')).toBeInTheDocument();
    expect(within(aside).getByText('MIT')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'react' })).toHaveAttribute('href', '/marketplace?tag=react');
    expect(within(aside).getByText(/react-vite-starter\.zip \(6 kB\)/)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Review by Ada' })).toHaveTextContent(
      'Saved me an afternoon of setup.',
    );

    await user.click(within(aside).getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([
      { productId: detail().id, addedAt: expect.any(String) },
    ]);
    expect(within(aside).getByRole('link', { name: /In your cart/ })).toHaveAttribute('href', '/cart');
  });

  it('offers the download instead of the cart to an owner, and the review form', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/marketplace/products/react-vite-starter': detail(),
      'GET /api/marketplace/products/react-vite-starter/reviews': { items: [], total: 0, page: 1, pageSize: 5 },
      'GET /api/marketplace/purchases': {
        items: [
          {
            product: summary(),
            file: detail().file,
            orderId: 'o1',
            purchasedAt: '2026-11-20T10:00:00.000Z',
            status: 'owned',
            refund: null,
          },
        ],
      },
      'GET /api/marketplace/products/react-vite-starter/reviews/mine': { review: null },
      'PUT /api/marketplace/products/react-vite-starter/reviews/mine': {
        authorName: 'Ada',
        rating: 4,
        body: 'Clean and small, as promised.',
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      },
    });
    renderRoute('/marketplace/react-vite-starter', { store });
    expect(await screen.findByRole('button', { name: 'Owned — download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Review this product' })).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    stubApi({
      'GET /api/marketplace/products/nope': {
        status: 404,
        json: {
          statusCode: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'There is no product with this address.',
          requestId: 'r',
        },
      },
    });
    testStore({ provider: null });
    renderRoute('/marketplace/nope');
    expect(await screen.findByText('This product does not exist')).toBeInTheDocument();
  });
});
