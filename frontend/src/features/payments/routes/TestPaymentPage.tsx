import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TestPaymentResultResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useAuthenticate, useCancelPayment, usePay, useTestSession } from '../api/payments';

/** "4242424242424242" → "4242 4242 4242 4242" as the payer types. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34". */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

interface Form {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
type Errors = Partial<Record<keyof Form, string>>;

function validate(form: Form): Errors {
  const errors: Errors = {};
  const digits = form.number.replace(/\D/g, '');
  if (digits.length < 12) errors.number = 'Enter the card number.';
  const [month, year] = form.expiry.split('/').map((part) => Number(part.trim()));
  if (
    !month ||
    month < 1 ||
    month > 12 ||
    year === undefined ||
    Number.isNaN(year) ||
    form.expiry.replace(/\D/g, '').length !== 4
  )
    errors.expiry = 'Enter the expiry as MM / YY.';
  if (!/^\d{3,4}$/.test(form.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back.';
  if (!form.name.trim()) errors.name = 'Enter the name on the card.';
  return errors;
}

const EMPTY: Form = { number: '', expiry: '', cvc: '', name: '' };

/**
 * /test-payment?session=…: the built-in test provider's hosted payment page, as a card
 * processor's checkout in test mode. The card number decides the outcome; no real money moves.
 */
export function TestPaymentPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const session = useTestSession(sessionId);
  const pay = usePay();
  const authenticate = useAuthenticate();
  const cancel = useCancelPayment();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<TestPaymentResultResponse | null>(null);

  const after = (outcome: TestPaymentResultResponse) => {
    setResult(outcome);
    if (outcome.status === 'succeeded' && outcome.redirectUrl) void navigate(outcome.redirectUrl, { replace: true });
    else void session.refetch();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const [month, year] = form.expiry.split('/').map((part) => Number(part.trim()));
    pay.mutate(
      {
        path: { id: sessionId },
        body: { number: form.number, expMonth: month, expYear: year, cvc: form.cvc, name: form.name.trim() },
      },
      { onSuccess: after },
    );
  };

  if (!sessionId) {
    return (
      <Shell>
        <Alert color="gray" title="No payment to make">
          This page opens from a checkout. Go to your{' '}
          <Anchor component={Link} to={paths.cart} underline="always">
            cart
          </Anchor>{' '}
          or see the{' '}
          <Anchor component={Link} to={paths.pricing} underline="always">
            premium plans
          </Anchor>
          .
        </Alert>
      </Shell>
    );
  }
  if (session.isPending) {
    return (
      <Shell>
        <Stack role="status" aria-busy="true" aria-label="Loading the payment">
          <Skeleton height={90} radius="md" />
          <Skeleton height={260} radius="md" />
        </Stack>
      </Shell>
    );
  }
  if (session.isError) {
    return (
      <Shell>
        <Alert color="red" title="This payment page is not available">
          {errorMessage(session.error, 'Start again from your cart.')}{' '}
          <Anchor component={Link} to={paths.cart} underline="always">
            Back to the cart
          </Anchor>
        </Alert>
      </Shell>
    );
  }
  const s = session.data;
  const amount = formatMoney(s.amount, s.currency);
  const open = s.status === 'open' || s.status === 'requires_action';
  const busy = pay.isPending || authenticate.isPending || cancel.isPending;
  const declined = result?.declineCode ? result.message : null;

  return (
    <Shell>
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Pay DevPath
          </Text>
          <Text fz={32} fw={700} data-testid="amount">
            {amount}
          </Text>
          <Text>{s.description}</Text>
        </Stack>
      </Paper>

      {s.status === 'succeeded' ? (
        <Alert color="teal" title="Paid">
          This payment went through.{' '}
          <Anchor component={Link} to={s.successUrl} underline="always">
            See the receipt
          </Anchor>
        </Alert>
      ) : s.status === 'expired' ? (
        <Alert color="yellow" title="This payment page has expired">
          Checkouts stay open for 30 minutes.{' '}
          <Anchor component={Link} to={s.cancelUrl} underline="always">
            Start again
          </Anchor>
        </Alert>
      ) : s.status === 'cancelled' || s.status === 'failed' ? (
        <Alert color="red" title={s.status === 'failed' ? 'This payment was stopped' : 'This payment was cancelled'}>
          {result?.message ?? 'Nothing was charged.'}{' '}
          <Anchor component={Link} to={s.cancelUrl} underline="always">
            {s.cancelUrl === '/cart' ? 'Back to the cart' : 'Back'}
          </Anchor>
        </Alert>
      ) : null}

      {open ? (
        <Paper
          withBorder
          radius="md"
          p="lg"
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="card-heading"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="card-heading">
              Pay with card
            </Title>
            {declined ? (
              <Alert color="red" title="Payment declined" role="alert">
                {declined}
              </Alert>
            ) : null}
            {pay.isError ? (
              <Alert color="red" title="The payment could not be sent" role="alert">
                {errorMessage(pay.error, 'Please try again.')}
              </Alert>
            ) : null}
            <TextInput
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={form.number}
              error={errors.number}
              onChange={(e) => setForm({ ...form, number: groupDigits(e.currentTarget.value) })}
            />
            <Group grow align="flex-start">
              <TextInput
                label="Expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                value={form.expiry}
                error={errors.expiry}
                onChange={(e) => setForm({ ...form, expiry: formatExpiry(e.currentTarget.value) })}
              />
              <TextInput
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                value={form.cvc}
                error={errors.cvc}
                onChange={(e) => setForm({ ...form, cvc: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
              />
            </Group>
            <TextInput
              label="Name on card"
              autoComplete="cc-name"
              value={form.name}
              error={errors.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            />
            <Button
              type="submit"
              size="md"
              loading={pay.isPending}
              disabled={busy}
              leftSection={<IconLock size={16} aria-hidden="true" />}
            >
              Pay {amount}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              disabled={busy}
              onClick={() =>
                cancel.mutate(
                  { path: { id: sessionId } },
                  { onSuccess: (outcome) => void navigate(outcome.redirectUrl ?? s.cancelUrl) },
                )
              }
            >
              Cancel and go back
            </Button>
          </Stack>
        </Paper>
      ) : null}

      <Paper withBorder radius="md" p="lg" aria-labelledby="cards-heading">
        <Stack gap="xs">
          <Title order={2} size="h5" id="cards-heading">
            Test cards
          </Title>
          <Text size="sm">
            Use any future expiry date, any 3-digit CVC and any name. The number decides what happens.
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Card number</Table.Th>
                  <Table.Th>What happens</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Use</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.testCards.map((card) => (
                  <Table.Tr key={card.number}>
                    <Table.Td ff="monospace">{groupDigits(card.number)}</Table.Td>
                    <Table.Td>{card.description}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={!open}
                        onClick={() =>
                          setForm({
                            number: groupDigits(card.number),
                            expiry: '12 / 34',
                            cvc: '123',
                            name: form.name || 'Test Learner',
                          })
                        }
                        aria-label={`Use ${card.description}`}
                      >
                        Use
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>

      <Modal
        opened={s.status === 'requires_action'}
        onClose={() => undefined}
        withCloseButton={false}
        centered
        title="Confirm this payment with your bank"
      >
        <Stack gap="sm">
          <Text>
            Your bank asks you to confirm the payment of <strong>{amount}</strong> to DevPath (3-D Secure, test mode).
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={authenticate.isPending}
              onClick={() =>
                authenticate.mutate({ path: { id: sessionId }, body: { approve: false } }, { onSuccess: after })
              }
            >
              Fail authentication
            </Button>
            <Button
              loading={authenticate.isPending}
              onClick={() =>
                authenticate.mutate({ path: { id: sessionId }, body: { approve: true } }, { onSuccess: after })
              }
            >
              Complete authentication
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <PageMeta
        title="Test payment · DevPath"
        description="DevPath's test payment page: pay with a test card, no real money moves."
      />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Checkout
          </Title>
          <Badge color="yellow.6" variant="filled" autoContrast>
            Test mode
          </Badge>
        </Group>
        <Text size="sm">This is DevPath&apos;s test payment provider: no real card is charged and no money moves.</Text>
        {children}
      </Stack>
    </Container>
  );
}

export default TestPaymentPage;
