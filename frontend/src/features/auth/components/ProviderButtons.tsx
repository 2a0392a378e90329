import { Button, Stack } from '@mantine/core';
import IconBrandGoogle from '@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { useState } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { useSessionStore } from '../../../lib/session/SessionProvider';

/** "Continue with email" and "Continue with Google" (shown when the server has an identity provider). */
export function ProviderButtons({ onEmail }: { onEmail: () => void }) {
  const store = useSessionStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function google() {
    setBusy(true);
    setError(null);
    try {
      await store.signInWithGoogle();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Google sign-in failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <Button variant="default" leftSection={<IconMail size={18} aria-hidden="true" />} onClick={onEmail} fullWidth>
        Continue with email
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        onClick={() => void google()}
        loading={busy}
        fullWidth
      >
        Continue with Google
      </Button>
    </Stack>
  );
}
