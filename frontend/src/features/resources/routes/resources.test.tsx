import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreeResourceResponse, ResourceListResponse, SuggestionResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const proGit: FreeResourceResponse = {
  id: 1,
  title: 'Pro Git',
  url: 'https://git-scm.com/book/en/v2',
  category: 'tools',
  type: 'book',
  level: 'beginner',
  tags: ['git'],
  description: 'The complete book on Git, free online.',
};
const list = (overrides: Partial<ResourceListResponse> = {}): ResourceListResponse => ({
  items: [proGit],
  total: 1,
  page: 1,
  pageSize: 24,
  categories: [
    { category: 'web', count: 14 },
    { category: 'tools', count: 7 },
  ],
  ...overrides,
});
const pending: SuggestionResponse = {
  ...proGit,
  id: 9,
  title: 'CSS Diner',
  url: 'https://flukeout.github.io/',
  status: 'pending',
  reviewNote: null,
  createdAt: new Date().toISOString(),
  reviewedAt: null,
};

describe('/resources', () => {
  it('lists resources that open in a new tab, with category counts, and filters in the request', async () => {
    const api = stubApi({ 'GET /api/resources': list() });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free IT Resources' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Pro Git/ });
    const link = within(card).getByRole('link', { name: /Pro Git/ });
    expect(link).toHaveAttribute('href', 'https://git-scm.com/book/en/v2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('radio', { name: 'Web (14)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tools (7)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'book');
    await waitFor(() =>
      expect(
        api.calls('GET /api/resources').some((r) => {
          const params = new URL(r.url, 'http://x').searchParams;
          return params.get('category') === 'tools' && params.get('type') === 'book';
        }),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('a learner suggests a resource and sees it waiting; a refusal is explained', async () => {
    let mine: SuggestionResponse[] = [];
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/resources': list(),
      'GET /api/resources/suggestions/mine': () => ({ items: mine }),
      'POST /api/resources/suggestions': () => {
        mine = [pending];
        return { status: 201, json: pending };
      },
    });
    const user = userEvent.setup();
    renderRoute('/resources', { store });
    await user.click(await screen.findByRole('button', { name: 'Suggest a resource' }));
    const form = screen.getByRole('form', { name: 'Suggest a free resource' });
    await user.type(within(form).getByLabelText(/^Title/), 'CSS Diner');
    await user.type(within(form).getByLabelText(/^Address/), 'https://flukeout.github.io/');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'practice');
    await user.type(within(form).getByLabelText(/^Why it helps/), 'A game that teaches CSS selectors.');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(api.calls('POST /api/resources/suggestions')).toHaveLength(1));
    expect(api.calls('POST /api/resources/suggestions')[0].body).toMatchObject({
      title: 'CSS Diner',
      url: 'https://flukeout.github.io/',
      type: 'practice',
      category: 'web',
      level: 'beginner',
    });
    const yours = await screen.findByRole('region', { name: 'Your suggestions' });
    expect(within(yours).getByText('Waiting for review')).toBeInTheDocument();
  });
});

describe('/admin/resources', () => {
  it('a moderator declines with a note (required) and approves', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/resources/queue': { items: [pending] },
      'POST /api/admin/resources/9/review': { ...pending, status: 'rejected', reviewNote: 'Not free.' },
    });
    const user = userEvent.setup();
    renderRoute('/admin/resources', { store });
    const item = await screen.findByRole('article', { name: 'CSS Diner' });
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeDisabled();
    await user.type(within(item).getByLabelText(/^Note to the learner/), 'Not free.');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.calls('POST /api/admin/resources/9/review')).toHaveLength(1));
    expect(api.calls('POST /api/admin/resources/9/review')[0].body).toEqual({ decision: 'reject', note: 'Not free.' });
  });
});
