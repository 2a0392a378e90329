import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPartnerResponse, PartnersByTierResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const odin = {
  id: 2,
  name: 'The Odin Project',
  tier: 'community' as const,
  description: 'An open-source full-stack curriculum.',
  websiteUrl: 'https://www.theodinproject.com/',
  logoUrl: null,
  position: 1,
};
const byTier: PartnersByTierResponse = {
  tiers: [
    {
      tier: 'community',
      label: 'Open-source projects and free learning communities we recommend',
      description: 'Not sponsors.',
      partners: [odin],
    },
  ],
};
const admin = (overrides: Partial<AdminPartnerResponse> = {}): AdminPartnerResponse => ({
  ...odin,
  active: true,
  updatedAt: new Date().toISOString(),
  ...overrides,
});

describe('/partners', () => {
  it('shows partners by tier with a monogram, links opening in a new tab, and the call to become a partner', async () => {
    stubApi({ 'GET /api/partners': byTier });
    testStore({ provider: null });
    renderRoute('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners & Sponsors' })).toBeInTheDocument();
    const tier = await screen.findByRole('region', {
      name: 'Open-source projects and free learning communities we recommend',
    });
    const card = within(tier).getByRole('article', { name: 'The Odin Project' });
    expect(within(card).getByText('TO')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Visit The Odin Project/ });
    expect(link).toHaveAttribute('href', 'https://www.theodinproject.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute(
      'href',
      '/contact?topic=partnership',
    );
  });

  it('shows an error when the list does not load', async () => {
    stubApi({
      'GET /api/partners': {
        status: 503,
        json: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Try again in a moment.', requestId: 'r' },
      },
    });
    testStore({ provider: null });
    renderRoute('/partners');
    expect(await screen.findByText('Could not load the partners')).toBeInTheDocument();
  });
});

describe('/admin/partners', () => {
  it('refuses learners', async () => {
    const { store } = await signedInStore(sampleUser(), {});
    renderRoute('/admin/partners', { store });
    expect(await screen.findByText(/only available to administrators/)).toBeInTheDocument();
  });

  it('an admin adds a partner, reorders and deactivates', async () => {
    const second = admin({ id: 3, name: 'Exercism', position: 2, websiteUrl: 'https://exercism.org/' });
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/partners': { items: [admin(), second] },
      'POST /api/admin/partners': { status: 201, json: admin({ id: 4, name: 'freeCodeCamp' }) },
      'POST /api/admin/partners/3/move': { items: [second, admin()] },
      'PUT /api/admin/partners/2': admin({ active: false }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/partners', { store });
    const odinRow = await screen.findByRole('article', { name: 'The Odin Project' });
    expect(within(odinRow).getByRole('button', { name: 'Move The Odin Project up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Exercism up' }));
    await waitFor(() => expect(api.calls('POST /api/admin/partners/3/move')[0]?.body).toEqual({ direction: 'up' }));
    await user.click(within(odinRow).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/partners/2')[0]?.body).toMatchObject({
        active: false,
        name: 'The Odin Project',
        logoUrl: null,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Add a partner' }));
    const form = screen.getByRole('form', { name: 'Add a partner' });
    await user.type(within(form).getByLabelText(/^Name/), 'freeCodeCamp');
    await user.type(within(form).getByLabelText(/^Description/), 'A non-profit with a free curriculum.');
    await user.type(within(form).getByLabelText(/^Website/), 'https://www.freecodecamp.org/');
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/partners')[0]?.body).toEqual({
        name: 'freeCodeCamp',
        tier: 'community',
        description: 'A non-profit with a free curriculum.',
        websiteUrl: 'https://www.freecodecamp.org/',
        logoUrl: null,
        active: true,
      }),
    );
  });
});
