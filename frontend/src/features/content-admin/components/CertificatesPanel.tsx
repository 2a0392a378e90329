import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CertificateResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useAdminCertificates, useRevokeCertificate } from '../api/contentAdmin';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Every certificate (admins): revoke one with a reason that its verification page shows. */
export function CertificatesPanel() {
  const [page, setPage] = useState(1);
  const certificates = useAdminCertificates(true, page);
  const revoke = useRevokeCertificate();
  const [target, setTarget] = useState<CertificateResponse | null>(null);
  const [reason, setReason] = useState('');
  if (certificates.isPending) return <Skeleton height={200} />;
  if (certificates.isError)
    return <Alert color="red">{errorMessage(certificates.error, 'Could not load the certificates.')}</Alert>;
  const pages = Math.max(1, Math.ceil(certificates.data.total / 20));
  return (
    <Stack gap="sm">
      {certificates.data.items.length === 0 ? (
        <Text c="dimmed">No certificate has been issued yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Holder</Table.Th>
                <Table.Th>Roadmap</Table.Th>
                <Table.Th>Issued</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.data.items.map((c) => (
                <Table.Tr key={c.code}>
                  <Table.Td>
                    <Anchor component={Link} to={`/verify-certificate/${c.code}`}>
                      {c.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.holderName ?? 'Deleted account'}</Table.Td>
                  <Table.Td>{c.roadmap.title}</Table.Td>
                  <Table.Td>{day.format(new Date(c.issuedAt))}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={c.status === 'valid' ? 'teal' : 'red'}>
                      {c.status === 'valid' ? 'Valid' : 'Revoked'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {c.status === 'valid' ? (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => {
                          setTarget(c);
                          setReason('');
                        }}
                      >
                        Revoke
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={`Revoke ${target?.code ?? ''}?`}>
        <Stack>
          <Text size="sm">
            Anyone verifying this certificate will see that it was revoked, and why. This cannot be undone.
          </Text>
          <Textarea
            label="Reason (shown on verification)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minLength={3}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={revoke.isPending}
              onClick={() =>
                target &&
                revoke.mutate(
                  { path: { code: target.code }, body: { reason: reason.trim() } },
                  { onSuccess: () => setTarget(null) },
                )
              }
            >
              Revoke certificate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
