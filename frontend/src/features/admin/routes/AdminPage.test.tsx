import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserResponse } from '../../../api/generated/types.gen';
import { Toasts } from '../../../app/Toasts';
import { renderRoute } from '../../../test/render';
import { json, sampleUser, signedInStore, testStore, type StubRequest } from '../../../test/session';

function adminUser(id: number, username: string, role: AdminUserResponse['role'] = 'user'): AdminUserResponse {
  return {
    id,
    username,
    email: `${username}@example.com`,
    fullName: null,
    role,
    source: 'local',
    isVerified: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastAccessedAt: null,
  };
}

const everyone = [adminUser(1, 'admin', 'admin'), adminUser(2, 'moderator', 'moderator'), adminUser(3, 'learner')];

function listUsers(request: StubRequest) {
  const query = new URL(request.url).searchParams;
  const q = query.get('q') ?? '';
  const items = everyone.filter((user) => user.username.includes(q));
  return json({ items, total: q ? items.length : 45, page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 20) });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/admin', () => {
  it('refuses a learner', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'user' }));
    renderRoute('/admin', { store });
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(api.calls('GET /api/admin/users')).toHaveLength(0);
  });

  it('refuses a moderator too (the users table is for admins)', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }));
    renderRoute('/admin', { store });
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    const { store } = testStore({ provider: null });
    renderRoute('/admin', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in required' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth');
  });

  it('guards /admin/security-reports', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'user' }));
    renderRoute('/admin/security-reports', { store });
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it('shows the admin the users table with search, pagination and role changes', async () => {
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'PATCH /api/admin/users/3/role': (request) => json({ ...adminUser(3, 'learner'), role: (request.body as { role: string }).role }),
    });
    renderRoute('/admin', { store });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('learner@example.com')).toBeInTheDocument();
    expect(within(table).getByText('45 users')).toBeInTheDocument();
    expect(screen.getByLabelText('Role of admin')).toBeDisabled();

    // 45 users, 20 a page: 3 pages.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls('GET /api/admin/users').some((r) => r.url.includes('page=2'))).toBe(true));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'learn');
    await waitFor(() => expect(within(table).queryByText('moderator@example.com')).not.toBeInTheDocument());
    const last = api.calls('GET /api/admin/users').at(-1)!;
    expect(new URL(last.url).searchParams.get('q')).toBe('learn');
    expect(new URL(last.url).searchParams.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Role of learner'), 'moderator');
    await user.click(within(await screen.findByRole('dialog', { name: 'Make learner a moderator?' })).getByRole('button', { name: 'Make moderator' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/users/3/role')).toHaveLength(1));
    expect(api.calls('PATCH /api/admin/users/3/role')[0]!.body).toEqual({ role: 'moderator' });
  });
});

describe('/admin: role changes (issue 10 item 12)', () => {
  afterEach(() => act(() => notifications.clean()));

  async function openAdmin() {
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'PATCH /api/admin/users/3/role': (request) => json({ ...adminUser(3, 'learner'), role: (request.body as { role: string }).role }),
    });
    render(
      <MantineProvider env="test">
        <Toasts />
      </MantineProvider>,
    );
    renderRoute('/admin', { store });
    await within(await screen.findByRole('table')).findByText('learner@example.com');
    return { api, user: userEvent.setup() };
  }

  it('asks for confirmation with the consequences; cancelling changes nothing', async () => {
    const { api, user } = await openAdmin();
    await user.selectOptions(screen.getByLabelText('Role of learner'), 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Make learner an admin?' });
    expect(dialog).toHaveTextContent('learner will manage every account');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Role of learner')).toHaveValue('user');
    expect(api.calls('PATCH /api/admin/users/3/role')).toHaveLength(0);
  });

  it('the success toast undoes the change: the previous role is set back', async () => {
    const { api, user } = await openAdmin();
    await user.selectOptions(screen.getByLabelText('Role of learner'), 'admin');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('learner is now an admin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/users/3/role')).toHaveLength(2));
    expect(api.calls('PATCH /api/admin/users/3/role').map((call) => call.body)).toEqual([{ role: 'admin' }, { role: 'user' }]);
    expect(await screen.findByText('Role change undone')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });
});
