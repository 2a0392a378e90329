import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths, pathTo } from '../../../lib/paths';
import { formatBytes, formatDate, formatPrice, KIND_LABELS, useDownload, useMyPurchases } from '../api/marketplace';

/**
 * /purchases: the products the learner owns, each with its download (a signed link valid for five
 * minutes, made on click) and its receipt; refunded ones stay listed, marked with the refund's date
 * and amount, without a download.
 */
export function PurchasesPage() {
  const purchases = useMyPurchases();
  const download = useDownload();
  return (
    <Container size="md" py="xl">
      <PageMeta title="My purchases · DevPath" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My purchases</Title>
          <Text c="dimmed">Everything you bought in the marketplace. Download it as often as you like.</Text>
        </Stack>
        {purchases.isPending ? (
          <Stack role="status" aria-busy="true" aria-label="Loading your purchases">
            <Skeleton height={96} />
            <Skeleton height={96} />
          </Stack>
        ) : purchases.isError ? (
          <Alert color="red" title="Could not load your purchases">
            {errorMessage(purchases.error, 'Please try again.')}
          </Alert>
        ) : purchases.data.items.length === 0 ? (
          <Alert color="gray" title="No purchases yet">
            <Stack gap="xs">
              <Text>Starter kits, templates and course projects are waiting in the marketplace.</Text>
              <Button component={Link} to={paths.marketplace} variant="default" w="fit-content">
                Browse the marketplace
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {purchases.data.items.map(({ product, file, purchasedAt, orderId, status, refund }) => (
              <Paper
                key={`${orderId}:${product.id}`}
                component="li"
                withBorder
                radius="md"
                p="md"
                aria-label={product.title}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                    {product.images[0] ? (
                      <img
                        src={product.images[0].url}
                        alt=""
                        width={96}
                        height={54}
                        style={{ borderRadius: 6, objectFit: 'cover', opacity: refund ? 0.6 : 1 }}
                      />
                    ) : null}
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <Anchor component={Link} to={pathTo('product', { slug: product.slug })} fw={600}>
                          {product.title}
                        </Anchor>
                        {status === 'refunded' ? (
                          <Badge color="gray.7" variant="filled" autoContrast>
                            Refunded
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {KIND_LABELS[product.kind]} · {product.license} · bought{' '}
                        <time dateTime={purchasedAt}>{formatDate(purchasedAt)}</time>
                        {file ? ` · ${formatBytes(file.size)}` : ''}
                      </Text>
                      {refund ? (
                        <Text size="sm">
                          Refunded <time dateTime={refund.refundedAt}>{formatDate(refund.refundedAt)}</time>:{' '}
                          {formatPrice(refund.amount, refund.currency)} went back to you, and the download ended.
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={pathTo('order', { id: orderId })}
                      variant="default"
                      leftSection={<IconReceipt size={16} aria-hidden="true" />}
                      aria-label={`Receipt for ${product.title}`}
                    >
                      Receipt
                    </Button>
                    {status === 'owned' ? (
                      <Button
                        leftSection={<IconDownload size={16} aria-hidden="true" />}
                        disabled={!file}
                        loading={download.pending === product.id}
                        onClick={() => void download.download(product.id, file?.name ?? `${product.slug}.zip`)}
                        aria-label={`Download ${product.title}`}
                      >
                        Download
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

export default PurchasesPage;
