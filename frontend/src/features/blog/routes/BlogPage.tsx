import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconRss, IconSearch } from '@tabler/icons-react';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { PAGE_SIZE, usePostList } from '../api/blog';
import { PostCard } from '../components/PostCard';
import { useListQueryState } from '../../../lib/useListQueryState';

/** /blog: posts for learners, newest first, with a tag filter, search, pages and the RSS feed. */
export function BlogPage() {
  const { params, text, setText, q, page, set } = useListQueryState();
  const tag = params.get('tag') ?? undefined;
  const list = usePostList({ q: q || undefined, tag, page });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Blog · DevPath"
        description="Articles for aspiring developers: choosing a track, learning with roadmaps, first projects, debugging, Git and practice."
      />
      <link rel="alternate" type="application/rss+xml" title="DevPath Blog" href="/api/blog/rss.xml" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Blog</Title>
            <Text c="dimmed">
              Practical articles for people learning to code: choosing a direction, learning well, building projects and
              getting hired.
            </Text>
          </Stack>
          <Anchor href="/api/blog/rss.xml" size="sm">
            <Group gap={4} component="span">
              <IconRss size={16} aria-hidden="true" /> RSS feed
            </Group>
          </Anchor>
        </Group>
        <TextInput
          label="Search"
          placeholder="e.g. Git, portfolio, debugging"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
        />
        {list.data?.tags.length ? (
          <Chip.Group value={tag ?? ''} onChange={(value) => set({ tag: (value as string) || undefined })}>
            <Group gap={6} role="group" aria-label="Filter by topic">
              {list.data.tags.map((t) => (
                <Chip
                  key={t}
                  value={t}
                  size="xs"
                  variant="outline"
                  onClick={() => t === tag && set({ tag: undefined })}
                >
                  {t}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}

        {list.isPending && typeof document === 'undefined' ? (
          <div style={{ minHeight: 480 }} aria-hidden="true" />
        ) : list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label="Loading posts">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" title="Could not load the posts">
            {errorMessage(list.error, 'Please try again.')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" title="No post matches">
            <Stack gap="xs">
              <Text>Try other words or another topic.</Text>
              <Button
                variant="light"
                w="fit-content"
                onClick={() => {
                  setText('');
                  set({ q: undefined, tag: undefined });
                }}
              >
                Clear filters
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total} post{list.data.total === 1 ? '' : 's'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.items.map((post) => (
                <PostCard key={post.slug} post={post} />
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

export default BlogPage;
