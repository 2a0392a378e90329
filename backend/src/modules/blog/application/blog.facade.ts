import { Injectable } from '@nestjs/common';
import { type ExternalLinkView, markdownLinks } from '../../../platform/links/external-links.js';
import { BlogRepository } from '../domain/blog.repository.js';

/** What other modules may ask of the blog. */
@Injectable()
export class BlogFacade {
  constructor(private readonly posts: BlogRepository) {}

  /**
   * Every external address in the posts' bodies (drafts too: they will be read), with the post it
   * is in; a post readers cannot see yet opens in the blog's editor. For the link check, one query.
   */
  async externalLinks(now = new Date()): Promise<ExternalLinkView[]> {
    return (await this.posts.bodies(now)).flatMap((post) => {
      const path = post.visible ? `/blog/${encodeURIComponent(post.slug)}` : '/admin/blog';
      const usedIn = { kind: 'post', key: post.slug, title: post.title, path } as const;
      return markdownLinks(post.bodyMd).map((url) => ({ url, usedIn }));
    });
  }
}
