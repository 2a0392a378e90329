import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
import { useMutation } from '@tanstack/react-query';
import { sendVerificationEmailMutation } from '../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../lib/api/errors';
import { hasOwnPassword, type CurrentUser } from '../lib/session/user';

/** "ada@example.com" as "a…@example.com": enough to recognise, not to read out on a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}…${email.slice(at)}`;
}

/** A calm reminder for accounts with a password whose email is not verified yet, with "Resend email". */
export function VerifyEmailBanner({ user, mt }: { user: CurrentUser; mt?: MantineSpacing }) {
  const resend = useMutation(sendVerificationEmailMutation());
  if (user.isVerified || !hasOwnPassword(user) || !user.email) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mt={mt}
      icon={<IconMailCheck size={20} aria-hidden="true" />}
      title="Verify your email address"
      component="section"
      role="region"
      aria-label="Verify your email address"
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" inherit>
          {resend.isSuccess
            ? `We sent a new link to ${maskEmail(user.email)}. It works for 24 hours.`
            : `We sent a link to ${maskEmail(user.email)}. Verifying lets you reset your password by email.`}
        </Text>
        {!resend.isSuccess && (
          <Button size="xs" variant="white" onClick={() => resend.mutate({})} loading={resend.isPending}>
            Resend email
          </Button>
        )}
      </Group>
      {resend.isError && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {errorMessage(resend.error, 'The email could not be sent. Please try again.')}
        </Text>
      )}
    </Alert>
  );
}
