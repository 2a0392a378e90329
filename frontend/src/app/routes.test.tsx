import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { paths, routePath, type PathKey } from '../lib/paths';
import { renderRoute } from '../test/render';
import { pageRoutes, routes } from './routes';
import { pages } from './lazyPages';
import type { RouteHandle } from './routeHandle';
import { sampleUser, signedInStore } from '../test/session';

function robotsMeta() {
  return document.head.querySelector('meta[name="robots"]');
}

describe('404 page', () => {
  it.each(['/no/such/page', '/nope', '/admin/unknown'])(
    'is shown for %s with title, text, noindex and a home link',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found'));
      expect(robotsMeta()).toHaveAttribute('content', 'noindex');
      expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    },
  );

  it('removes the noindex marker once the user leaves the page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(robotsMeta()).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'Go to the homepage' }));
    expect(router.state.location.pathname).toBe('/');
    await screen.findByRole('heading', { level: 1, name: /Find your path into tech/ });
    expect(robotsMeta()).toBeNull();
  });

  it('treats /@handle as a public profile, not a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        expect(new URL(url, 'http://localhost').pathname).toBe('/api/profiles/ada_lovelace');
        return new Response(
          JSON.stringify({
            handle: 'ada_lovelace',
            username: 'ada',
            fullName: 'Ada Lovelace',
            profilePicUrl: null,
            bio: null,
            joinedAt: '2026-01-01T00:00:00.000Z',
            showsCertificates: false,
            editable: false,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    renderRoute('/@ada_lovelace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada_lovelace')).toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
  });
});

describe('route table (spec §2)', () => {
  it('every address of the paths table has its own route, and every route is in the table', () => {
    const keys = Object.keys(paths) as PathKey[];
    for (const key of keys) {
      const address = paths[key].replace(/:(\w+)\??/g, 'x1');
      const leaf = matchRoutes(routes, address)?.at(-1)?.route;
      expect({ key, path: leaf?.path ?? (leaf?.index ? '' : undefined) }).toEqual({ key, path: routePath(key) });
    }
    const routed = pageRoutes.flatMap((route) =>
      route.path && !['*', ':segment'].includes(route.path) ? [route.path] : [],
    );
    expect(routed.sort()).toEqual(keys.map(routePath).filter(Boolean).sort());
  });

  it('the route of every address loads the page of the same key (one table: the router and prefetching cannot drift apart)', async () => {
    for (const key of Object.keys(paths) as PathKey[]) {
      const preload = vi.spyOn(pages[key], 'preload').mockResolvedValue(undefined);
      const [match] = matchRoutes(routes, paths[key].replace(/:(\w+)\??/g, 'x1'))!.slice(-1);
      await (match.route.handle as RouteHandle).preload(match.params);
      expect({ key, calls: preload.mock.calls.length }).toEqual({ key, calls: 1 });
      preload.mockRestore();
    }
  });

  it.each([
    ['/about', 'About DevPath'],
    ['/resume-builder', 'Resume Builder'],
    ['/documentation', 'Documentation'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/leaderboard', 'Leaderboard'],
    ['/leaderboard-new', 'Weekly leagues'],
    ['/roadmaps', 'Roadmaps'],
    ['/bootcamps', 'Roadmaps'],
    ['/quiz/results', 'Quiz Results'],
    ['/verify-certificate', 'Verify a certificate'],
    ['/verify-certificate/ABC-123', 'Verify a certificate'],
    ['/practice', 'Practice'],
    ['/blog', 'Blog'],
    ['/blog/hello', 'Blog'],
    ['/marketplace', 'Marketplace'],
    ['/marketplace/kit', 'Marketplace'],
    ['/resources', 'Free IT Resources'],
    ['/project-feedback', 'Project Feedback'],
    ['/partners', 'Partners & Sponsors'],
    ['/practice/problem/3', 'Problem'],
    ['/report-bug', 'Report a Bug'],
    ['/contact', 'Contact'],
    ['/security-reports', 'Security Reports'],
    ['/pricing', 'Pricing'],
    ['/premium', 'Premium membership'],
    ['/test-payment', 'Checkout'],
    ['/cart', 'Cart'],
  ])('%s is a real page: "%s"', async (path, name) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('the documentation links the Swagger UI and the OpenAPI JSON and states the CSRF and auth rules', async () => {
    renderRoute('/documentation');
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    expect(screen.getByRole('link', { name: /Swagger UI/ })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: /OpenAPI document/ })).toHaveAttribute('href', '/api/docs-json');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('X-CSRF-Token');
    expect(main).toHaveTextContent('CSRF_INVALID');
    expect(main).toHaveTextContent('Authorization: Bearer <token>');
  });

  it('the home page leads to the quiz and the roadmaps', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /Find your path into tech/ });
    expect(screen.getAllByRole('link', { name: 'Take the career quiz' })[0]).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'Browse roadmaps' })).toHaveAttribute('href', '/roadmaps');
  });
});

describe('security reports and inbox (/admin/security-reports, /admin/inbox): admins only', () => {
  it.each(['user', 'moderator'] as const)('refuses a %s', async (role) => {
    for (const path of ['/admin/security-reports', '/admin/inbox']) {
      const { store } = await signedInStore(sampleUser({ role }));
      const { unmount } = renderRoute(path, { store });
      expect(
        await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      unmount();
    }
  });
});
