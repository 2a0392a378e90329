import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toasts from '../app/Toasts';
import { theme } from '../app/theme';
import { TOAST_REMOVE_DELAY_MS, toast, toastStore } from './toast';

function renderToasts() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Toasts />
    </MantineProvider>,
  );
}

describe('toasts (spec §9)', () => {
  afterEach(() => {
    act(() => {
      notifications.clean();
      toastStore.clear();
    });
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
    });
    const failed = (await screen.findByText('Login failed')).closest('[role="alert"]') as HTMLElement;
    expect(failed.getAttribute('style')).toContain('--mantine-color-red-filled');
    act(() => {
      toast({ title: 'Logged out' });
    });
    const ok = screen.getByText('Logged out').closest('[role="alert"]') as HTMLElement;
    expect(ok.getAttribute('style') ?? '').not.toContain('red');
  });

  it('the notification library shows at most 5 at once and the rest when space frees up', async () => {
    renderToasts();
    act(() => {
      for (let i = 1; i <= 7; i += 1) notifications.show({ title: `Toast ${i}`, message: '' });
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

  it("the product's toast state shows one toast at a time: a new one replaces the one showing", () => {
    renderToasts();
    act(() => {
      toast({ title: 'Registration failed', description: 'Username already taken', variant: 'destructive' });
    });
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Registration successful', description: 'Your account has been created!' });
    });
    // A failed-then-fixed registration does not keep the old failure on screen.
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toastStore.getSnapshot().map((item) => item.title)).toEqual(['Registration successful']);
  });

  it('a dismissed toast closes at once and is removed from the state after 1,000,000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderToasts();
    let id = '';
    act(() => {
      id = toast({ title: 'Profile updated' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ id, open: false, title: 'Profile updated' })]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(toastStore.getSnapshot()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('a toast closed after its 5000 ms also stays in the state, closed, until the removal delay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderToasts();
    act(() => {
      toast({ title: 'Logged out' });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ open: false })]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('a swipe right of 50 px dismisses a toast; a shorter or leftward one does not', () => {
    renderToasts();
    act(() => {
      toast({ title: 'Settings saved' });
    });
    const swipe = (from: number, to: number) => {
      const root = screen.getByText('Settings saved').closest('[role="alert"]') as HTMLElement;
      fireEvent.pointerDown(root, { button: 0, pointerId: 1, clientX: from });
      fireEvent.pointerMove(root, { pointerId: 1, clientX: to });
      fireEvent.pointerUp(root, { pointerId: 1, clientX: to });
    };
    swipe(100, 149);
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    swipe(100, 20);
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    swipe(100, 150);
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ open: false })]);
  });

  it('F8 moves focus to the toast region', async () => {
    renderToasts();
    const user = userEvent.setup();
    act(() => {
      toast({ title: 'Password changed' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(region).not.toHaveFocus();
    await user.keyboard('{F8}');
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByText('Password changed'));
  });

  it('an action button runs its handler and closes the toast', async () => {
    renderToasts();
    const onClick = vi.fn();
    act(() => {
      toast({ title: 'Role updated', description: 'ada is now an admin.', action: { label: 'Undo', onClick } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Role updated')).not.toBeInTheDocument();
  });
});
