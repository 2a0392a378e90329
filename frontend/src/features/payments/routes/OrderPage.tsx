import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { getMyCartQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useProductDownload } from '../../../lib/productDownload';
import { useSession } from '../../../lib/session/SessionProvider';
import { STATUS_COLORS, STATUS_LABELS, useMyOrder } from '../api/payments';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
/** "React + Vite starter kit" → "react-vite-starter-kit.zip" (the name the browser saves the download under). */
const zipName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'download'
  }.zip`;

/** /orders/:id: one of my orders, the receipt once paid; waits for the payment's confirmation. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const order = useMyOrder(id, Boolean(user));
  const download = useProductDownload();
  const client = useQueryClient();
  const paid = order.data?.status === 'paid';
  // What was bought leaves the cart: the header's count and the cart page read it again.
  useEffect(() => {
    if (paid) void client.invalidateQueries({ queryKey: getMyCartQueryKey() });
  }, [paid, client]);

  return (
    <Container size="sm" py="xl">
      <PageMeta title="Order · DevPath" description="Your DevPath order and its receipt." />
      <Stack gap="md">
        {order.isPending ? (
          <Stack role="status" aria-busy="true" aria-label="Loading the order">
            <Skeleton height={36} width="50%" />
            <Skeleton height={220} radius="md" />
          </Stack>
        ) : order.isError ? (
          <>
            <Title order={1}>Order</Title>
            <Alert color="red" title="This order could not be shown">
              {errorMessage(order.error, 'Please try again.')}
            </Alert>
          </>
        ) : (
          <>
            <Group justify="space-between" align="center">
              <Title order={1}>
                {order.data.status === 'paid'
                  ? 'Thank you for your purchase'
                  : order.data.status === 'refunded'
                    ? 'Refunded order'
                    : 'Your order'}
              </Title>
              <Badge color={STATUS_COLORS[order.data.status]} variant="filled" autoContrast size="lg">
                {STATUS_LABELS[order.data.status]}
              </Badge>
            </Group>
            {order.data.status === 'pending' ? (
              <Alert color="blue" title="Confirming your payment" icon={<Loader size="xs" />} role="status">
                This takes a few seconds once you have paid.{' '}
                {order.data.checkoutUrl ? (
                  <>
                    Not paid yet?{' '}
                    <Anchor component={Link} to={order.data.checkoutUrl} underline="always">
                      Go to the payment page
                    </Anchor>
                    .
                  </>
                ) : null}
              </Alert>
            ) : order.data.status === 'failed' || order.data.status === 'cancelled' ? (
              <Alert
                color="red"
                title={order.data.status === 'failed' ? 'The payment failed' : 'This checkout was cancelled'}
              >
                {order.data.failureMessage ?? 'Nothing was charged.'} Your cart is as you left it.{' '}
                <Anchor
                  component={Link}
                  to={order.data.lines.some((l) => l.kind === 'membership') ? paths.pricing : paths.cart}
                  underline="always"
                >
                  Try again
                </Anchor>
              </Alert>
            ) : order.data.status === 'refunded' ? (
              <Alert color="gray" title="This order was refunded">
                The money went back to the card it came from; what it bought is no longer available.
              </Alert>
            ) : null}

            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="receipt-heading">
              <Stack gap="sm">
                <Title order={2} size="h4" id="receipt-heading">
                  {order.data.status === 'paid' ? 'Receipt' : 'Order summary'}
                </Title>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th ta="right">Price</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {order.data.lines.map((line) => (
                      <Table.Tr key={`${line.kind}:${line.ref}`}>
                        <Table.Td>
                          <Stack gap={4} align="flex-start">
                            <span>{line.title}</span>
                            {/* What a paid order bought is downloaded from its receipt too (as from My purchases). */}
                            {order.data.status === 'paid' && line.kind === 'product' ? (
                              <Button
                                size="compact-sm"
                                variant="light"
                                leftSection={<IconDownload size={14} aria-hidden="true" />}
                                loading={download.pending === line.ref}
                                onClick={() => void download.download(line.ref, zipName(line.title))}
                                aria-label={`Download ${line.title}`}
                              >
                                Download
                              </Button>
                            ) : null}
                          </Stack>
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(line.amount, line.currency)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>Total</Table.Th>
                      <Table.Th ta="right" data-testid="order-total">
                        {formatMoney(order.data.total, order.data.currency)}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
                <Text size="sm">
                  Order{' '}
                  <Text span ff="monospace">
                    {order.data.id}
                  </Text>{' '}
                  · placed {when.format(new Date(order.data.createdAt))}
                  {order.data.paidAt ? ` · paid ${when.format(new Date(order.data.paidAt))}` : ''}
                  {order.data.refundedAt ? ` · refunded ${when.format(new Date(order.data.refundedAt))}` : ''} ·{' '}
                  {order.data.provider === 'test' ? 'test payment, no real money' : 'card payment'}
                </Text>
              </Stack>
            </Paper>

            {order.data.status === 'paid' ? (
              <Group>
                {order.data.lines.some((l) => l.kind === 'product') ? (
                  <Button component={Link} to={paths.purchases}>
                    Go to My purchases
                  </Button>
                ) : null}
                {order.data.lines.some((l) => l.kind === 'membership') ? (
                  <Button component={Link} to={paths.premium}>
                    See your premium membership
                  </Button>
                ) : null}
                <Button
                  variant="default"
                  onClick={() => window.print()}
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                >
                  Print receipt
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default OrderPage;
