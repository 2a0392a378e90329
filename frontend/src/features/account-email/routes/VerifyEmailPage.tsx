import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sendVerificationEmailMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSession, useSessionStore } from '../../../lib/session/SessionProvider';
import { useConfirmEmailVerification } from '../api/accountEmail';
import { AccountEmailLayout } from './AccountEmailLayout';

/** A link that does not work: signed in, a new one is one click away; signed out, after signing in. */
function NewLink({ message }: { message: string }) {
  const { status } = useSession();
  const resend = useMutation(sendVerificationEmailMutation());
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="This link does not work">
        {message}
      </Alert>
      {resend.isSuccess ? (
        <Text role="status" c="var(--devpath-success-text)" size="sm">
          We sent you a new link. Open the newest email.
        </Text>
      ) : status === 'signedIn' ? (
        <>
          {resend.isError && (
            <Text role="alert" c="red.9" size="sm">
              {errorMessage(resend.error, 'The email could not be sent. Please try again.')}
            </Text>
          )}
          <Button onClick={() => resend.mutate({})} loading={resend.isPending} fullWidth>
            Send a new link
          </Button>
        </>
      ) : (
        <Button component={Link} to="/auth" state={{ from: { pathname: '/settings', search: '', hash: '' } }} fullWidth>
          Sign in to get a new link
        </Button>
      )}
    </Stack>
  );
}

/** /verify-email?token=…: confirms the address at once and says so. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status } = useSession();
  const store = useSessionStore();
  const confirm = useConfirmEmailVerification();
  const sent = useRef(false);

  useEffect(() => {
    // Once: a token is single-use (and effects run twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ body: { token } }, { onSuccess: () => void store.refreshUser() });
  }, [token, confirm, store]);

  let content: ReactNode;
  if (!token)
    content = <NewLink message="This address has no verification code. Open the link from the email again." />;
  else if (confirm.isError)
    content = <NewLink message={errorMessage(confirm.error, 'This verification link is invalid or has expired.')} />;
  else if (confirm.isSuccess)
    content = (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" title="Email verified">
          Thank you: your email address is confirmed. You can reset your password by email whenever you need to.
        </Alert>
        <Button component={Link} to={status === 'signedIn' ? '/dashboard' : '/auth'} fullWidth>
          {status === 'signedIn' ? 'Go to your dashboard' : 'Sign in'}
        </Button>
      </Stack>
    );
  else
    content = (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader size="md" aria-hidden="true" />
        <Text>Confirming your email address…</Text>
      </Stack>
    );

  return (
    <AccountEmailLayout title="Verify your email · DevPath" heading="Verify your email">
      {content}
    </AccountEmailLayout>
  );
}

export default VerifyEmailPage;
