import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { AdminOrderResponse } from '../../../api/generated/types.gen';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { STATUS_COLORS, STATUS_LABELS, useAllOrders, useRefund, type OrderStatus } from '../api/payments';

const PAGE_SIZE = 25;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

function RefundDialog({ order, onClose }: { order: AdminOrderResponse | null; onClose: () => void }) {
  const refund = useRefund();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    refund.reset();
    onClose();
  };
  const submit = () => {
    if (reason.trim().length < 3) {
      setError('Say why, in a few words (it is kept with the order).');
      return;
    }
    if (!order) return;
    refund.mutate(
      { path: { id: order.id }, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast({
            title: 'Order refunded',
            description: 'The money goes back to the card; what the order bought is revoked.',
          });
          close();
        },
      },
    );
  };
  return (
    <Modal opened={order !== null} onClose={close} title="Refund this order" centered>
      {order ? (
        <Stack gap="sm">
          <Text>
            Refund <strong>{formatMoney(order.total, order.currency)}</strong> to user #{order.userId}:{' '}
            {order.lines.map((l) => l.title).join(', ')}. Downloads and premium bought by this order end at once.
          </Text>
          {refund.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(refund.error, 'The refund failed. Please try again.')}
            </Alert>
          ) : null}
          <Textarea
            label="Reason"
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep the order
            </Button>
            <Button color="red.9" loading={refund.isPending} onClick={submit}>
              Refund
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** /admin/orders: every order, by status or user, and refunds (admins only). */
export function OrdersAdminPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [user, setUser] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminOrderResponse | null>(null);
  const userId = /^\d{1,9}$/.test(user.trim()) ? Number(user.trim()) : undefined;
  const orders = useAllOrders({
    page,
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(userId ? { userId } : {}),
  });
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Container size="lg" py="xl" px="md">
      <title>Orders · DevPath</title>
      <Title order={1}>Orders</Title>
      <Text c="dimmed" mt={4} mb="md">
        Every checkout, newest first. Refunding a paid order returns the money and revokes what it bought.
      </Text>
      <AdminConsoleNav />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Group align="flex-end">
            <NativeSelect
              label="Status"
              value={status}
              onChange={(e) => {
                setStatus(e.currentTarget.value as OrderStatus | '');
                setPage(1);
              }}
              data={[{ label: 'All', value: '' }, ...STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s }))]}
            />
            <TextInput
              label="User id"
              inputMode="numeric"
              value={user}
              onChange={(e) => {
                setUser(e.currentTarget.value);
                setPage(1);
              }}
            />
          </Group>
          {orders.isPending ? (
            <Stack role="status" aria-busy="true" aria-label="Loading orders">
              <Skeleton height={32} />
              <Skeleton height={32} />
              <Skeleton height={32} />
            </Stack>
          ) : orders.isError ? (
            <Alert color="red" title="Could not load the orders">
              {errorMessage(orders.error, 'Please try again.')}
            </Alert>
          ) : orders.data.items.length === 0 ? (
            <Text c="dimmed">No orders match.</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Placed</Table.Th>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Items</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.data.items.map((o) => (
                    <Table.Tr key={o.id}>
                      <Table.Td>{when.format(new Date(o.createdAt))}</Table.Td>
                      <Table.Td>#{o.userId}</Table.Td>
                      <Table.Td>
                        {o.lines.map((l) => l.title).join(', ')}
                        {o.refundReason ? (
                          <Text size="xs" c="dimmed">
                            Refunded: {o.refundReason}
                          </Text>
                        ) : o.failureCode ? (
                          <Text size="xs" c="dimmed">
                            {o.failureCode.replace(/_/g, ' ')}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(o.total, o.currency)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[o.status]} variant="filled" autoContrast>
                          {STATUS_LABELS[o.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {o.status === 'paid' ? (
                          <Button size="compact-sm" variant="default" onClick={() => setRefunding(o)}>
                            Refund
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} aria-label="Order pages" /> : null}
        </Stack>
      </Paper>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </Container>
  );
}

export default OrdersAdminPage;
