import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { signedInStore } from '../../../test/session';
import { ReviewCard } from './ReviewCard';

const card = [{ path: '/', element: <ReviewCard /> }];
const inThreeHours = () => new Date(Date.now() + 3 * 3_600_000 + 30_000).toISOString();

describe('the dashboard review card', () => {
  it('says how many items are due, with a button to start', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/review/summary': { dueNow: 4, nextDueAt: null, total: 9 },
    });
    renderRoute('/', { routes: card, store });
    expect(await screen.findByText('4 to review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start review' })).toHaveAttribute('href', '/review');
    expect(screen.getByRole('region', { name: 'Review' })).toBeInTheDocument();
  });

  it('says when the next item comes back, or that the queue is empty, or that it could not load', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/review/summary': { dueNow: 0, nextDueAt: inThreeHours(), total: 2 },
    });
    const first = renderRoute('/', { routes: card, store });
    expect(await screen.findByText('Nothing to review — next in 3 hours 0 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start review' })).not.toBeInTheDocument();
    first.unmount();

    const empty = await signedInStore(undefined, {
      'GET /api/review/summary': { dueNow: 0, nextDueAt: null, total: 0 },
    });
    const second = renderRoute('/', { routes: card, store: empty.store });
    expect(await screen.findByText(/questions you miss in lessons come back here/)).toBeInTheDocument();
    second.unmount();

    const broken = await signedInStore(undefined, {
      'GET /api/review/summary': { status: 500, json: { statusCode: 500, code: 'X', message: 'Down', requestId: 'r' } },
    });
    renderRoute('/', { routes: card, store: broken.store });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
