import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { MarketplaceStaffProductResponse } from '../../../api/generated/types.gen';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import {
  formatBytes,
  formatPrice,
  KIND_LABELS,
  useCreateProduct,
  useStaffProduct,
  useStaffProducts,
  useUpdateProduct,
  useUploadProductFile,
  type ProductKind,
} from '../api/marketplace';
import { PageMeta } from '../../../components/PageMeta';

const KINDS = Object.keys(KIND_LABELS) as ProductKind[];

/** "19.99" → 1999 with string arithmetic only (no float ever holds money); null when it is not a price. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
const priceText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface Form {
  title: string;
  slug: string;
  summary: string;
  descriptionMd: string;
  kind: ProductKind;
  price: string;
  tags: string;
  license: string;
  coverUrl: string;
  coverAlt: string;
}
const EMPTY: Form = {
  title: '',
  slug: '',
  summary: '',
  descriptionMd: '',
  kind: 'starter-kit',
  price: '',
  tags: '',
  license: 'MIT',
  coverUrl: '',
  coverAlt: '',
};
const formOf = (p: MarketplaceStaffProductResponse): Form => ({
  title: p.title,
  slug: p.slug,
  summary: p.summary,
  descriptionMd: p.descriptionMd,
  kind: p.kind,
  price: priceText(p.priceAmount),
  tags: p.tags.join(', '),
  license: p.license,
  coverUrl: p.images[0]?.url ?? '',
  coverAlt: p.images[0]?.alt ?? '',
});

function ProductForm({
  product,
  onDone,
}: {
  product?: MarketplaceStaffProductResponse;
  onDone: (id?: string) => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const upload = useUploadProductFile();
  const save = product ? update : create;
  const [form, setForm] = useState<Form>(product ? formOf(product) : EMPTY);
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  const headingId = `product-form-${product?.id ?? 'new'}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack
        gap="sm"
        component="form"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          const priceAmount = centsOf(form.price);
          if (priceAmount === null) return setPriceProblem('A price in dollars, e.g. 19 or 19.99.');
          setPriceProblem(null);
          const body = {
            title: form.title.trim(),
            ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
            summary: form.summary.trim(),
            descriptionMd: form.descriptionMd,
            kind: form.kind,
            priceAmount,
            tags: form.tags
              .split(',')
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean),
            license: form.license.trim(),
            images: form.coverUrl.trim() ? [{ url: form.coverUrl.trim(), alt: form.coverAlt.trim() }] : [],
          };
          if (product)
            update.mutate(
              { path: { id: product.id }, body },
              {
                onSuccess: () => {
                  toast({ title: `Saved: ${body.title}` });
                  onDone();
                },
              },
            );
          else
            create.mutate(
              { body },
              {
                onSuccess: (created) => {
                  toast({ title: `Created: ${body.title}`, description: 'Upload its file, then publish it.' });
                  onDone(created.id);
                },
              },
            );
        }}
      >
        <Title order={2} size="h5" id={headingId}>
          {product ? `Edit ${product.title}` : 'New product'}
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label="Title"
            required
            minLength={3}
            maxLength={120}
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="Address (slug)"
            description="Empty: made from the title"
            maxLength={80}
            value={form.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
            error={errors.slug}
          />
        </Group>
        <TextInput
          label="Summary"
          required
          minLength={10}
          maxLength={300}
          value={form.summary}
          onChange={(e) => set('summary', e.currentTarget.value)}
          error={errors.summary}
        />
        <Textarea
          label="Description (Markdown)"
          required
          minLength={20}
          maxLength={20000}
          autosize
          minRows={5}
          maxRows={16}
          value={form.descriptionMd}
          onChange={(e) => set('descriptionMd', e.currentTarget.value)}
          error={errors.descriptionMd}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label="Kind"
            data={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={form.kind}
            onChange={(e) => set('kind', e.currentTarget.value as ProductKind)}
          />
          <TextInput
            label="Price (USD)"
            required
            inputMode="decimal"
            placeholder="19.00"
            value={form.price}
            onChange={(e) => set('price', e.currentTarget.value)}
            error={priceProblem ?? errors.priceAmount}
          />
          <TextInput
            label="License"
            required
            maxLength={60}
            value={form.license}
            onChange={(e) => set('license', e.currentTarget.value)}
            error={errors.license}
          />
        </Group>
        <TextInput
          label="Tags"
          description="Comma-separated, lower-case words joined by -"
          value={form.tags}
          onChange={(e) => set('tags', e.currentTarget.value)}
          error={errors.tags}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Cover image"
            description="/marketplace-covers/<name>.svg or an https address"
            maxLength={2000}
            value={form.coverUrl}
            onChange={(e) => set('coverUrl', e.currentTarget.value)}
            error={errors['images.0.url']}
          />
          <TextInput
            label="Cover description (alt text)"
            maxLength={200}
            value={form.coverAlt}
            onChange={(e) => set('coverAlt', e.currentTarget.value)}
            error={errors['images.0.alt']}
          />
        </Group>
        {product ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              File
            </Text>
            <Text size="sm" c="dimmed">
              {product.file
                ? `${product.file.name}, ${formatBytes(product.file.size)}`
                : 'No file yet: upload a .zip archive before publishing.'}
            </Text>
            <input
              type="file"
              accept=".zip,application/zip"
              aria-label="Upload a .zip archive (at most 20 MB)"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                upload.mutate(
                  { path: { id: product.id }, body: { file } },
                  {
                    onSuccess: () => toast({ title: 'File uploaded', description: file.name }),
                    onError: (error) =>
                      toast({
                        title: 'The file was not uploaded',
                        description: errorMessage(error, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  },
                );
                event.currentTarget.value = '';
              }}
            />
          </Stack>
        ) : null}
        {save.isError ? (
          <Alert color="red" title="Not saved">
            {errorMessage(save.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {product ? 'Save' : 'Create product'}
          </Button>
          <Button variant="default" onClick={() => onDone()}>
            Close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Editor({ id, onDone }: { id: string; onDone: () => void }) {
  const product = useStaffProduct(id);
  if (product.isPending) return <Skeleton height={400} />;
  if (product.isError)
    return (
      <Alert color="red" title="Could not load the product">
        {errorMessage(product.error, 'Please try again.')}
      </Alert>
    );
  return <ProductForm key={product.data.updatedAt} product={product.data} onDone={onDone} />;
}

/** /admin/marketplace: admins create, edit, publish and upload products; moderators read. */
export function MarketplaceAdminPage() {
  const { user } = useSession();
  const canWrite = user?.role === 'admin';
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useStaffProducts({ q: q || undefined, page });
  const update = useUpdateProduct();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Container size="md" py="xl">
      <PageMeta title="Marketplace (admin) · DevPath" />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Marketplace products</Title>
          {canWrite && editing !== 'new' ? <Button onClick={() => setEditing('new')}>New product</Button> : null}
        </Group>
        <AdminConsoleNav />
        {!canWrite ? <Text c="dimmed">Moderators see the products; administrators change them.</Text> : null}
        {editing === 'new' ? (
          <ProductForm onDone={(id) => setEditing(id ?? null)} />
        ) : editing ? (
          <Editor id={editing} onDone={() => setEditing(null)} />
        ) : null}
        <TextInput
          label="Search"
          placeholder="Title or address"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
        />
        {update.isError ? (
          <Alert color="red" title="Not saved">
            {errorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
        {list.isPending ? (
          <Skeleton height={300} />
        ) : list.isError ? (
          <Alert color="red" title="Could not load the products">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.items.map((p) => (
              <Paper key={p.id} component="li" withBorder radius="md" p="sm" aria-label={p.title}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{p.title}</Text>
                      <Badge color={p.published ? 'teal.9' : 'gray.8'} variant="filled" autoContrast size="sm">
                        {p.published ? 'Published' : 'Unpublished'}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {KIND_LABELS[p.kind]} · {formatPrice(p.priceAmount, p.currency)} · {p.ownersCount} owner
                      {p.ownersCount === 1 ? '' : 's'} · /{p.slug}
                    </Text>
                  </Stack>
                  {canWrite ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(p.id)}
                        aria-label={`Edit ${p.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant={p.published ? 'default' : 'filled'}
                        loading={update.isPending && update.variables?.path.id === p.id}
                        onClick={() => update.mutate({ path: { id: p.id }, body: { published: !p.published } })}
                        aria-label={`${p.published ? 'Unpublish' : 'Publish'} ${p.title}`}
                      >
                        {p.published ? 'Unpublish' : 'Publish'}
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      </Stack>
    </Container>
  );
}

export default MarketplaceAdminPage;
