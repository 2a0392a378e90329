import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItemResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { ApiError } from '../../../lib/api/http';
import { useCart, useCheckout } from '../../../lib/cart/cart';
import { followCheckout } from '../../../lib/checkoutRedirect';
import { formatMoney, newIdempotencyKey } from '../../../lib/money';
import { pathTo, paths } from '../../../lib/paths';

function Line({ item, onRemove, removing }: { item: CartItemResponse; onRemove: () => void; removing: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={2}>
        <Anchor component={Link} to={pathTo('product', { slug: item.slug })} fw={600} underline="hover">
          {item.title}
        </Anchor>
        <Group gap={6}>
          {item.owned ? (
            <Badge color="teal.9" variant="filled" autoContrast size="sm">
              Already yours: not charged
            </Badge>
          ) : !item.purchasable ? (
            <Badge color="gray.7" variant="filled" autoContrast size="sm">
              No longer for sale: not charged
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} td={item.payable ? undefined : 'line-through'} c={item.payable ? undefined : 'dimmed'}>
          {formatMoney(item.amount, item.currency)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onRemove}
          loading={removing}
          aria-label={`Remove ${item.title} from the cart`}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** /cart: what the learner picked, priced by the server; checkout for signed-in learners. */
export function CartPage() {
  const cart = useCart();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const data = cart.cart;
  // One key per cart state: a double click or a retry of the same cart pays at most one order.
  const signature = data ? `${data.total}:${data.items.map((i) => i.productId).join(',')}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key exactly when the cart changes (its signature): the same cart keeps its key across retries
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [signature]);
  const priceChanged = checkout.error instanceof ApiError && checkout.error.body?.code === 'PRICE_CHANGED';

  const startCheckout = () => {
    if (!data) return;
    checkout.mutate(
      { body: { expectedTotal: data.total, idempotencyKey } },
      {
        onSuccess: ({ redirectUrl }) => followCheckout(navigate, redirectUrl),
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Cart · DevPath"
        description="The code products you picked in the DevPath marketplace, ready for checkout."
      />
      <Stack gap="md">
        <Title order={1}>Cart</Title>
        {cart.isPending ? (
          <Stack role="status" aria-busy="true" aria-label="Loading your cart">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : cart.error || !data ? (
          <Alert color="red" title="Your cart could not be loaded">
            {errorMessage(cart.error, 'Please try again.')}{' '}
            <Button size="compact-sm" variant="light" onClick={cart.refetch}>
              Retry
            </Button>
          </Alert>
        ) : data.items.length === 0 ? (
          <Alert color="gray" title="Your cart is empty">
            <Stack gap="xs">
              <Text>
                Starter kits, templates, UI kits and course projects made for learners are waiting in the marketplace.
              </Text>
              <Button component={Link} to={paths.marketplace} w="fit-content">
                Browse the marketplace
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Stack gap="sm" component="ul" p={0} m={0} aria-label="Items in your cart">
                {data.items.map((item) => (
                  <Line
                    key={item.productId}
                    item={item}
                    removing={cart.removing}
                    onRemove={() => void cart.remove(item.productId)}
                  />
                ))}
              </Stack>
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700} fz="xl" data-testid="cart-total">
                  {formatMoney(data.total, data.currency)}
                </Text>
              </Group>
              {priceChanged ? (
                <Alert color="yellow" title="A price changed" role="alert">
                  The total above is today&apos;s. Check it and press Checkout again.
                </Alert>
              ) : checkout.isError ? (
                <Alert color="red" title="The checkout could not start" role="alert">
                  {errorMessage(checkout.error, 'Nothing was charged. Please try again.')}
                </Alert>
              ) : null}
              {cart.signedIn ? (
                <Button
                  size="md"
                  leftSection={<IconLock size={16} aria-hidden="true" />}
                  loading={checkout.isPending}
                  disabled={data.payableCount === 0}
                  onClick={startCheckout}
                >
                  Checkout · {formatMoney(data.total, data.currency)}
                </Button>
              ) : (
                <Stack gap={4}>
                  <Button size="md" component={Link} to={paths.auth} state={{ from: { pathname: paths.cart } }}>
                    Sign in to check out
                  </Button>
                  <Text size="sm" c="dimmed">
                    Your cart is kept: it joins your account when you sign in.
                  </Text>
                </Stack>
              )}
              <Text size="xs" c="dimmed">
                Payments on this site run in test mode: you pay with a test card on the next page, no real money moves.
              </Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

export default CartPage;
