import { Button, Container, Group, Text } from '@mantine/core';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { useState, useSyncExternalStore } from 'react';
import { connection, type ConnectionMonitor } from '../../lib/api/connection';
import classes from './Layout.module.css';

export function useConnectionState(monitor: ConnectionMonitor = connection) {
  return useSyncExternalStore(monitor.subscribe, monitor.getState, monitor.getState);
}

/** Shown while the backend cannot be reached (spec §4 connection state). */
export function OfflineBanner({ monitor = connection }: { monitor?: ConnectionMonitor }) {
  const state = useConnectionState(monitor);
  const [retrying, setRetrying] = useState(false);
  return (
    <div role="status" aria-live="polite">
      {state === 'offline' && (
        <div className={classes.offline}>
          <Container size="lg" py={8}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="xs" wrap="nowrap">
                <IconWifiOff size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="sm" fw={500}>
                  You are offline: DevPath cannot reach its server. It keeps retrying on its own.
                </Text>
              </Group>
              <Button
                size="compact-sm"
                variant="white"
                color="dark"
                loading={retrying}
                onClick={() => {
                  setRetrying(true);
                  void monitor.retryNow().finally(() => setRetrying(false));
                }}
              >
                Retry now
              </Button>
            </Group>
          </Container>
        </div>
      )}
    </div>
  );
}
