import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY } from '../app/colorScheme';
import { renderRoute } from '../test/render';
import { sampleUser, signedInStore } from '../test/session';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('colour scheme (issue 10 item 11)', () => {
  it('the header switch turns dark mode on and off, and the choice is remembered', async () => {
    renderRoute('/about');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    await user.click(toggle);
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('follows the system by default and starts in the remembered scheme', async () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    renderRoute('/about');
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Settings › Appearance offers Light, Dark and System (the default)', async () => {
    const { store } = await signedInStore(sampleUser());
    renderRoute('/settings', { store });
    const section = await screen.findByRole('region', { name: 'Appearance' }, { timeout: 10_000 });
    const user = userEvent.setup();
    expect(within(section).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(section).getByText('Dark'));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    await user.click(within(section).getByText('System'));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
    await waitFor(() => expect(scheme()).toBe('light'));
  });
});
