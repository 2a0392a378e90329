import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ProductAdmin } from '../../application/product-admin.js';
import { ProductCatalog } from '../../application/product-catalog.js';
import { Purchases } from '../../application/purchases.js';
import { Reviews } from '../../application/reviews.js';
import type { ProductSummary, Review } from '../../domain/marketplace.repository.js';
import { averageTenths, FILE_MAX_BYTES, SLUG_MAX, type Product } from '../../domain/product.js';
import {
  MarketplaceCreateProductBody,
  MarketplaceDownloadLinkResponse,
  MarketplaceMyReviewResponse,
  MarketplacePageQuery,
  MarketplaceProductListQuery,
  MarketplaceProductListResponse,
  MarketplaceProductResponse,
  MarketplaceProductSummaryResponse,
  MarketplacePurchaseListResponse,
  MarketplaceReviewBody,
  MarketplaceReviewListResponse,
  MarketplaceReviewResponse,
  MarketplaceStaffListQuery,
  MarketplaceStaffProductListResponse,
  MarketplaceStaffProductResponse,
  MarketplaceStaffProductSummaryResponse,
  MarketplaceTagListResponse,
  MarketplaceUpdateProductBody,
} from './marketplace.dto.js';

const SLUG_PARAM = { name: 'slug', example: 'react-vite-starter' };
const ID_PARAM = { name: 'id', format: 'uuid' };

const summary = (p: ProductSummary | Product): MarketplaceProductSummaryResponse => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  kind: p.kind,
  priceAmount: p.priceAmount,
  currency: p.currency,
  images: p.images,
  tags: p.tags,
  license: p.license,
  ratingTenths: averageTenths(p.ratingSum, p.ratingCount),
  ratingCount: p.ratingCount,
  publishedAt: p.publishedAt?.toISOString() ?? null,
});
const fileOf = (p: Product) => (p.file ? { name: p.file.name, size: p.file.size, sha256: p.file.sha256 } : null);
const detail = (p: Product): MarketplaceProductResponse => ({
  ...summary(p),
  descriptionMd: p.descriptionMd,
  file: fileOf(p),
});
const staffSummary = (p: ProductSummary): MarketplaceStaffProductSummaryResponse => ({
  ...summary(p),
  published: p.published,
  ownersCount: p.ownersCount,
  updatedAt: p.updatedAt.toISOString(),
});
const staffDetail = (p: Product): MarketplaceStaffProductResponse => ({
  ...detail(p),
  published: p.published,
  ownersCount: p.ownersCount,
  editedByStaff: p.editedByStaff,
  updatedAt: p.updatedAt.toISOString(),
});
const review = (r: Review): MarketplaceReviewResponse => ({
  authorName: r.authorName,
  rating: r.rating,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const slugOf = (slug: string) => slug.slice(0, SLUG_MAX + 1);

@ApiTags('marketplace')
@Controller('marketplace')
export class MarketplaceController {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly purchases: Purchases,
    private readonly reviews: Reviews,
  ) {}

  @Get('products')
  @Public()
  @ApiOperation({ summary: 'Published products with search, tag, kind and price filters, sorting and pages' })
  @ApiOkResponse({ type: MarketplaceProductListResponse })
  async listProducts(@Query() query: MarketplaceProductListQuery): Promise<MarketplaceProductListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 12;
    const result = await this.catalog.list({
      q: query.q?.trim() || undefined,
      tag: query.tag,
      kind: query.kind,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort ?? 'popular',
      page,
      pageSize,
    });
    return { items: result.items.map(summary), total: result.total, page, pageSize };
  }

  @Get('tags')
  @Public()
  @ApiOperation({ summary: 'Tags of the published products, most used first' })
  @ApiOkResponse({ type: MarketplaceTagListResponse })
  async listProductTags(): Promise<MarketplaceTagListResponse> {
    return { tags: await this.catalog.tags() };
  }

  @Get('products/:slug')
  @Public()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'A published product' })
  @ApiOkResponse({ type: MarketplaceProductResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async getProduct(@Param('slug') slug: string): Promise<MarketplaceProductResponse> {
    return detail(await this.catalog.product(slugOf(slug)));
  }

  @Get('products/:slug/reviews')
  @Public()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: "A product's reviews by its buyers, latest first" })
  @ApiOkResponse({ type: MarketplaceReviewListResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async listProductReviews(
    @Param('slug') slug: string,
    @Query() query: MarketplacePageQuery,
  ): Promise<MarketplaceReviewListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const result = await this.catalog.reviews(slugOf(slug), page, pageSize);
    return { items: result.items.map(review), total: result.total, page, pageSize };
  }

  @Get('products/:slug/reviews/mine')
  @Auth()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: "The caller's review of a product, if any" })
  @ApiOkResponse({ type: MarketplaceMyReviewResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async getMyReview(
    @CurrentUser() me: AuthenticatedUser,
    @Param('slug') slug: string,
  ): Promise<MarketplaceMyReviewResponse> {
    const mine = await this.reviews.mine(me.id, slugOf(slug));
    return { review: mine ? review(mine) : null };
  }

  @Put('products/:slug/reviews/mine')
  @Auth()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: "Write or edit the caller's review (owners only; one per product)" })
  @ApiOkResponse({ type: MarketplaceReviewResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'PRODUCT_NOT_OWNED' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async saveMyReview(
    @CurrentUser() me: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body() body: MarketplaceReviewBody,
  ): Promise<MarketplaceReviewResponse> {
    return review(await this.reviews.write(me.id, slugOf(slug), body));
  }

  @Get('purchases')
  @Auth()
  @ApiOperation({
    summary:
      "The caller's products (My purchases): owned ones latest first, then refunded ones with the refund's date and amount",
  })
  @ApiOkResponse({ type: MarketplacePurchaseListResponse })
  async listMyPurchases(@CurrentUser() me: AuthenticatedUser): Promise<MarketplacePurchaseListResponse> {
    const mine = await this.purchases.mine(me.id);
    return {
      items: mine.map((p) => ({
        product: summary(p.product),
        file: p.refund ? null : fileOf(p.product),
        orderId: p.orderId,
        purchasedAt: p.grantedAt.toISOString(),
        status: p.refund ? 'refunded' : 'owned',
        refund: p.refund
          ? { refundedAt: p.refund.at.toISOString(), amount: p.refund.amount, currency: p.refund.currency }
          : null,
      })),
    };
  }

  @Post('purchases/:id/download-link')
  @Auth()
  @HttpCode(201)
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'A download link for an owned product, bound to the caller and valid for 5 minutes' })
  @ApiCreatedResponse({ type: MarketplaceDownloadLinkResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'PRODUCT_NOT_OWNED' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async createDownloadLink(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<MarketplaceDownloadLinkResponse> {
    const link = await this.purchases.link(me.id, id);
    return {
      url: `/api/marketplace/downloads/${link.token}`,
      token: link.token,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  @Get('downloads/:token')
  @Auth()
  @ApiParam({ name: 'token', description: 'From createDownloadLink' })
  @ApiProduces('application/zip')
  @ApiOperation({
    summary: "Downloads a product's file through a signed link (the caller's own, unexpired, while they own it)",
  })
  @ApiOkResponse({
    description: 'The zip archive (Content-Disposition: attachment)',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'DOWNLOAD_LINK_INVALID, DOWNLOAD_LINK_EXPIRED, DOWNLOAD_LINK_NOT_YOURS or PRODUCT_NOT_OWNED',
  })
  async downloadProduct(@CurrentUser() me: AuthenticatedUser, @Param('token') token: string): Promise<StreamableFile> {
    const file = await this.purchases.download(me.id, token.slice(0, 200));
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      length: file.size,
      disposition: `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    });
  }
}

/** Admins manage the products; moderators may read them. Every write is audited by the platform. */
@ApiTags('marketplace-admin')
@Controller('admin/marketplace/products')
@Auth('moderator', 'admin')
export class MarketplaceAdminController {
  constructor(private readonly admin: ProductAdmin) {}

  @Get()
  @ApiOperation({ summary: 'Every product, unpublished ones included, last changed first' })
  @ApiOkResponse({ type: MarketplaceStaffProductListResponse })
  async listStaffProducts(@Query() query: MarketplaceStaffListQuery): Promise<MarketplaceStaffProductListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.admin.list({ q: query.q?.trim() || undefined, page, pageSize });
    return { items: result.items.map(staffSummary), total: result.total, page, pageSize };
  }

  @Get(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'A product as staff see it' })
  @ApiOkResponse({ type: MarketplaceStaffProductResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async getStaffProduct(@Param('id') id: string): Promise<MarketplaceStaffProductResponse> {
    return staffDetail(await this.admin.get(id));
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Create a product (unpublished until it has a file and is published)' })
  @ApiCreatedResponse({ type: MarketplaceStaffProductResponse })
  async createProduct(@Body() body: MarketplaceCreateProductBody): Promise<MarketplaceStaffProductResponse> {
    return staffDetail(await this.admin.create({ ...body, currency: body.currency ?? 'USD' }));
  }

  @Patch(':id')
  @Auth('admin')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Edit a product; publish (it needs a file) or unpublish it' })
  @ApiOkResponse({ type: MarketplaceStaffProductResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PRODUCT_NOT_FOUND' })
  async updateProduct(
    @Param('id') id: string,
    @Body() body: MarketplaceUpdateProductBody,
  ): Promise<MarketplaceStaffProductResponse> {
    const { published, ...changes } = body;
    let product = Object.keys(changes).length ? await this.admin.update(id, changes) : await this.admin.get(id);
    if (published !== undefined && published !== product.published)
      product = await this.admin.setPublished(id, published);
    return staffDetail(product);
  }

  @Put(':id/file')
  @Auth('admin')
  @ApiParam(ID_PARAM)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'A .zip archive, at most 20 MB' } },
    },
  })
  @ApiOperation({ summary: "Upload or replace the product's file (a .zip archive, at most 20 MB)" })
  @ApiOkResponse({ type: MarketplaceStaffProductResponse })
  @ApiPayloadTooLargeResponse({ type: ErrorBody, description: 'PAYLOAD_TOO_LARGE' })
  async uploadProductFile(
    @Param('id') id: string,
    @UploadedFile() file: { originalname: string; buffer: Buffer } | undefined,
  ): Promise<MarketplaceStaffProductResponse> {
    if (!file) throw new DomainError('invalid', 'FILE_REQUIRED', 'Send the archive as the multipart field "file".');
    return staffDetail(await this.admin.upload(id, { originalName: file.originalname, bytes: file.buffer }));
  }
}
