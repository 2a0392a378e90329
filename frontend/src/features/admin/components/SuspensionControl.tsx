import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { AdminUserResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useReinstateUser, useSuspendUser } from '../api/adminUsers';

/** The reason's length, as the server checks it (SUSPENSION_REASON). */
export const REASON_MIN = 10;
export const REASON_MAX = 500;

/**
 * An account's access: "Active" with a Suspend button, or "Suspended" (the reason on hover and in
 * the dialog) with a button that lifts it. Suspending asks for a reason, which the user reads when
 * sign-in is refused. Admins and oneself cannot be suspended.
 */
export function SuspensionControl({ user, self }: { user: AdminUserResponse; self: boolean }) {
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const tooShort = trimmed.length < REASON_MIN;

  if (user.suspendedAt) {
    return (
      <Group gap={6} wrap="nowrap">
        <Tooltip label={user.suspensionReason ?? 'Suspended'} multiline w={280} withArrow>
          <Badge color="red.9" variant="filled" autoContrast tabIndex={0}>
            Suspended
          </Badge>
        </Tooltip>
        <Button
          size="compact-xs"
          variant="subtle"
          loading={reinstate.isPending}
          onClick={() => reinstate.mutate({ path: { id: user.id } })}
          aria-label={`Lift the suspension of ${user.username}`}
        >
          Lift
        </Button>
      </Group>
    );
  }

  const blocked = self
    ? 'You cannot suspend your own account'
    : user.role === 'admin'
      ? 'Admins cannot be suspended; change the role first'
      : null;
  const close = () => {
    setOpen(false);
    setReason('');
    suspend.reset();
  };
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          Active
        </Text>
        <Tooltip label={blocked} disabled={!blocked} withArrow>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={!!blocked}
            onClick={() => setOpen(true)}
            aria-label={`Suspend ${user.username}`}
          >
            Suspend
          </Button>
        </Tooltip>
      </Group>
      <Modal opened={open} onClose={close} title={`Suspend ${user.username}?`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooShort) suspend.mutate({ path: { id: user.id }, body: { reason: trimmed } }, { onSuccess: close });
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {user.username} is signed out on every device at once and cannot sign in until you lift the suspension.
              Their progress, certificates and posts stay as they are.
            </Text>
            <Textarea
              label="Reason"
              description={`Shown to ${user.username} when sign-in is refused (${REASON_MIN}–${REASON_MAX} characters).`}
              required
              autosize
              minRows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reason && tooShort ? `Write at least ${REASON_MIN} characters.` : undefined}
              data-autofocus
            />
            {suspend.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(suspend.error, 'The account was not suspended. Please try again.')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={tooShort} loading={suspend.isPending}>
                Suspend account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
