import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserResponse } from '../../../api/generated/types.gen';
import Toasts from '../../../app/Toasts';
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
    suspendedAt: null,
    suspensionReason: null,
  };
}

const everyone = [adminUser(1, 'admin', 'admin'), adminUser(2, 'moderator', 'moderator'), adminUser(3, 'learner')];

function listUsers(request: StubRequest) {
  const query = new URL(request.url).searchParams;
  const q = query.get('q') ?? '';
  const items = everyone.filter((user) => user.username.includes(q));
  return json({
    items,
    total: q ? items.length : 45,
    page: Number(query.get('page') ?? 1),
    pageSize: Number(query.get('pageSize') ?? 20),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/admin', () => {
  it('refuses a learner', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'user' }));
    renderRoute('/admin', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(api.calls('GET /api/admin/users')).toHaveLength(0);
  });

  it('refuses a moderator too (the users table is for admins)', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }));
    renderRoute('/admin', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    const { store } = testStore({ provider: null });
    renderRoute('/admin', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in required' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login / Register' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('guards /admin/security-reports', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'user' }));
    renderRoute('/admin/security-reports', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('shows the admin the users table with search, pagination and role changes', async () => {
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'PATCH /api/admin/users/3/role': (request) =>
        json({ ...adminUser(3, 'learner'), role: (request.body as { role: string }).role }),
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
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make learner a moderator?' })).getByRole('button', {
        name: 'Make moderator',
      }),
    );
    await waitFor(() => expect(api.calls('PATCH /api/admin/users/3/role')).toHaveLength(1));
    expect(api.calls('PATCH /api/admin/users/3/role')[0]!.body).toEqual({ role: 'moderator' });
  });
});

describe('/admin: role changes (issue 10 item 12)', () => {
  afterEach(() => act(() => notifications.clean()));

  async function openAdmin() {
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'PATCH /api/admin/users/3/role': (request) =>
        json({ ...adminUser(3, 'learner'), role: (request.body as { role: string }).role }),
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
    expect(api.calls('PATCH /api/admin/users/3/role').map((call) => call.body)).toEqual([
      { role: 'admin' },
      { role: 'user' },
    ]);
    expect(await screen.findByText('Role change undone')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });
});

describe('/admin: suspensions', () => {
  afterEach(() => act(() => notifications.clean()));
  const reason = 'Shared exam answers in the forum twice.';

  it('suspends with a reason the user will read, then lifts the suspension', async () => {
    let suspended = false;
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': () =>
        json({
          items: everyone.map((u) =>
            u.id === 3 && suspended ? { ...u, suspendedAt: '2026-11-25T10:00:00.000Z', suspensionReason: reason } : u,
          ),
          total: 3,
          page: 1,
          pageSize: 20,
        }),
      'PUT /api/admin/users/3/suspension': (request) => {
        suspended = true;
        return json({
          ...adminUser(3, 'learner'),
          suspendedAt: '2026-11-25T10:00:00.000Z',
          suspensionReason: (request.body as { reason: string }).reason,
        });
      },
      'DELETE /api/admin/users/3/suspension': () => {
        suspended = false;
        return json(adminUser(3, 'learner'));
      },
    });
    render(
      <MantineProvider env="test">
        <Toasts />
      </MantineProvider>,
    );
    renderRoute('/admin', { store });
    const user = userEvent.setup();
    await within(await screen.findByRole('table')).findByText('learner@example.com');
    // Nobody suspends themselves or an admin.
    expect(screen.getByRole('button', { name: 'Suspend admin' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Suspend learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend learner?' });
    const submit = within(dialog).getByRole('button', { name: 'Suspend account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'spam');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(submit);
    await waitFor(() => expect(api.calls('PUT /api/admin/users/3/suspension')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/users/3/suspension')[0]!.body).toEqual({ reason });
    expect(await screen.findByText('learner is signed out everywhere and cannot sign in.')).toBeInTheDocument();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift the suspension of learner' }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/users/3/suspension')).toHaveLength(1));
    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Suspended')).not.toBeInTheDocument());
  });

  it('shows why the server refused, and keeps the dialog open', async () => {
    const { store } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'PUT /api/admin/users/3/suspension': () =>
        json({ statusCode: 409, code: 'ALREADY_SUSPENDED', message: 'This account is already suspended.' }, 409),
    });
    renderRoute('/admin', { store });
    const user = userEvent.setup();
    await within(await screen.findByRole('table')).findByText('learner@example.com');
    await user.click(screen.getByRole('button', { name: 'Suspend learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend learner?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is already suspended.');
  });
});

describe('/admin/audit-log', () => {
  it('lists staff actions with their fields and outcome, filtered by staff member', async () => {
    const entry = {
      id: 7,
      at: '2026-11-25T10:00:00.000Z',
      actorId: 1,
      actorRole: 'admin',
      method: 'PATCH',
      route: '/api/admin/users/:id/role',
      params: { id: '3' },
      changes: { role: 'moderator' },
      status: 200,
    };
    const { store, api } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/audit-log': (request) =>
        json({
          items: new URL(request.url).searchParams.get('actorId') === '2' ? [] : [entry],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    renderRoute('/admin/audit-log', { store });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('PATCH /api/admin/users/3/role')).toBeInTheDocument();
    expect(within(table).getByText('User #1')).toBeInTheDocument();
    expect(within(table).getByText('200')).toBeInTheDocument();
    expect(within(table).getByText(/"role": "moderator"/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin console' })).getByRole('link', { name: 'Audit log' }),
    ).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('textbox', { name: 'Staff member (user id)' }), '2');
    expect(await within(table).findByText('No staff action matches these filters yet.')).toBeInTheDocument();
    expect(new URL(api.calls('GET /api/admin/audit-log').at(-1)!.url).searchParams.get('actorId')).toBe('2');
  });

  it('is for admins only', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }));
    renderRoute('/admin/audit-log', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(api.calls('GET /api/admin/audit-log')).toHaveLength(0);
  });
});

describe('/admin: overview', () => {
  it('shows the totals, the sign-ups and active learners per day as charts, and what waits in the inboxes', async () => {
    const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, i - 4)).toISOString().slice(0, 10));
    const { store } = await signedInStore(sampleUser({ id: 1, username: 'admin', role: 'admin' }), {
      'GET /api/admin/users': listUsers,
      'GET /api/admin/overview': () =>
        json({
          days: 30,
          signups: days.map((day, i) => ({ day, count: i === 29 ? 12 : 1 })),
          activeLearners: days.map((day, i) => ({ day, count: i === 29 ? 40 : 0 })),
          totals: { users: 1234, suspended: 2, signupsInWindow: 41, activeToday: 40 },
          openReports: { bugs: 3, contact: 1, partnership: 2, securityNew: 1, securityTriaged: 0 },
        }),
    });
    renderRoute('/admin', { store });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('1,234')).toBeInTheDocument();
    expect(within(overview).getByText('Sign-ups, 30 days').nextSibling).toHaveTextContent('41');
    expect(within(overview).getByText('Active today').nextSibling).toHaveTextContent('40');
    expect(
      within(overview).getByRole('img', { name: /Sign-ups per day from .*: 41 sign-ups in all, at most 12 in a day/ }),
    ).toBeInTheDocument();
    expect(
      within(overview).getByRole('img', {
        name: /Active learners per day from .*: 40 learners in all, at most 40 in a day/,
      }),
    ).toBeInTheDocument();
    expect(within(overview).getByRole('link', { name: 'Bug reports' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=bug',
    );
    expect(within(overview).getByRole('link', { name: 'Bug reports' }).closest('li')).toHaveTextContent('3');
    expect(within(overview).getByRole('link', { name: 'Security reports, new' })).toHaveAttribute(
      'href',
      '/admin/security-reports',
    );
  });
});
