import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StaffPostResponse } from '../../../api/generated/types.gen';
import { MarkdownField } from '../../../components/MarkdownField';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  formatDate,
  STATUS_LABELS,
  useDeletePost,
  useSavePost,
  useStaffPost,
  useStaffPosts,
  type PostStatus,
} from '../api/blog';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';

const STATUS_COLORS: Record<PostStatus, string> = { draft: 'gray.7', published: 'teal.9', scheduled: 'indigo.7' };

interface Draft {
  slug: string;
  title: string;
  summary: string;
  bodyMd: string;
  tags: string[];
  coverImageUrl: string;
  coverAlt: string;
  status: PostStatus;
  /** `datetime-local` text in this device's zone. */
  publishAt: string;
}

const EMPTY: Draft = {
  slug: '',
  title: '',
  summary: '',
  bodyMd: '',
  tags: [],
  coverImageUrl: '',
  coverAlt: '',
  status: 'draft',
  publishAt: '',
};

/** "Five free tools!" → "five-free-tools"; accents dropped ("Café" → "cafe"). */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');

const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const draftOf = (post: StaffPostResponse): Draft => ({
  slug: post.slug,
  title: post.title,
  summary: post.summary,
  bodyMd: post.bodyMd,
  tags: post.tags,
  coverImageUrl: post.coverImageUrl ?? '',
  coverAlt: post.coverAlt ?? '',
  status: post.status as PostStatus,
  publishAt: post.status === 'scheduled' ? localInput(post.publishAt) : '',
});

function Editor({
  slug,
  onSaved,
  onDeleted,
}: {
  slug: string | null;
  onSaved: (slug: string) => void;
  onDeleted: () => void;
}) {
  const existing = useStaffPost(slug);
  const save = useSavePost();
  const remove = useDeletePost();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening another post (a new slug) resets the form even when both are still loading
  useEffect(() => {
    setDraft(existing.data ? draftOf(existing.data) : EMPTY);
    setConfirmDelete(false);
  }, [existing.data, slug]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  if (slug !== null && existing.isPending) return <Skeleton height={480} />;
  if (slug !== null && existing.isError) {
    return (
      <Alert color="red" title="Could not load the post">
        {errorMessage(existing.error, 'Please try again.')}
      </Alert>
    );
  }
  const newSlug = slug ?? (draft.slug || slugFrom(draft.title));
  const submit = () =>
    save.mutate(
      {
        path: { slug: newSlug },
        body: {
          title: draft.title.trim(),
          summary: draft.summary.trim(),
          bodyMd: draft.bodyMd,
          tags: draft.tags,
          coverImageUrl: draft.coverImageUrl.trim() || null,
          coverAlt: draft.coverAlt.trim() || null,
          status: draft.status,
          publishAt: draft.status === 'scheduled' && draft.publishAt ? new Date(draft.publishAt).toISOString() : null,
        },
      },
      {
        onSuccess: (post) => {
          toast({
            title:
              post.status === 'published'
                ? 'Published'
                : post.status === 'scheduled'
                  ? `Scheduled for ${formatDate(post.publishAt)}`
                  : 'Draft saved',
          });
          onSaved(post.slug);
        },
      },
    );

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={slug ? `Edit ${existing.data?.title ?? slug}` : 'New post'}
    >
      <Title order={2} size="h4">
        {slug ? 'Edit post' : 'New post'}
      </Title>
      <TextInput
        label="Title"
        required
        minLength={3}
        maxLength={200}
        value={draft.title}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      {slug ? (
        <Text size="sm" c="dimmed">
          Address:{' '}
          <Anchor component={Link} to={`/blog/${slug}`}>
            /blog/{slug}
          </Anchor>
        </Text>
      ) : (
        <TextInput
          label="Address"
          description="Lower-case words joined by “-”; fixed once created"
          value={draft.slug || slugFrom(draft.title)}
          onChange={(e) => set('slug', e.currentTarget.value)}
          maxLength={120}
        />
      )}
      <TextInput
        label="Summary"
        description="One or two sentences: the list, search engines and the RSS feed show it"
        required
        minLength={10}
        maxLength={400}
        value={draft.summary}
        onChange={(e) => set('summary', e.currentTarget.value)}
      />
      <TagsInput
        label="Tags"
        description="Lower-case words; Enter adds one"
        value={draft.tags}
        onChange={(tags) => set('tags', tags.map((t) => t.trim().toLowerCase()).filter(Boolean))}
        maxTags={8}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Cover image (https URL)"
          value={draft.coverImageUrl}
          onChange={(e) => set('coverImageUrl', e.currentTarget.value)}
          maxLength={2048}
        />
        <TextInput
          label="Cover description"
          description="For people who cannot see the image"
          value={draft.coverAlt}
          onChange={(e) => set('coverAlt', e.currentTarget.value)}
          maxLength={200}
        />
      </Group>
      <MarkdownField
        label="Body (Markdown)"
        value={draft.bodyMd}
        onChange={(value) => set('bodyMd', value)}
        maxLength={60_000}
        minRows={14}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="post-status">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="post-status"
          value={draft.status}
          onChange={(value) => set('status', value as PostStatus)}
          data={(Object.keys(STATUS_LABELS) as PostStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </Stack>
      {draft.status === 'scheduled' ? (
        <TextInput
          type="datetime-local"
          label="Publish at (your time)"
          required
          value={draft.publishAt}
          onChange={(e) => set('publishAt', e.currentTarget.value)}
        />
      ) : null}
      {save.isError ? (
        <Alert color="red" title="The post was not saved">
          {errorMessage(save.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button type="submit" loading={save.isPending}>
          {draft.status === 'published' ? 'Save and publish' : draft.status === 'scheduled' ? 'Schedule' : 'Save draft'}
        </Button>
        {slug ? (
          confirmDelete ? (
            <Group gap="xs">
              <Text size="sm">Delete this post for good?</Text>
              <Button
                color="red"
                variant="filled"
                loading={remove.isPending}
                onClick={() => remove.mutate({ path: { slug } }, { onSuccess: onDeleted })}
              >
                Delete
              </Button>
              <Button variant="default" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </Group>
          ) : (
            <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
              Delete…
            </Button>
          )
        ) : null}
      </Group>
    </Stack>
  );
}

/** /admin/blog: moderators and admins write, schedule, publish and delete posts. */
export function BlogAdminPage() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const posts = useStaffPosts({ q: q || undefined, page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Container size="xl" py="xl">
      <PageMeta title="Blog posts · DevPath" />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Blog posts</Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setSelected(null)}
            variant={selected === null ? 'filled' : 'light'}
          >
            New post
          </Button>
        </Group>
        <AdminConsoleNav />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <TextInput
                label="Find a post"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={100}
              />
              {posts.isPending ? (
                <Skeleton height={240} />
              ) : posts.isError ? (
                <Alert color="red" title="Could not load the posts">
                  {errorMessage(posts.error, 'Please try again.')}
                </Alert>
              ) : (
                <Paper withBorder radius="md" component="nav" aria-label="Posts">
                  {posts.data.items.map((post) => (
                    <NavLink
                      key={post.slug}
                      active={post.slug === selected}
                      onClick={() => setSelected(post.slug)}
                      label={post.title}
                      description={
                        post.status === 'draft' ? `Changed ${formatDate(post.updatedAt)}` : formatDate(post.publishAt)
                      }
                      rightSection={
                        <Badge size="xs" color={STATUS_COLORS[post.status as PostStatus]} variant="filled" autoContrast>
                          {STATUS_LABELS[post.status as PostStatus]}
                        </Badge>
                      }
                    />
                  ))}
                  {posts.data.items.length === 0 ? (
                    <Text p="sm" c="dimmed">
                      No post matches.
                    </Text>
                  ) : null}
                </Paper>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Editor
                key={selected ?? 'new'}
                slug={selected}
                onSaved={setSelected}
                onDeleted={() => setSelected(null)}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default BlogAdminPage;
