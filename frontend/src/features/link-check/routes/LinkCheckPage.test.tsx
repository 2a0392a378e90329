import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkCheckListResponse, LinkCheckResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { json, sampleUser, signedInStore, type StubRequest } from '../../../test/session';

const CHECKED = '2026-11-23T03:00:05.000Z';
const dead: LinkCheckResponse[] = [
  {
    url: 'https://gone.example/spec',
    outcome: 'broken',
    status: 404,
    location: null,
    reason: null,
    checkedAt: CHECKED,
    usedIn: [
      { kind: 'lesson', key: 'http-and-apis', title: 'HTTP and APIs', path: '/roadmap/backend?module=http-and-apis' },
      { kind: 'post', key: 'http-reading', title: 'Where to read about HTTP', path: '/blog/http-reading' },
    ],
  },
  {
    url: 'https://slow.example/',
    outcome: 'unreachable',
    status: null,
    location: null,
    reason: 'timed out after 8 s',
    checkedAt: CHECKED,
    usedIn: [{ kind: 'resource', key: '12', title: 'Slow docs', path: '/resources?q=Slow%20docs' }],
  },
  {
    url: 'https://old.example/docs',
    outcome: 'moved',
    status: 301,
    location: 'https://new.example/docs',
    reason: null,
    checkedAt: CHECKED,
    usedIn: [{ kind: 'resource', key: '13', title: 'Old docs', path: '/resources?q=Old%20docs' }],
  },
];
const counts = { ok: 40, moved: 1, broken: 1, unreachable: 1, blocked: 0 };

function page(items: LinkCheckResponse[], request: StubRequest): LinkCheckListResponse {
  const query = new URL(request.url).searchParams;
  return {
    items,
    total: items.length,
    page: Number(query.get('page') ?? 1),
    pageSize: Number(query.get('pageSize') ?? 20),
    lastCheckedAt: CHECKED,
    counts,
  };
}

function listLinks(request: StubRequest) {
  const outcome = new URL(request.url).searchParams.get('outcome');
  return json(page(outcome ? dead.filter((item) => item.outcome === outcome) : dead, request));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/admin/links', () => {
  it('shows a loading table until the check answers', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/link-checks': () => new Promise<Response>(() => undefined),
    });
    renderRoute('/admin/links', { store });
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Loading the link check...')).toBeInTheDocument();
  });

  it('says so when every link answered at the last check', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/link-checks': (request) => json(page([], request)),
    });
    renderRoute('/admin/links', { store });
    expect(await screen.findByText('Every link answered at the last check.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/^Last checked /)).toBeInTheDocument();
  });

  it('lists dead links with their status or reason and where each is used; a moderator cannot run a check', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/link-checks': listLinks,
    });
    renderRoute('/admin/links', { store });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('3 links')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'https://gone.example/spec' })).toHaveAttribute(
      'href',
      'https://gone.example/spec',
    );
    expect(within(rows[0]!).getByText('Broken')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('HTTP 404')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Lesson: HTTP and APIs' })).toHaveAttribute(
      'href',
      '/roadmap/backend?module=http-and-apis',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Post: Where to read about HTTP' })).toHaveAttribute(
      'href',
      '/blog/http-reading',
    );
    expect(within(rows[1]!).getByText('Unreachable')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('timed out after 8 s')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Moved')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'https://new.example/docs' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Resource: Old docs' })).toHaveAttribute(
      'href',
      '/resources?q=Old%20docs',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Admin console' })).getByRole('link', { name: 'Links' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
  });

  it('filters by outcome through the address and the API', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/link-checks': listLinks,
    });
    renderRoute('/admin/links', { store });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('3 links')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'moved');
    expect(await within(table).findByText('1 link')).toBeInTheDocument();
    expect(within(table).queryByText('https://gone.example/spec')).not.toBeInTheDocument();
    expect(new URL(api.calls('GET /api/admin/link-checks').at(-1)!.url).searchParams.get('outcome')).toBe('moved');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'blocked');
    expect(await screen.findByText('No link had this outcome at the last check.')).toBeInTheDocument();
  });

  it('lets an admin check now: the button waits for the check, then the list is asked for again', async () => {
    let finish: (response: Response) => void = () => undefined;
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/link-checks': listLinks,
      'POST /api/admin/link-checks/run': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    renderRoute('/admin/links', { store });
    const user = userEvent.setup();
    expect(await screen.findByText('3 links')).toBeInTheDocument();
    const before = api.calls('GET /api/admin/link-checks').length;
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Checking every link…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeDisabled();
    expect(api.calls('POST /api/admin/link-checks/run')).toHaveLength(1);

    finish(json({ checked: 43, dead: 3 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled());
    await waitFor(() => expect(api.calls('GET /api/admin/link-checks').length).toBeGreaterThan(before));
  });
});
