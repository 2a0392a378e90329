import { Button, Stack } from '@mantine/core';
import IconBrandGoogle from '@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { FormAlert } from '../../../components/FormAlert';
import { useGoogleSignIn } from '../../../lib/session/mutations';

/** "Continue with email" and "Continue with Google" (shown when the server has an identity provider). */
export function ProviderButtons({ onEmail }: { onEmail: () => void }) {
  const google = useGoogleSignIn();
  const error = google.error ? google.error.message || 'Google sign-in failed. Please try again.' : null;

  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <Button variant="default" leftSection={<IconMail size={18} aria-hidden="true" />} onClick={onEmail} fullWidth>
        Continue with email
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        onClick={() => google.mutate()}
        loading={google.isPending || google.isSuccess}
        fullWidth
      >
        Continue with Google
      </Button>
    </Stack>
  );
}
