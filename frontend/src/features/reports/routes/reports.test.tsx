import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  InboxPageResponse,
  SecurityReportDetailResponse,
  SecurityReportPageResponse,
  SecurityStatusResponse,
} from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { apiError, sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const TOKEN = 'a'.repeat(43);

/** Types by pasting (one input event): typing key by key is slow on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('/report-bug', () => {
  it('checks the fields, pre-fills page and browser, sends the report and confirms it', async () => {
    const api = stubApi({ 'POST /api/reports/bugs': { status: 202, json: { message: 'Thank you!' } } });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute(`/report-bug?from=${encodeURIComponent('/roadmaps/frontend?module=html')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a Bug' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Bug report' });
    expect(within(form).getByRole('textbox', { name: 'Browser and system' })).toHaveValue(navigator.userAgent);
    expect(within(form).getByRole('textbox', { name: 'Page address' })).toHaveValue(
      `${window.location.origin}/roadmaps/frontend?module=html`,
    );

    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await within(form).findByText('A title is required.')).toBeInTheDocument();
    expect(within(form).getByText('The steps is required.')).toBeInTheDocument();
    expect(api.calls('POST /api/reports/bugs')).toHaveLength(0);

    await fill(user, within(form).getByRole('textbox', { name: 'Title' }), 'Start button does nothing');
    await fill(
      user,
      within(form).getByRole('textbox', { name: 'Steps to reproduce' }),
      '1. Open a roadmap\n2. Click Start',
    );
    await fill(user, within(form).getByRole('textbox', { name: 'What you expected' }), 'The first lesson opens');
    await fill(user, within(form).getByRole('textbox', { name: 'What happened instead' }), 'Nothing happens');
    await fill(user, within(form).getByRole('textbox', { name: /Your email/ }), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Thank you, your report is in')).toBeInTheDocument();
    const [sent] = api.calls('POST /api/reports/bugs');
    expect(sent.body).toMatchObject({
      title: 'Start button does nothing',
      steps: '1. Open a roadmap\n2. Click Start',
      email: 'ada@example.com',
      browser: navigator.userAgent,
    });
    expect(sent.body).not.toHaveProperty('company_url');
  });

  it('takes the page you came from from the link, else from the referrer when it is ours, never the form itself', async () => {
    stubApi({});
    testStore({ provider: null });
    const referrer = vi.spyOn(document, 'referrer', 'get');
    const pageAddress = async (path: string) => {
      const { unmount } = renderRoute(path);
      const field = within(await screen.findByRole('form', { name: 'Bug report' })).getByRole('textbox', {
        name: 'Page address',
      });
      const value = (field as HTMLInputElement).value;
      unmount();
      return value;
    };
    referrer.mockReturnValue(`${window.location.origin}/blog/hello`);
    expect(await pageAddress('/report-bug')).toBe(`${window.location.origin}/blog/hello`);
    // The link's page wins over the referrer; addresses of other sites and the form itself are not taken.
    expect(await pageAddress('/report-bug?from=/leaderboard')).toBe(`${window.location.origin}/leaderboard`);
    expect(await pageAddress('/report-bug?from=//evil.example/x')).toBe(`${window.location.origin}/blog/hello`);
    referrer.mockReturnValue(`${window.location.origin}/report-bug`);
    expect(await pageAddress('/report-bug')).toBe('');
    referrer.mockReturnValue('https://elsewhere.example/page');
    expect(await pageAddress('/report-bug?from=/report-bug')).toBe('');
  });

  it('hides the honeypot from people: aria-hidden and out of the tab order', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/report-bug');
    await screen.findByRole('heading', { level: 1, name: 'Report a Bug' });
    const trap = document.getElementById('company_url')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Company website/ })).not.toBeInTheDocument();
  });
});

describe('/contact', () => {
  it('preselects a partnership inquiry from ?topic=partnership with organisation and website', async () => {
    const api = stubApi({ 'POST /api/contact': { status: 202, json: { message: 'Thanks' } } });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/contact?topic=partnership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('partnership');
    await fill(user, screen.getByRole('textbox', { name: 'Your name' }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: /Your email/ }), 'grace@example.org');
    await fill(user, screen.getByRole('textbox', { name: 'Organisation' }), 'Acme Learning');
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'not a url');
    await fill(user, screen.getByRole('textbox', { name: 'Subject' }), 'Sponsoring a roadmap');
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'We would like to sponsor the data roadmap.');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Enter an address starting with https://.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Website' }));
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'https://acme.example.org');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Thank you, your message is in')).toBeInTheDocument();
    expect(api.calls('POST /api/contact')[0].body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.org',
      subject: 'Sponsoring a roadmap',
      message: 'We would like to sponsor the data roadmap.',
      topic: 'partnership',
      organisation: 'Acme Learning',
      website: 'https://acme.example.org',
    });
  });

  it('a general message has no organisation fields and shows the server refusal', async () => {
    stubApi({
      'POST /api/contact': apiError(429, 'RATE_LIMITED', 'Too many requests. Please slow down and try again shortly.'),
    });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(screen.queryByRole('textbox', { name: 'Organisation' })).not.toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await fill(user, screen.getByRole('textbox', { name: /Your email/ }), 'ada@example.com');
    await fill(user, screen.getByRole('textbox', { name: 'Subject' }), 'Hello team');
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Thank you for the roadmaps!');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Too many requests. Please slow down and try again shortly.')).toBeInTheDocument();
  });
});

describe('/security-reports', () => {
  it('shows the policy, sends the private report and shows the status link once with a copy button', async () => {
    const api = stubApi({
      'POST /api/reports/security': {
        status: 202,
        json: { token: TOKEN, statusUrl: `https://devpath.test/security-reports/status/${TOKEN}`, message: 'Thanks' },
      },
    });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/security-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security Reports' })).toBeInTheDocument();
    for (const name of ['In scope', 'What we ask of you', 'What we promise', 'Safe harbour'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Severity/ }), 'high');
    await fill(user, screen.getByRole('textbox', { name: 'Affected area' }), 'Profile bio');
    await fill(user, screen.getByRole('textbox', { name: 'Description' }), 'The bio is rendered without escaping.');
    await fill(user, screen.getByRole('textbox', { name: /Your email/ }), 'researcher@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the report privately' }));
    expect(await screen.findByText(/It is shown only once/)).toBeInTheDocument();
    expect(screen.getByTestId('status-link')).toHaveTextContent(
      `https://devpath.test/security-reports/status/${TOKEN}`,
    );
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the status page' })).toHaveAttribute(
      'href',
      `/security-reports/status/${TOKEN}`,
    );
    expect(api.calls('POST /api/reports/security')[0].body).toEqual({
      severity: 'high',
      affectedArea: 'Profile bio',
      description: 'The bio is rendered without escaping.',
      proofOfConcept: null,
      reporterEmail: 'researcher@example.com',
    });
  });
});

describe('/security-reports/status/:token', () => {
  it('shows the status badge and the public timeline', async () => {
    const status: SecurityStatusResponse = {
      status: 'triaged',
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
      timeline: [{ status: 'triaged', note: 'We reproduced it and are working on a fix.', at: '2026-11-21T10:00:00Z' }],
    };
    stubApi({ [`GET /api/reports/security/status/${TOKEN}`]: status });
    testStore({ provider: null });
    renderRoute(`/security-reports/status/${TOKEN}`);
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Triaged');
    expect(screen.getByText('We reproduced it and are working on a fix.')).toBeInTheDocument();
    expect(screen.getByText('Status: Triaged')).toBeInTheDocument();
  });

  it('explains an unknown link', async () => {
    stubApi({
      'GET /api/reports/security/status/nope': apiError(
        404,
        'SECURITY_REPORT_NOT_FOUND',
        'No security report matches this link.',
      ),
    });
    testStore({ provider: null });
    renderRoute('/security-reports/status/nope');
    expect(await screen.findByText('No report matches this link')).toBeInTheDocument();
  });
});

describe('/admin/security-reports', () => {
  const summary = {
    id: 7,
    severity: 'high' as const,
    status: 'new' as const,
    affectedArea: 'Profile bio',
    reporterEmail: 'r@example.com',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  };
  const detail: SecurityReportDetailResponse = {
    ...summary,
    description: 'Stored XSS in the bio.',
    proofOfConcept: '<img onerror=alert(1)>',
    userId: null,
    nextStatuses: ['triaged'],
    events: [],
  };

  it('lists reports with filters, opens one and triages it with a public note', async () => {
    const list: SecurityReportPageResponse = { items: [summary], total: 1, page: 1, pageSize: 20 };
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/security-reports': list,
      'GET /api/admin/security-reports/7': detail,
      'PATCH /api/admin/security-reports/7': { ...detail, status: 'triaged', nextStatuses: ['fixed', 'wont_fix'] },
    });
    const user = userEvent.setup();
    renderRoute('/admin/security-reports', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security reports' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'high');
    await waitFor(() =>
      expect(
        api
          .calls('GET /api/admin/security-reports')
          .some((r) => new URL(r.url, 'http://x').searchParams.get('severity') === 'high'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: /#7 Profile bio/ }));
    expect(await screen.findByText('Stored XSS in the bio.')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /Note/ }), 'Reproduced, fix in progress.');
    await user.click(screen.getByRole('radio', { name: /Public/ }));
    await user.click(screen.getByRole('button', { name: 'Mark triaged' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/security-reports/7')).toHaveLength(1));
    expect(api.calls('PATCH /api/admin/security-reports/7')[0].body).toEqual({
      status: 'triaged',
      note: 'Reproduced, fix in progress.',
      visibility: 'public',
    });
  });
});

describe('/admin/inbox', () => {
  it('lists messages by kind and closes one with a note', async () => {
    const page: InboxPageResponse = {
      items: [
        {
          id: 3,
          kind: 'partnership',
          status: 'open',
          topic: 'partnership',
          userId: null,
          name: 'Grace',
          email: 'grace@example.org',
          subject: 'Sponsoring',
          message: 'We would like to sponsor.',
          expected: null,
          actual: null,
          pageUrl: null,
          browser: null,
          organisation: 'Acme',
          website: 'https://acme.example.org',
          note: null,
          createdAt: '2026-11-20T10:00:00Z',
          closedAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/inbox': page,
      'PATCH /api/admin/inbox/3': { ...page.items[0], status: 'closed', note: 'Answered' },
    });
    const user = userEvent.setup();
    renderRoute('/admin/inbox', { store });
    const item = await screen.findByRole('article', { name: 'Sponsoring' });
    expect(within(item).getByText('Partner inquiry')).toBeInTheDocument();
    await fill(user, within(item).getByRole('textbox', { name: /Note/ }), 'Answered');
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(api.calls('PATCH /api/admin/inbox/3')[0]?.body).toEqual({ status: 'closed', note: 'Answered' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Partners' }));
    await waitFor(() =>
      expect(
        api
          .calls('GET /api/admin/inbox')
          .some((r) => new URL(r.url, 'http://x').searchParams.get('kind') === 'partnership'),
      ).toBe(true),
    );
  });

  it('opens on one kind when the overview links it (?kind=bug)', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/inbox': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    renderRoute('/admin/inbox?kind=bug', { store });
    await waitFor(() => expect(api.calls('GET /api/admin/inbox').length).toBeGreaterThan(0));
    expect(new URL(api.calls('GET /api/admin/inbox')[0]!.url, 'http://x').searchParams.get('kind')).toBe('bug');
    expect(screen.getByRole('radio', { name: 'Bugs' })).toBeChecked();
  });
});
