import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostListResponse, PostResponse, StaffPostListResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';
import { slugFrom } from './BlogAdminPage';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const summary = {
  slug: 'git-in-your-first-week',
  title: 'Git in your first week',
  summary: 'The ten commands you will actually use.',
  coverImageUrl: null,
  coverAlt: null,
  tags: ['git', 'tools'],
  authorName: 'DevPath team',
  publishAt: '2026-11-03T09:00:00.000Z',
  readingMinutes: 3,
  updatedAt: '2026-11-03T09:00:00.000Z',
};
const list = (overrides: Partial<PostListResponse> = {}): PostListResponse => ({
  items: [summary],
  total: 1,
  page: 1,
  pageSize: 9,
  tags: ['git', 'tools', 'careers'],
  ...overrides,
});

describe('/blog', () => {
  it('lists posts with date, reading time and tags, filters by topic in the request, and links the RSS feed', async () => {
    const api = stubApi({ 'GET /api/blog/posts': list() });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Git in your first week' });
    expect(within(card).getByRole('link', { name: 'Git in your first week' })).toHaveAttribute(
      'href',
      '/blog/git-in-your-first-week',
    );
    expect(within(card).getByText(/3 min read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /RSS feed/ })).toHaveAttribute('href', '/api/blog/rss.xml');
    await user.click(screen.getByRole('radio', { name: 'careers' }));
    await waitFor(() =>
      expect(
        api.calls('GET /api/blog/posts').some((r) => new URL(r.url, 'http://x').searchParams.get('tag') === 'careers'),
      ).toBe(true),
    );
  });
});

describe('/blog/{slug}', () => {
  const post = (bodyMd: string): PostResponse => ({ ...summary, bodyMd });

  it('shows the post with a table of contents that leads to its headings', async () => {
    stubApi({
      'GET /api/blog/posts/git-in-your-first-week': post(
        '## The daily loop\n\nCommit often.\n\n### Pushing\n\nSend them.\n\n```bash\n## not a heading\n```\n\n## Learn more\n\nRead Pro Git.',
      ),
    });
    testStore({ provider: null });
    renderRoute('/blog/git-in-your-first-week');
    expect(await screen.findByRole('heading', { level: 1, name: 'Git in your first week' })).toBeInTheDocument();
    expect(screen.getByText(/By DevPath team/)).toHaveTextContent('3 min read');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['The daily loop', '#the-daily-loop'],
      ['Pushing', '#pushing'],
      ['Learn more', '#learn-more'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'The daily loop' })).toHaveAttribute('id', 'the-daily-loop');
    await waitFor(() => expect(document.title).toBe('Git in your first week · DevPath Blog'));
  });

  it('renders no raw HTML and no javascript: link from a post body', async () => {
    stubApi({
      'GET /api/blog/posts/git-in-your-first-week': post(
        'Hello <script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">\n\n[click me](javascript:alert(1)) and [the quiz](/quiz)',
      ),
    });
    testStore({ provider: null });
    renderRoute('/blog/git-in-your-first-week');
    await screen.findByRole('heading', { level: 1, name: 'Git in your first week' });
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img[onerror]')).toBeNull();
    expect(within(article).getByText('click me').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(within(article).getByRole('link', { name: 'the quiz' })).toHaveAttribute('href', '/quiz');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('says when a post does not exist', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/blog/nope');
    expect(await screen.findByText('This post does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });
});

describe('/admin/blog', () => {
  const staffList: StaffPostListResponse = {
    items: [{ ...summary, status: 'published' }],
    total: 1,
    page: 1,
    pageSize: 20,
  };

  it('makes an address from the title', () => {
    expect(slugFrom('Five free tools, for new developers!')).toBe('five-free-tools-for-new-developers');
    expect(slugFrom('  Café & Crème  ')).toBe('cafe-creme');
  });

  it('a moderator writes a post and schedules it: the request carries the moment in UTC', async () => {
    const saved = {
      ...summary,
      slug: 'five-free-tools',
      title: 'Five free tools',
      status: 'scheduled',
      bodyMd: 'x',
      editedByStaff: true,
      createdAt: summary.updatedAt,
      publishAt: '2030-01-02T09:30:00.000Z',
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/blog/posts': staffList,
      'PUT /api/admin/blog/posts/five-free-tools': saved,
      'GET /api/admin/blog/posts/five-free-tools': saved,
    });
    const user = userEvent.setup();
    renderRoute('/admin/blog', { store });
    const form = await screen.findByRole('form', { name: 'New post' });
    await user.type(within(form).getByLabelText(/^Title/), 'Five free tools');
    expect(within(form).getByLabelText(/^Address/)).toHaveValue('five-free-tools');
    await user.click(within(form).getByLabelText(/^Summary/));
    await user.paste('An editor, a terminal and Git: why each matters.');
    await user.click(within(form).getByLabelText('Body (Markdown)'));
    await user.paste('## The editor\n\nUse one you like.');
    await user.click(within(form).getByRole('radio', { name: 'Scheduled' }));
    await user.type(within(form).getByLabelText(/^Publish at/), '2030-01-02T09:30');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/blog/posts/five-free-tools')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/blog/posts/five-free-tools')[0].body).toEqual({
      title: 'Five free tools',
      summary: 'An editor, a terminal and Git: why each matters.',
      bodyMd: '## The editor\n\nUse one you like.',
      tags: [],
      coverImageUrl: null,
      coverAlt: null,
      status: 'scheduled',
      publishAt: new Date('2030-01-02T09:30').toISOString(),
    });
  });

  it('is refused to learners', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'user' }));
    renderRoute('/admin/blog', { store });
    expect(
      await screen.findByText('This page is only available to moderators and administrators.'),
    ).toBeInTheDocument();
  });
});
