import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Badge, Breadcrumbs, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { Link, useParams } from 'react-router';
import { headingsOf, Markdown } from '../../../components/Markdown';
import { PageLoadFailed } from '../../../components/PageLoadFailed';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate, usePost } from '../api/blog';

/** /blog/:slug: a post with its table of contents, author, date, reading time and tags. */
export function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  if (post.isPending) {
    return (
      <Container size="md" py="xl" role="status" aria-busy="true" aria-label="Loading the post">
        <Skeleton height={40} width="80%" mb="md" />
        <Skeleton height={16} width="40%" mb="xl" />
        <Skeleton height={360} />
      </Container>
    );
  }
  if (post.isError) {
    return (
      <PageLoadFailed
        error={post.error}
        heading="Blog"
        notFound={{
          documentTitle: 'Post not found · DevPath',
          title: 'This post does not exist',
          text: 'It may have been renamed or unpublished.',
        }}
        failedTitle="Could not load the post"
        back={{ to: '/blog', label: 'All posts' }}
      />
    );
  }
  const data = post.data;
  const toc = headingsOf(data.bodyMd);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: data.title,
    description: data.summary,
    datePublished: data.publishAt,
    dateModified: data.updatedAt,
    author: { '@type': 'Organization', name: data.authorName },
    keywords: data.tags.join(', '),
  };
  return (
    <Container size="lg" py="xl">
      <PageMeta title={`${data.title} · DevPath Blog`} description={data.summary} />
      {data.publishAt ? <meta property="article:published_time" content={data.publishAt} /> : null}
      {data.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <script type="application/ld+json">{JSON.stringify(structured).replace(/</g, '\\u003c')}</script>
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/blog">
            Blog
          </Anchor>
          <Text>{data.title}</Text>
        </Breadcrumbs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <article aria-labelledby="post-title">
              <Stack gap="sm">
                <Title order={1} id="post-title">
                  {data.title}
                </Title>
                <Text c="dimmed" size="sm">
                  By {data.authorName} ·{' '}
                  <time dateTime={data.publishAt ?? undefined}>{formatDate(data.publishAt)}</time> ·{' '}
                  {data.readingMinutes} min read
                </Text>
                <Group gap={6}>
                  {data.tags.map((tag) => (
                    <Badge
                      key={tag}
                      component={Link}
                      to={`/blog?tag=${encodeURIComponent(tag)}`}
                      variant="outline"
                      color="gray"
                      style={{ cursor: 'pointer' }}
                    >
                      {tag}
                    </Badge>
                  ))}
                </Group>
                {data.coverImageUrl ? (
                  <img src={data.coverImageUrl} alt={data.coverAlt ?? ''} style={{ width: '100%', borderRadius: 8 }} />
                ) : null}
                <Text size="lg">{data.summary}</Text>
                <Markdown anchors>{data.bodyMd}</Markdown>
              </Stack>
            </article>
          </Grid.Col>
          {toc.length > 1 ? (
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
              <nav aria-labelledby="toc-heading" style={{ position: 'sticky', top: 80 }}>
                <Text fw={600} id="toc-heading" mb="xs">
                  On this page
                </Text>
                <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {toc.map((heading) => (
                    <li key={heading.id} style={{ paddingInlineStart: heading.level === 3 ? 16 : 0 }}>
                      <Anchor href={`#${heading.id}`} size="sm">
                        {heading.text}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </nav>
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
    </Container>
  );
}

export default PostPage;
