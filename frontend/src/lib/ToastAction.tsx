import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export interface ToastActionOptions {
  label: string;
  onClick: () => void;
}

/** A toast's description with a button beside it (e.g. "Undo"); the button closes the toast. */
export function ToastWithAction({ id, description, action }: { id: string; description?: string; action: ToastActionOptions }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" inherit>
        {description}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          notifications.hide(id);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}
