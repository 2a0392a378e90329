import { Stack, Switch } from '@mantine/core';
import type { PrivacySettings } from '../../../api/generated/types.gen';
import type { CurrentUser } from '../../../lib/session/user';
import { useUpdateSettings } from '../api/useSettings';
import { SettingsSection } from './SettingsSection';

const SWITCHES: Array<{ key: keyof PrivacySettings; label: string; description: string }> = [
  { key: 'showName', label: 'Show my full name', description: 'Your username is always shown.' },
  { key: 'showActivity', label: 'Show my activity', description: 'XP, streaks and completed modules.' },
  { key: 'showCertificates', label: 'Show my certificates', description: 'The certificates you earned.' },
];

export function PrivacySection({ user }: { user: CurrentUser }) {
  const update = useUpdateSettings();
  const pending = update.isPending ? update.variables?.body.privacy : undefined;

  return (
    <SettingsSection id="settings-privacy" title="Privacy" description="What your public profile shows to everyone.">
      <Stack gap="md">
        {SWITCHES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={pending?.[key] ?? user.privacy[key]}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ body: { privacy: { [key]: event.currentTarget.checked } } })}
          />
        ))}
      </Stack>
    </SettingsSection>
  );
}
