import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import { BlogRepository, type PostQuery, type PostSummary } from '../domain/blog.repository.js';
import { publicationMoment, readingMinutes, type Post, type PostContent } from '../domain/post.js';

const notFound = () => new DomainError('not_found', 'POST_NOT_FOUND', 'There is no post with this address.');

/** Moderators and admins write posts: drafts, published at once, or scheduled for a moment. */
@Injectable()
export class BlogEditor {
  constructor(
    private readonly posts: BlogRepository,
    private readonly users: UsersFacade,
  ) {}

  list(query: PostQuery): Promise<{ items: PostSummary[]; total: number }> {
    return this.posts.all(query);
  }

  async get(slug: string): Promise<Post> {
    const post = await this.posts.post(slug);
    if (!post) throw notFound();
    return post;
  }

  /** Creates or replaces a post; a new post's author is the staff member who wrote it. */
  async save(content: Omit<PostContent, 'authorName'>, actorId: number, now = new Date()): Promise<Post> {
    if (content.status === 'scheduled' && !content.publishAt) {
      throw new DomainError(
        'invalid',
        'PUBLISH_AT_REQUIRED',
        'A scheduled post needs the moment it is published (publishAt).',
      );
    }
    const previous = await this.posts.post(content.slug);
    const actor = previous ? null : await this.users.account(actorId);
    await this.posts.save({
      ...content,
      authorName: previous?.authorName ?? actor?.fullName ?? actor?.username ?? 'DevPath',
      publishAt: publicationMoment(content.status, content.publishAt, previous?.publishAt ?? null, now),
      readingMinutes: readingMinutes(content.bodyMd),
    });
    return this.get(content.slug);
  }

  async delete(slug: string): Promise<void> {
    if (!(await this.posts.delete(slug))) throw notFound();
  }
}
