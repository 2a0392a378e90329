import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandLinkedin, IconCopy, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CertificateResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import { linkedInUrl, sameOrigin, useMyCertificates } from '../api/certificates';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function CertificateCard({ certificate: c }: { certificate: CertificateResponse }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(c.verifyUrl);
      toast({ title: 'Link copied', description: 'Anyone with the link can check this certificate.' });
    } catch {
      toast({ title: 'Could not copy the link', description: c.verifyUrl, variant: 'destructive' });
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`certificate-${c.code}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`certificate-${c.code}`}>
            {c.roadmap.title}
          </Title>
          <Badge color={c.status === 'valid' ? 'teal' : 'red'} variant="light">
            {c.status === 'valid' ? 'Valid' : 'Revoked'}
          </Badge>
        </Group>
        <Text size="sm">
          Issued {day.format(new Date(c.issuedAt))} · score {c.scorePercent}% ·{' '}
          <Anchor component={Link} to={`/verify-certificate/${c.code}`} underline="always">
            {c.code}
          </Anchor>
        </Text>
        {c.status === 'revoked' ? (
          <Text size="sm" c="red">
            Revoked: {c.revokedReason}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            component="a"
            href={sameOrigin(c.pdfUrl)}
            size="xs"
            leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
          >
            Download PDF
          </Button>
          <Button
            component="a"
            href={sameOrigin(c.credentialUrl)}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
          >
            Credential
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => void copy()}
            leftSection={<IconCopy size={14} aria-hidden="true" />}
          >
            Copy link
          </Button>
          <Button
            component="a"
            href={linkedInUrl(c)}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            color="blue"
            leftSection={<IconBrandLinkedin size={14} aria-hidden="true" />}
          >
            Add to LinkedIn
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /my-certificates: the learner's certificates, to download, share and add to LinkedIn. */
export function MyCertificatesPage() {
  const { user } = useSession();
  const certificates = useMyCertificates(Boolean(user));
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="My certificates · DevPath"
        description="Your DevPath certificates: download them, share their verification link and add them to LinkedIn."
      />
      <Stack gap="lg">
        <Title order={1}>My certificates</Title>
        {certificates.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label="Loading your certificates">
            <Skeleton height={150} radius="md" />
            <Skeleton height={150} radius="md" />
          </SimpleGrid>
        ) : certificates.isError ? (
          <Alert color="red" title="Could not load your certificates">
            {errorMessage(certificates.error, 'Please try again.')}
          </Alert>
        ) : certificates.data.items.length === 0 ? (
          <Alert color="gray" title="No certificates yet">
            <Stack gap="xs">
              <Text>
                Finish a roadmap and pass its exam: your certificate appears here, with a code anyone can verify.
              </Text>
              <Button component={Link} to="/roadmaps" w="fit-content">
                Browse roadmaps
              </Button>
            </Stack>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {certificates.data.items.map((c) => (
              <CertificateCard key={c.code} certificate={c} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

export default MyCertificatesPage;
