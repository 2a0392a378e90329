import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor, type ConnectionMonitor } from '../../lib/api/connection';
import { OfflineBanner } from './OfflineBanner';

describe('offline banner', () => {
  let monitor: ConnectionMonitor;
  afterEach(() => monitor.dispose());

  function renderBanner(ping = vi.fn(async () => false)) {
    monitor = createConnectionMonitor(ping);
    render(
      <MantineProvider env="test">
        <OfflineBanner monitor={monitor} />
      </MantineProvider>,
    );
    return ping;
  }

  it('is hidden while the state is unknown or online', () => {
    renderBanner();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => monitor.reportReply());
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('appears in a status region when the backend cannot be reached, and goes when it answers again', () => {
    renderBanner();
    act(() => monitor.reportFailure());
    expect(screen.getByRole('status')).toHaveTextContent('You are offline: DevPath cannot reach its server.');
    act(() => monitor.reportReply());
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('"Retry now" pings the backend at once', async () => {
    const ping = renderBanner(vi.fn(async () => true));
    act(() => monitor.reportFailure());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry now' }));
    expect(ping).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
