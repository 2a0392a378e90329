import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Container, Stack, Text, Title } from '@mantine/core';
import { AppearanceSection } from '../../../components/AppearanceSection';
import { useSession } from '../../../lib/session/SessionProvider';
import { hasOwnPassword } from '../../../lib/session/user';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { HandleSection } from '../components/HandleSection';
import { PasswordSection } from '../components/PasswordSection';
import { PrivacySection } from '../components/PrivacySection';
import { ProfileSection } from '../components/ProfileSection';
import { SignInMethodsSection } from '../components/SignInMethodsSection';
import { TimeZoneSection } from '../components/TimeZoneSection';
import { VerifyEmailBanner } from '../../../components/VerifyEmailBanner';

/** /settings: profile, public profile, time zone, privacy, password (own accounts), account deletion. */
export function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container size="sm" py="xl" px="md">
      <title>Settings · DevPath</title>
      <Title order={1}>Settings</Title>
      <Text c="dimmed" mt={4} mb="lg">
        Signed in as <strong>{user.username}</strong>
        {user.email ? ` (${user.email})` : ''}
      </Text>
      <Stack gap="lg">
        <VerifyEmailBanner user={user} />
        <ProfileSection key={`profile-${user.id}`} user={user} />
        <HandleSection user={user} />
        <TimeZoneSection key={`tz-${user.id}-${user.timeZone}`} user={user} />
        <PrivacySection user={user} />
        <AppearanceSection />
        {hasOwnPassword(user) && <PasswordSection />}
        <SignInMethodsSection email={user.email} />
        <DeleteAccountSection user={user} />
      </Stack>
    </Container>
  );
}

export default SettingsPage;
