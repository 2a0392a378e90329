import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// React.lazy remembers a loaded page for the life of the module, so every test
// starts from fresh app modules: no page chunk has been loaded yet.
async function freshApp() {
  vi.resetModules();
  const [{ routes }, { renderRoute }, { pages }] = await Promise.all([
    import('./routes'),
    import('../test/render'),
    import('./lazyPages'),
  ]);
  return { render: (path: string, state?: unknown) => renderRoute(path, { routes, state }), pages };
}

describe('loading states', () => {
  let app: Awaited<ReturnType<typeof freshApp>>;
  const render = (path: string, state?: unknown) => app.render(path, state);
  beforeEach(async () => {
    app = await freshApp();
  });

  it('shows "Loading content..." while a lazy page loads, then the page', async () => {
    render('/about');
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About DevPath' })).toBeInTheDocument();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
  });

  it('shows the skeleton, not the spinner, while the home page loads', async () => {
    render('/');
    expect(screen.getByRole('status', { name: 'Loading the home page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Find your path into tech/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the home page' })).not.toBeInTheDocument();
  });

  it('shows the spinner again when navigating to a page whose chunk is not loaded yet', async () => {
    // Hold the Terms of Service chunk until the test lets it through.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock('../features/legal/routes/TermsOfServicePage', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const { router } = render('/about');
    await screen.findByRole('heading', { name: 'About DevPath' });

    await act(() => router.navigate('/terms-of-service'));
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About DevPath' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    vi.doUnmock('../features/legal/routes/TermsOfServicePage');
  });

  it('renders a page whose chunk was prefetched at once, without the spinner', async () => {
    await app.pages.about.preload();
    render('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About DevPath' })).toBeInTheDocument();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
  });

  it('loads the dashboard once the user moves into /auth, so signing in lands on it without the skeleton', async () => {
    const preload = vi.spyOn(app.pages.dashboard, 'preload');
    render('/auth');
    const username = await screen.findByLabelText(/Username or email/);
    expect(preload).not.toHaveBeenCalled();
    act(() => username.focus());
    act(() => screen.getByLabelText(/^Password/).focus());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a user sent to /auth by another page gets that page loaded instead', async () => {
    const dashboard = vi.spyOn(app.pages.dashboard, 'preload');
    const settings = vi.spyOn(app.pages.settings, 'preload');
    render('/auth', { from: { pathname: '/settings' } });
    const username = await screen.findByLabelText(/Username or email/);
    act(() => username.focus());
    expect(settings).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
  });
});
