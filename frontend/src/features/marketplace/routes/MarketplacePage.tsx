import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import { IconSearch } from '@tabler/icons-react';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import {
  KIND_LABELS,
  PAGE_SIZE,
  SORT_LABELS,
  useProductList,
  useProductTags,
  type ProductKind,
  type ProductSort,
} from '../api/marketplace';
import { ProductCard } from '../components/ProductCard';
import { useListQueryState } from '../../../lib/useListQueryState';

const KINDS = Object.keys(KIND_LABELS) as ProductKind[];
const SORTS = Object.keys(SORT_LABELS) as ProductSort[];

/** Whole dollars in the URL and the fields; cents for the API. */
const dollars = (value: string | null) => {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  return Number(value);
};

/**
 * /marketplace: code products with search, tag, kind and price filters, sorting and pages;
 * every choice lives in the query string, so a filtered list can be shared and survives reloads.
 */
export function MarketplacePage() {
  const { params, text, setText, q, page, set, pick } = useListQueryState({ maxPage: 1000 });
  const tag = params.get('tag') ?? undefined;
  const kind = pick('kind', KINDS);
  const sort = pick('sort', SORTS) ?? 'popular';
  const min = dollars(params.get('min'));
  const max = dollars(params.get('max'));
  const list = useProductList({
    q: q || undefined,
    tag,
    kind,
    sort,
    minPrice: min !== undefined ? min * 100 : undefined,
    maxPrice: max !== undefined ? max * 100 : undefined,
    page,
  });
  const tags = useProductTags();

  const filtered = Boolean(q || tag || kind || min !== undefined || max !== undefined);
  const clear = () => {
    setText('');
    set({ q: undefined, tag: undefined, kind: undefined, min: undefined, max: undefined });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Marketplace · DevPath"
        description="Starter kits, templates, UI kits and course projects written by the DevPath team: real code you can read, run and build on."
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Marketplace</Title>
          <Text c="dimmed">
            Starter kits, templates, UI kits and course projects: real, readable code to start your next project from.
            Buy once, download any time.
          </Text>
        </Stack>
        <Grid
          gap="sm"
          align="flex-end"
          component="form"
          role="search"
          aria-label="Filter products"
          onSubmit={(event) => event.preventDefault()}
        >
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label="Search"
              placeholder="e.g. React, portfolio, CSS"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NativeSelect
              label="Kind"
              data={[{ value: '', label: 'All kinds' }, ...KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
              value={kind ?? ''}
              onChange={(event) => set({ kind: event.currentTarget.value || undefined })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NativeSelect
              label="Sort by"
              data={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              value={sort}
              onChange={(event) =>
                set({ sort: event.currentTarget.value === 'popular' ? undefined : event.currentTarget.value })
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberInput
              label="Min price ($)"
              min={0}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              value={min ?? ''}
              onChange={(value) => set({ min: value === '' ? undefined : String(value) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberInput
              label="Max price ($)"
              min={0}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              value={max ?? ''}
              onChange={(value) => set({ max: value === '' ? undefined : String(value) })}
            />
          </Grid.Col>
        </Grid>
        {tags.data?.tags.length ? (
          <Group gap={6} role="group" aria-label="Filter by tag">
            {tags.data.tags.map((t) => (
              <Button
                key={t.tag}
                size="compact-sm"
                radius="xl"
                variant={t.tag === tag ? 'filled' : 'default'}
                aria-pressed={t.tag === tag}
                onClick={() => set({ tag: t.tag === tag ? undefined : t.tag })}
              >
                {t.tag}
              </Button>
            ))}
          </Group>
        ) : null}

        {list.isPending && typeof document === 'undefined' ? (
          <div style={{ minHeight: 480 }} aria-hidden="true" />
        ) : list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={320} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" title="Could not load the products">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No product matches">
            <Stack gap="xs">
              <Text>Try other words, another kind or a wider price range.</Text>
              {filtered ? (
                <Button variant="default" w="fit-content" onClick={clear}>
                  Clear filters
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.data.total} product{list.data.total === 1 ? '' : 's'}
              </Text>
              {filtered ? (
                <Button variant="subtle" size="compact-sm" onClick={clear}>
                  Clear filters
                </Button>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => set({ page: String(p) })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

export default MarketplacePage;
