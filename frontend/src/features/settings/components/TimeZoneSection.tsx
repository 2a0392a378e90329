import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { detectTimeZone, type CurrentUser } from '../../../lib/session/user';
import { useUpdateSettings } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

/** Every IANA time zone the browser knows, with UTC. */
export function timeZones(): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** The saved zone, or the browser's when the account still has the server default (UTC). */
export function initialTimeZone(saved: string, detected = detectTimeZone()): string {
  return saved === 'UTC' && detected !== 'UTC' ? detected : saved;
}

export function TimeZoneSection({ user }: { user: CurrentUser }) {
  const update = useUpdateSettings();
  const detected = detectTimeZone();
  const [value, setValue] = useState(() => initialTimeZone(user.timeZone, detected));
  const data = useMemo(() => timeZones(), []);
  const changed = value !== user.timeZone;

  return (
    <SettingsSection
      id="settings-time-zone"
      title="Time zone"
      description="Your daily streak follows the days of this time zone."
    >
      <Stack gap="sm">
        <Select
          label="Time zone"
          data={data}
          value={value}
          onChange={(next) => next && setValue(next)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No time zone matches"
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
        {changed && user.timeZone === 'UTC' && value === detected && (
          <Text size="sm" c="dimmed">
            Detected from your browser. Save to use it for your streak.
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setValue(detected)} disabled={value === detected}>
            Use my current time zone
          </Button>
          <Button
            onClick={() => update.mutate({ body: { timeZone: value } })}
            loading={update.isPending}
            disabled={!changed}
          >
            Save time zone
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
