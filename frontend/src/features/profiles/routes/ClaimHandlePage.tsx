import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconAt from '@tabler/icons-react/dist/esm/icons/IconAt.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { HANDLE_PATTERN, HANDLE_RULE, useClaimHandle, useHandleAvailability } from '../api/profiles';

export const AVAILABILITY_DEBOUNCE_MS = 400;

type Availability = { tone: 'ok' | 'bad' | 'neutral'; text: string };

const REASONS: Record<string, (handle: string) => string> = {
  HANDLE_TAKEN: (handle) => `@${handle} is already taken.`,
  HANDLE_RESERVED: (handle) => `@${handle} is reserved.`,
  HANDLE_INVALID: () => HANDLE_RULE,
};

/** The handle-claim screen (/profile/claim): live availability check, then a link to the public profile. */
export function ClaimHandlePage() {
  const { user } = useSession();
  const [handle, setHandle] = useState('');
  const [debounced] = useDebouncedValue(handle, AVAILABILITY_DEBOUNCE_MS);
  const wellFormed = HANDLE_PATTERN.test(debounced);
  const own = debounced !== '' && debounced === user?.handle;
  const availability = useHandleAvailability(debounced, wellFormed && !own);
  const claim = useClaimHandle();
  const [claimed, setClaimed] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (!user) return null;

  const settled = handle === debounced;
  let status: Availability | null = null;
  if (handle === '') status = null;
  else if (!settled || (wellFormed && !own && availability.isFetching))
    status = { tone: 'neutral', text: 'Checking availability...' };
  else if (!wellFormed) status = { tone: 'bad', text: HANDLE_RULE };
  else if (own) status = { tone: 'neutral', text: `@${debounced} is already your handle.` };
  else if (availability.isError)
    status = { tone: 'neutral', text: 'Availability could not be checked. You can still try to claim it.' };
  else if (availability.data?.available) status = { tone: 'ok', text: `@${debounced} is available.` };
  else if (availability.data)
    status = {
      tone: 'bad',
      text: (REASONS[availability.data.reason ?? 'HANDLE_TAKEN'] ?? REASONS.HANDLE_TAKEN!)(debounced),
    };

  const canClaim = settled && wellFormed && !own && (availability.data?.available === true || availability.isError);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canClaim) return;
    setFormError(null);
    claim.mutate(
      { body: { handle: debounced } },
      {
        onSuccess: (updated) => setClaimed(updated.handle),
        onError: (error) => setFormError(errorMessage(error, 'The handle could not be claimed.')),
      },
    );
  }

  const icon: Record<Availability['tone'], ReactNode> = {
    ok: <IconCheck size={16} aria-hidden="true" />,
    bad: <IconX size={16} aria-hidden="true" />,
    neutral: null,
  };

  return (
    <Container size={560} py="xl" px="md">
      <title>Claim your handle · DevPath</title>
      <Title order={1}>Claim your handle</Title>
      <Text c="dimmed" mt={4} mb="lg">
        Your handle is the address of your public profile, like /@ada-lovelace.
      </Text>

      {claimed ? (
        <Alert color="teal" variant="light" title={`@${claimed} is yours`} role="status">
          <Stack gap="sm">
            <Text size="sm">Your public profile is live. Share it, or add a picture and a bio first.</Text>
            <Group gap="sm">
              <Button component={Link} to={`/@${claimed}`}>
                View your public profile
              </Button>
              <Button component={Link} to={`/profile/edit/${claimed}`} variant="default">
                Edit your profile
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {user.handle && (
            <Text size="sm" mb="md">
              Your current handle is{' '}
              <Anchor component={Link} to={`/@${user.handle}`} fw={700} underline="always" inherit>
                @{user.handle}
              </Anchor>
              . Claiming a new one replaces it.
            </Text>
          )}
          <form onSubmit={submit} noValidate aria-label="Claim a handle">
            <Stack gap="md">
              <FormAlert message={formError} />
              <TextInput
                label="Handle"
                name="handle"
                leftSection={<IconAt size={16} aria-hidden="true" />}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={30}
                value={handle}
                onChange={(event) => setHandle(event.currentTarget.value.trim().toLowerCase())}
                description="3–30 lowercase letters, digits, _ or -"
                aria-describedby="handle-status"
                data-autofocus
              />
              <Text
                id="handle-status"
                size="sm"
                role="status"
                aria-live="polite"
                c={
                  status?.tone === 'ok'
                    ? 'var(--devpath-success-text)'
                    : status?.tone === 'bad'
                      ? 'var(--mantine-color-red-text)'
                      : 'dimmed'
                }
                mih={20}
              >
                {status && (
                  <Group component="span" gap={4} wrap="nowrap">
                    {icon[status.tone]}
                    <span>{status.text}</span>
                  </Group>
                )}
              </Text>
              <Button type="submit" disabled={!canClaim} loading={claim.isPending}>
                Claim handle
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  );
}

export default ClaimHandlePage;
