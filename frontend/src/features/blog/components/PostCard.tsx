import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PostSummaryResponse } from '../../../api/generated/types.gen';
import { formatDate } from '../api/blog';

/** A post in the list: title (the link), summary, date, reading time and tags. */
export function PostCard({ post }: { post: PostSummaryResponse }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`post-${post.slug}`}>
      <Stack gap="sm" h="100%">
        {post.coverImageUrl ? (
          <img
            src={post.coverImageUrl}
            alt={post.coverAlt ?? ''}
            loading="lazy"
            style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          />
        ) : null}
        <Title order={2} size="h4" id={`post-${post.slug}`}>
          <Anchor component={Link} to={`/blog/${post.slug}`} inherit c="inherit">
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={post.publishAt ?? undefined}>{formatDate(post.publishAt)}</time> · {post.readingMinutes} min
          read
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {post.summary}
        </Text>
        <Group gap={6}>
          {post.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
