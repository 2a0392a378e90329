import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { BlogRepository, type PostQuery, type PostSummary } from '../domain/blog.repository.js';
import type { Post } from '../domain/post.js';

export const postNotFound = () =>
  new DomainError('not_found', 'POST_NOT_FOUND', 'There is no published post with this address.');

/** What readers see: published posts (scheduled ones from their moment on), newest first. */
@Injectable()
export class BlogCatalog {
  constructor(private readonly posts: BlogRepository) {}

  async list(query: PostQuery, now = new Date()): Promise<{ items: PostSummary[]; total: number; tags: string[] }> {
    const [page, tags] = await Promise.all([this.posts.published(query, now), this.posts.tags(now)]);
    return { ...page, tags };
  }

  async post(slug: string, now = new Date()): Promise<Post> {
    const post = await this.posts.publishedPost(slug, now);
    if (!post) throw postNotFound();
    return post;
  }

  /** The newest posts for the RSS feed. */
  async feed(now = new Date()): Promise<PostSummary[]> {
    return (await this.posts.published({ page: 1, pageSize: 20 }, now)).items;
  }
}
