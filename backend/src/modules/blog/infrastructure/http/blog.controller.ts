import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { BlogCatalog } from '../../application/blog-catalog.js';
import { BlogEditor } from '../../application/blog-editor.js';
import type { PostSummary } from '../../domain/blog.repository.js';
import { SLUG, SLUG_MAX, type Post } from '../../domain/post.js';
import { rssFeed } from './rss.js';
import {
  PostListQuery,
  PostListResponse,
  PostResponse,
  PostSummaryResponse,
  SavePostBody,
  StaffPostListResponse,
  StaffPostResponse,
  StaffPostSummaryResponse,
} from './blog.dto.js';

const SLUG_PARAM = { name: 'slug', example: 'how-to-pick-your-first-track' };
const DEFAULT_PAGE_SIZE = 9;

const summary = (p: PostSummary): PostSummaryResponse => ({
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  coverImageUrl: p.coverImageUrl,
  coverAlt: p.coverAlt,
  tags: p.tags,
  authorName: p.authorName,
  publishAt: p.publishAt?.toISOString() ?? null,
  readingMinutes: p.readingMinutes,
  updatedAt: p.updatedAt.toISOString(),
});
const staffSummary = (p: PostSummary): StaffPostSummaryResponse => ({ ...summary(p), status: p.status });
const staffPost = (p: Post): StaffPostResponse => ({
  ...staffSummary(p),
  bodyMd: p.bodyMd,
  editedByStaff: p.editedByStaff,
  createdAt: p.createdAt.toISOString(),
});

function checkedSlug(slug: string): string {
  if (slug.length > SLUG_MAX || !SLUG.test(slug))
    throw new DomainError(
      'invalid',
      'POST_SLUG_INVALID',
      `A post's address is lower-case words joined by "-", at most ${SLUG_MAX} characters.`,
    );
  return slug;
}

@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(
    private readonly catalog: BlogCatalog,
    private readonly config: AppConfig,
  ) {}

  @Get('posts')
  @Public()
  @ApiOperation({ summary: 'Published posts, newest first, with a tag filter, search and pages' })
  @ApiOkResponse({ type: PostListResponse })
  async listPosts(@Query() query: PostListQuery): Promise<PostListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const result = await this.catalog.list({ q: query.q?.trim() || undefined, tag: query.tag, page, pageSize });
    return { items: result.items.map(summary), total: result.total, page, pageSize, tags: result.tags };
  }

  @Get('posts/:slug')
  @Public()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'A published post' })
  @ApiOkResponse({ type: PostResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'POST_NOT_FOUND' })
  async getPost(@Param('slug') slug: string): Promise<PostResponse> {
    const post = await this.catalog.post(slug.slice(0, SLUG_MAX + 1));
    return { ...summary(post), bodyMd: post.bodyMd };
  }

  @Get('rss.xml')
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: 'The blog as an RSS 2.0 feed (the 20 newest posts)' })
  @ApiOkResponse({ description: 'RSS 2.0', schema: { type: 'string' } })
  async rss(): Promise<string> {
    return rssFeed(await this.catalog.feed(), this.config.mail.appUrl);
  }
}

/** Moderators and admins write the blog (drafts and scheduled posts are visible here only). */
@ApiTags('blog-admin')
@Controller('admin/blog/posts')
@Auth('moderator', 'admin')
export class BlogAdminController {
  constructor(private readonly editor: BlogEditor) {}

  @Get()
  @ApiOperation({ summary: 'Every post, drafts and scheduled ones included, last changed first' })
  @ApiOkResponse({ type: StaffPostListResponse })
  async listStaffPosts(@Query() query: PostListQuery): Promise<StaffPostListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.editor.list({ q: query.q?.trim() || undefined, tag: query.tag, page, pageSize });
    return { items: result.items.map(staffSummary), total: result.total, page, pageSize };
  }

  @Get(':slug')
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'A post as staff edit it' })
  @ApiOkResponse({ type: StaffPostResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'POST_NOT_FOUND' })
  async getStaffPost(@Param('slug') slug: string): Promise<StaffPostResponse> {
    return staffPost(await this.editor.get(checkedSlug(slug)));
  }

  @Put(':slug')
  @ApiParam(SLUG_PARAM)
  @ApiOperation({
    summary: 'Create or replace a post: a draft, published now (or at publishAt), or scheduled for publishAt',
  })
  @ApiOkResponse({ type: StaffPostResponse })
  async savePost(
    @CurrentUser() me: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body() body: SavePostBody,
  ): Promise<StaffPostResponse> {
    const post = await this.editor.save(
      {
        slug: checkedSlug(slug),
        title: body.title,
        summary: body.summary,
        bodyMd: body.bodyMd,
        coverImageUrl: body.coverImageUrl ?? null,
        coverAlt: body.coverAlt ?? null,
        tags: [...new Set(body.tags)],
        status: body.status,
        publishAt: body.publishAt ? new Date(body.publishAt) : null,
      },
      me.id,
    );
    return staffPost(post);
  }

  @Delete(':slug')
  @HttpCode(204)
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'POST_NOT_FOUND' })
  async deletePost(@Param('slug') slug: string): Promise<void> {
    await this.editor.delete(checkedSlug(slug));
  }
}
