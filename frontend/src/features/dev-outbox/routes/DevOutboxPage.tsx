import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { useOutbox } from '../api/outbox';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A link of a mail, clickable. */
function MailLink({ href }: { href: string }) {
  return (
    <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}

/** /dev/outbox: the mails a development server "sent" (no SMTP configured), newest first. Never indexed. */
export function DevOutboxPage() {
  const outbox = useOutbox();
  const off = outbox.error instanceof ApiError && outbox.error.status === 404;

  return (
    <Container size="md" py="xl" px="md">
      <title>Development outbox · DevPath</title>
      <meta name="robots" content="noindex" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Development outbox</Title>
          <Text c="dimmed" mt={4}>
            Mails this server would have sent. Only on a development server without SMTP.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
          disabled={off}
        >
          Refresh
        </Button>
      </Group>

      <Stack gap="md" mt="lg" aria-busy={outbox.isFetching}>
        {off ? (
          <Alert color="gray" variant="light" role="status">
            The development outbox is off on this server
          </Alert>
        ) : outbox.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(outbox.error, 'The outbox could not be loaded.')}
          </Alert>
        ) : !outbox.data ? (
          <Skeleton height={160} radius="md" />
        ) : outbox.data.items.length === 0 ? (
          <Text c="dimmed" role="status">
            No mails yet. Register, or ask for a password reset, and the mail appears here.
          </Text>
        ) : (
          outbox.data.items.map((mail) => (
            <Paper
              key={mail.id}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="article"
              aria-labelledby={`mail-${mail.id}`}
            >
              <Title order={2} size="h4" id={`mail-${mail.id}`}>
                {mail.subject}
              </Title>
              <Text size="sm" c="dimmed" mt={2}>
                To {mail.to} · {time.format(new Date(mail.sentAt))}
              </Text>
              <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {mail.text}
              </Text>
              {mail.links.length > 0 && (
                <Stack
                  gap={4}
                  mt="sm"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label="Links in this mail"
                >
                  {mail.links.map((href) => (
                    <li key={href}>
                      <MailLink href={href} />
                    </li>
                  ))}
                </Stack>
              )}
            </Paper>
          ))
        )}
      </Stack>
    </Container>
  );
}

export default DevOutboxPage;
