import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { documentOf, downloadSharedPdf, useSharedResume } from '../api/resume';
import { ResumePreview } from '../components/ResumePreview';

/** /resume-builder/shared/:token: a resume someone shared by its unlisted link (not indexed). */
export function SharedResumePage() {
  const { token = '' } = useParams();
  const shared = useSharedResume(token);
  const [busy, setBusy] = useState(false);
  const name = shared.data ? (documentOf(shared.data).basics.name ?? shared.data.title) : 'Shared resume';
  return (
    <Container size="md" py="xl">
      <PageMeta title={`${name} · Resume · DevPath`} />
      <meta name="robots" content="noindex" />
      {shared.isPending ? (
        <Skeleton height={600} radius="md" role="status" aria-label="Loading the resume" />
      ) : shared.isError ? (
        <Alert
          color="red"
          title={
            shared.error instanceof ApiError && shared.error.status === 404
              ? 'This resume link does not work'
              : 'Could not load this resume'
          }
        >
          {shared.error instanceof ApiError && shared.error.status === 404
            ? 'Its owner may have turned the link off.'
            : errorMessage(shared.error, 'Please try again.')}{' '}
          <Anchor component={Link} to={paths.resumeBuilder} c="inherit" underline="always" fw={600}>
            Build your own resume
          </Anchor>
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h3">
              {name}
            </Title>
            <Group gap="xs">
              <Button
                size="xs"
                loading={busy}
                leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await downloadSharedPdf(token, name);
                  } catch (error) {
                    toast({
                      title: 'Could not download the PDF',
                      description: errorMessage(error, 'Please try again.'),
                      variant: 'destructive',
                    });
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                Download PDF
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPrinter size={14} aria-hidden="true" />}
                onClick={() => window.print()}
              >
                Print
              </Button>
            </Group>
          </Group>
          <ResumePreview
            document={documentOf(shared.data)}
            template={shared.data.template}
            paper={shared.data.paper}
            language={shared.data.language}
            label={`Resume of ${name}`}
          />
          <Text size="sm" c="dimmed">
            Made with the{' '}
            <Anchor component={Link} to={paths.resumeBuilder}>
              DevPath resume builder
            </Anchor>
            .
          </Text>
        </Stack>
      )}
    </Container>
  );
}

export default SharedResumePage;
