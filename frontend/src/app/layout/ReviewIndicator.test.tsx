import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { signedInStore, stubApi, testStore } from '../../test/session';
import { ReviewIndicator, reviewLabel } from './ReviewIndicator';

const header = [{ path: '/', element: <ReviewIndicator /> }];

describe('the header review link', () => {
  it('shows how many items are due, linking to /review', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/review/summary': { dueNow: 3, nextDueAt: null, total: 5 },
    });
    renderRoute('/', { routes: header, store });
    const link = await screen.findByRole('link', { name: 'Review: 3 items due' });
    expect(link).toHaveAttribute('href', '/review');
    expect(link).toHaveTextContent(/^Review3Review: 3 items due$/);
    expect(reviewLabel(1)).toBe('Review: 1 item due');
  });

  it('is hidden at 0', async () => {
    const { store, api } = await signedInStore(undefined, {
      'GET /api/review/summary': { dueNow: 0, nextDueAt: '2026-11-27T10:00:00.000Z', total: 2 },
    });
    renderRoute('/', { routes: header, store });
    await vi.waitFor(() => expect(api.calls('GET /api/review/summary')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();
  });

  it('is hidden for a visitor, who asks nothing', async () => {
    const visitor = stubApi({ 'GET /api/review/summary': { dueNow: 2, nextDueAt: null, total: 2 } });
    const { store: signedOut } = testStore({ provider: null });
    renderRoute('/', { routes: header, store: signedOut });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();
    expect(visitor.calls('GET /api/review/summary')).toEqual([]);
  });
});
