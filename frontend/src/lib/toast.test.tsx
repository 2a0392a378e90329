import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../app/Toasts';
import { theme } from '../app/theme';
import { toast } from './toast';

function renderToasts() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Toasts />
    </MantineProvider>,
  );
}

describe('toasts (spec §9)', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('shows title and description', async () => {
    renderToasts();
    act(() => {
      toast({ title: 'Profile updated', description: 'Your changes are saved.' });
    });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
  });

  it('shows destructive toasts in red and others in the primary color', async () => {
    renderToasts();
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid credentials', variant: 'destructive' });
      toast({ title: 'Logged out' });
    });
    const failed = (await screen.findByText('Login failed')).closest('[role="alert"]') as HTMLElement;
    const ok = screen.getByText('Logged out').closest('[role="alert"]') as HTMLElement;
    expect(failed.getAttribute('style')).toContain('--mantine-color-red-filled');
    expect(ok.getAttribute('style')).not.toContain('red');
  });

  it('shows at most 5 at once and the rest when space frees up', async () => {
    renderToasts();
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast({ title: `Toast ${i}` });
    });
    await screen.findByText('Toast 1');
    expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(5);
    expect(screen.queryByText('Toast 6')).not.toBeInTheDocument();
  });

  it('closes each toast after 5000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderToasts();
    act(() => {
      toast({ title: 'Password reset email sent' });
    });
    expect(screen.getByText('Password reset email sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Password reset email sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Password reset email sent')).not.toBeInTheDocument();
  });
});
