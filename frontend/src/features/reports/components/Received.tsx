import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The on-screen confirmation after a form was sent. */
export function Received({
  title,
  message,
  onAnother,
  anotherLabel,
}: {
  title: string;
  message: string;
  onAnother: () => void;
  anotherLabel: string;
}) {
  return (
    <Alert color="teal" title={title} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm">If you do not see our confirmation mail within a few minutes, check your spam folder.</Text>
        <Button.Group>
          <Button variant="default" onClick={onAnother}>
            {anotherLabel}
          </Button>
          <Button component={Link} to={paths.home} variant="subtle">
            Back to the home page
          </Button>
        </Button.Group>
      </Stack>
    </Alert>
  );
}
