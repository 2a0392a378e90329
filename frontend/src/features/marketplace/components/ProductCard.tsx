import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MarketplaceProductSummaryResponse } from '../../../api/generated/types.gen';
import { pathTo } from '../../../lib/paths';
import { formatPrice, KIND_LABELS } from '../api/marketplace';
import { Stars } from './Stars';

/** A product in the list: cover, kind, title (the link), summary, rating and price. */
export function ProductCard({ product }: { product: MarketplaceProductSummaryResponse }) {
  const cover = product.images[0];
  const headingId = `product-${product.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      {cover ? (
        <Card.Section>
          <img
            src={cover.url}
            alt={cover.alt}
            loading="lazy"
            width={640}
            height={360}
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Badge color="teal.9" variant="filled" autoContrast size="sm">
            {KIND_LABELS[product.kind]}
          </Badge>
          <Text fw={700} aria-label={`Price ${formatPrice(product.priceAmount, product.currency)}`}>
            {formatPrice(product.priceAmount, product.currency)}
          </Text>
        </Group>
        <Title order={2} size="h4" id={headingId}>
          <Anchor component={Link} to={pathTo('product', { slug: product.slug })} inherit c="inherit">
            {product.title}
          </Anchor>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {product.summary}
        </Text>
        <Stars tenths={product.ratingTenths} count={product.ratingCount} size={14} />
      </Stack>
    </Card>
  );
}
