import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError } from '../../../lib/api/http';
import { sameOrigin, useVerification } from '../api/certificates';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** /verify-certificate/{code}: anyone checks a certificate; without a code, a form to type one. */
export function VerifyCertificatePage() {
  const { code } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  const verification = useVerification(code ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value) navigate(`/verify-certificate/${encodeURIComponent(value)}`);
  };
  const notFound = verification.error instanceof ApiError && verification.error.status < 500;
  const c = verification.data;

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Verify a certificate · DevPath"
        description="Check that a DevPath certificate is genuine: enter its code to see who holds it, for which roadmap, and whether it is valid."
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Verify a certificate</Title>
          <Text c="dimmed">
            Every DevPath certificate has a code such as DP-7K3M-Q9X2-AB0C, printed on it and in its QR code.
          </Text>
        </Stack>
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label="Certificate code"
              placeholder="DP-XXXX-XXXX-XXXX"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit">Verify</Button>
          </Group>
        </form>

        {code ? (
          verification.isPending ? (
            <Skeleton height={180} radius="md" role="status" aria-busy="true" aria-label="Checking the certificate" />
          ) : notFound ? (
            <Alert color="gray" title="No certificate with this code" role="status">
              Check the code for typos: it has the letters DP and twelve letters or digits.
            </Alert>
          ) : verification.isError ? (
            <Alert color="red" title="Could not check the certificate">
              Please try again in a moment.
            </Alert>
          ) : c ? (
            <Paper
              withBorder
              p="lg"
              radius="md"
              component="section"
              aria-labelledby="verification-result"
              bd={`2px solid var(--mantine-color-${c.status === 'valid' ? 'teal' : 'red'}-filled)`}
            >
              <Stack gap="sm">
                <Group gap="xs">
                  {c.status === 'valid' ? (
                    <IconCircleCheckFilled color="var(--mantine-color-teal-filled)" aria-hidden="true" />
                  ) : (
                    <IconCircleXFilled color="var(--mantine-color-red-filled)" aria-hidden="true" />
                  )}
                  <Title order={2} size="h3" id="verification-result">
                    {c.status === 'valid' ? 'Valid certificate' : 'Revoked certificate'}
                  </Title>
                  <Badge variant="light" color="gray">
                    {c.code}
                  </Badge>
                </Group>
                {c.status === 'revoked' ? (
                  <Text c="red">
                    Revoked{c.revokedAt ? ` on ${day.format(new Date(c.revokedAt))}` : ''}: {c.revokedReason}
                  </Text>
                ) : null}
                <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
                  <dt>Holder</dt>
                  <dd style={{ margin: 0, fontWeight: 600 }}>{c.holderName ?? 'Former DevPath learner'}</dd>
                  <dt>Roadmap</dt>
                  <dd style={{ margin: 0 }}>
                    <Anchor href={`/roadmap/${c.roadmap.slug}`}>{c.roadmap.title}</Anchor>
                  </dd>
                  <dt>Exam score</dt>
                  <dd style={{ margin: 0 }}>{c.scorePercent}%</dd>
                  <dt>Issued</dt>
                  <dd style={{ margin: 0 }}>{day.format(new Date(c.issuedAt))}</dd>
                  <dt>Valid until</dt>
                  <dd style={{ margin: 0 }}>{day.format(new Date(c.validUntil))}</dd>
                </dl>
                <Group gap="sm">
                  <Button
                    component="a"
                    href={sameOrigin(c.credentialUrl)}
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden="true" />}
                  >
                    Download credential
                  </Button>
                  <Anchor href="/.well-known/jwks.json" size="sm">
                    Public keys (JWKS)
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed">
                  The credential is an Open Badges 3.0 verifiable credential signed by DevPath; any Open Badges verifier
                  can check it with our public keys.
                </Text>
              </Stack>
            </Paper>
          ) : null
        ) : null}
      </Stack>
    </Container>
  );
}

export default VerifyCertificatePage;
