import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import IconBrandGoogle from '@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SignInMethodsResponse } from '../../../api/generated/types.gen';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api/errors';
import { useLinkGoogle, useProviderEnabled, useSignInMethods, useUnlinkIdentity } from '../api/useSignInMethods';
import { SettingsSection } from './SettingsSection';

const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google', password: 'Email and password' };

function providerName(identity: NonNullable<SignInMethodsResponse['identity']>): string {
  return identity.providers.map((id) => PROVIDER_NAMES[id] ?? id).join(', ') || 'Sign-in provider';
}

function Method({
  icon,
  name,
  detail,
  children,
}: {
  icon: ReactNode;
  name: string;
  detail: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" align="center">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
        {icon}
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        </div>
      </Group>
      {children && <div style={{ marginLeft: 'auto' }}>{children}</div>}
    </Group>
  );
}

/** Settings → "Sign-in methods": the password and the linked provider; link Google, unlink (never the last method). */
export function SignInMethodsSection({ email }: { email: string | null }) {
  const methods = useSignInMethods();
  const providerEnabled = useProviderEnabled();
  const link = useLinkGoogle();
  const unlink = useUnlinkIdentity();
  const data = methods.data;
  const error = link.error ?? unlink.error;
  // A popup the user closed is no failure worth an alert.
  const shownError =
    error && !(error instanceof Error && 'kind' in error && error.kind === 'popup-closed') ? error : null;

  return (
    <SettingsSection
      id="settings-sign-in"
      title="Sign-in methods"
      description="The ways you can sign in to this account."
    >
      {methods.isError ? (
        <FormAlert message={errorMessage(methods.error, 'Your sign-in methods could not be loaded.')} />
      ) : !data ? (
        <Skeleton height={96} radius="md" />
      ) : (
        <Stack gap="md">
          <FormAlert message={shownError ? errorMessage(shownError, 'Please try again.') : null} />
          <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            <Method
              icon={<IconKey size={20} aria-hidden="true" />}
              name="Username and password"
              detail={
                data.password
                  ? 'You can sign in with your username or email and your password.'
                  : 'No DevPath password yet.'
              }
            >
              {!data.password && (
                <Anchor
                  component={Link}
                  to={`/forgot-password?email=${encodeURIComponent(data.email || email || '')}`}
                  size="sm"
                >
                  Set a password
                </Anchor>
              )}
            </Method>
            <Method
              icon={<IconMail size={20} aria-hidden="true" />}
              name="Email"
              detail={data.email || email || 'No email address'}
            >
              <Text size="sm" fw={600} c={data.emailVerified ? 'var(--devpath-success-text)' : 'dimmed'}>
                {data.emailVerified ? 'Verified' : 'Not verified'}
              </Text>
            </Method>
            {data.identity ? (
              <Method
                icon={<IconBrandGoogle size={20} aria-hidden="true" />}
                name={providerName(data.identity)}
                detail={
                  data.password
                    ? `Linked${data.identity.email ? ` as ${data.identity.email}` : ''}.`
                    : `Linked${data.identity.email ? ` as ${data.identity.email}` : ''}. It is your only way to sign in, so it cannot be removed until you set a password.`
                }
              >
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => unlink.mutate({})}
                  loading={unlink.isPending}
                  disabled={!data.password}
                  aria-label={`Unlink ${providerName(data.identity)}`}
                >
                  Unlink
                </Button>
              </Method>
            ) : (
              providerEnabled && (
                <Method
                  icon={<IconBrandGoogle size={20} aria-hidden="true" />}
                  name="Google"
                  detail="Not linked. Link it to sign in with one click."
                >
                  <Button variant="default" size="xs" onClick={() => link.mutate()} loading={link.isPending}>
                    Link Google
                  </Button>
                </Method>
              )
            )}
          </Stack>
        </Stack>
      )}
    </SettingsSection>
  );
}
