import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconLicense } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Markdown } from '../../../components/Markdown';
import { PageLoadFailed } from '../../../components/PageLoadFailed';
import { PageMeta } from '../../../components/PageMeta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import {
  formatBytes,
  formatDate,
  formatPrice,
  KIND_LABELS,
  useDownload,
  useMyPurchases,
  useMyReview,
  useProduct,
  useProductReviews,
} from '../api/marketplace';
import { AddToCartButton } from '../components/AddToCartButton';
import { ReviewForm } from '../components/ReviewForm';
import { Stars } from '../components/Stars';

function Reviews({ slug, ratingTenths, ratingCount }: { slug: string; ratingTenths: number; ratingCount: number }) {
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(slug, page);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.pageSize)) : 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} size="h3" id="reviews-title">
        Reviews
      </Title>
      <Stars tenths={ratingTenths} count={ratingCount} />
      {reviews.isPending ? (
        <Skeleton height={80} />
      ) : reviews.isError || reviews.data.items.length === 0 ? (
        <Text c="dimmed">No reviews yet. Buyers can review a product after their purchase.</Text>
      ) : (
        <>
          {reviews.data.items.map((review) => (
            <Paper
              key={`${review.authorName}-${review.createdAt}`}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={`Review by ${review.authorName}`}
            >
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={600}>{review.authorName}</Text>
                  <Text size="sm" c="dimmed">
                    <time dateTime={review.updatedAt}>{formatDate(review.updatedAt)}</time>
                  </Text>
                </Group>
                <Stars tenths={review.rating * 10} size={14} />
                <Text style={{ whiteSpace: 'pre-wrap' }}>{review.body}</Text>
              </Stack>
            </Paper>
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page of reviews` })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** /marketplace/:slug: a product's description, license, tags, price, rating and reviews, with "Add to cart" (or the download, once owned). */
export function ProductPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const { isSignedIn, status } = useSession();
  const signedIn = isSignedIn && status === 'signedIn';
  const purchases = useMyPurchases(signedIn);
  // A refunded purchase is listed in My purchases but owns nothing.
  const owned = Boolean(
    product.data && purchases.data?.items.some((p) => p.product.id === product.data.id && p.status === 'owned'),
  );
  const myReview = useMyReview(slug, owned);
  const download = useDownload();

  if (product.isPending) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading the product">
        <Skeleton height={40} width="70%" mb="md" />
        <Skeleton height={320} mb="md" />
        <Skeleton height={160} />
      </Container>
    );
  }
  if (product.isError) {
    return (
      <PageLoadFailed
        error={product.error}
        heading="Marketplace"
        notFound={{
          documentTitle: 'Product not found · DevPath',
          title: 'This product does not exist',
          text: 'It may have been renamed or withdrawn.',
        }}
        failedTitle="Could not load the product"
        back={{ to: paths.marketplace, label: 'All products' }}
      />
    );
  }
  const data = product.data;
  const cover = data.images[0];
  const price = formatPrice(data.priceAmount, data.currency);
  return (
    <Container size="lg" py="xl">
      <PageMeta title={`${data.title} · DevPath Marketplace`} description={data.summary} />
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.marketplace}>
            Marketplace
          </Anchor>
          <Text>{data.title}</Text>
        </Breadcrumbs>
        <Stack gap={4}>
          <Title order={1} id="product-title">
            {data.title}
          </Title>
          <Text size="lg">{data.summary}</Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <article aria-labelledby="product-title">
                <Stack gap="sm">
                  {cover ? (
                    <img
                      src={cover.url}
                      alt={cover.alt}
                      width={1280}
                      height={720}
                      style={{ width: '100%', height: 'auto', borderRadius: 8 }}
                    />
                  ) : null}
                  <Markdown>{data.descriptionMd}</Markdown>
                </Stack>
              </article>
              <Reviews slug={data.slug} ratingTenths={data.ratingTenths} ratingCount={data.ratingCount} />
              {owned && myReview.isSuccess ? (
                <ReviewForm
                  key={myReview.data.review?.updatedAt ?? 'new'}
                  slug={data.slug}
                  mine={myReview.data.review}
                />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Paper
              withBorder
              radius="md"
              p="lg"
              component="aside"
              aria-label="Purchase"
              style={{ position: 'sticky', top: 80 }}
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Badge color="teal.9" variant="filled" autoContrast>
                    {KIND_LABELS[data.kind]}
                  </Badge>
                  <Text fz={28} fw={800}>
                    {price}
                  </Text>
                </Group>
                <Stars tenths={data.ratingTenths} count={data.ratingCount} />
                {owned ? (
                  <Button
                    color="teal.9"
                    leftSection={<IconDownload size={18} aria-hidden="true" />}
                    loading={download.isPending}
                    onClick={() => void download.download(data.id, data.file?.name ?? `${data.slug}.zip`)}
                  >
                    Owned — download
                  </Button>
                ) : (
                  <AddToCartButton productId={data.id} title={data.title} />
                )}
                <Group gap={6}>
                  <IconLicense size={18} aria-hidden="true" />
                  <Text size="sm">
                    License: <strong>{data.license}</strong>
                  </Text>
                </Group>
                {data.file ? (
                  <Text size="sm" c="dimmed">
                    Download: {data.file.name} ({formatBytes(data.file.size)})
                  </Text>
                ) : null}
                <Group gap={6} component="ul" aria-label="Tags" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.tags.map((tag) => (
                    <li key={tag}>
                      <Badge
                        component={Link}
                        to={`${paths.marketplace}?tag=${encodeURIComponent(tag)}`}
                        variant="filled"
                        color="gray.8"
                        autoContrast
                        style={{ cursor: 'pointer' }}
                      >
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </Group>
                {!signedIn ? (
                  <Text size="sm" c="dimmed">
                    Already bought it?{' '}
                    <Anchor
                      component={Link}
                      underline="always"
                      to={paths.auth}
                      state={{ from: { pathname: `${paths.marketplace}/${data.slug}` } }}
                    >
                      Sign in
                    </Anchor>{' '}
                    to download.
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default ProductPage;
