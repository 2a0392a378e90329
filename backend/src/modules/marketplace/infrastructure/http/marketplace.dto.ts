import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { IntegerFromString } from '../../../../platform/http/validation.js';
import { PRODUCT_SORTS, type ProductSort } from '../../domain/marketplace.repository.js';
import {
  CURRENCIES,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_KINDS,
  SLUG,
  SLUG_MAX,
  TAG,
  TAG_MAX,
  TAGS_MAX,
  type Currency,
  type ProductKind,
} from '../../domain/product.js';

/** An image the SPA serves (`/marketplace-covers/<name>.svg|png|webp`) or an https address. */
const IMAGE_URL = /^(\/marketplace-covers\/[a-z0-9-]{1,80}\.(svg|png|webp)|https:\/\/[^\s"'<>]{4,2000})$/;
const LICENSE = /^[A-Za-z0-9][A-Za-z0-9.+ -]{1,59}$/;

class MarketplaceProductListFilters {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words of the title or summary, or a tag' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
  @ApiPropertyOptional({ maxLength: TAG_MAX, example: 'react' })
  @IsOptional()
  @IsString()
  @MaxLength(TAG_MAX)
  @Matches(TAG, { message: 'tag is lower-case words joined by "-"' })
  tag?: string;
  @ApiPropertyOptional({ enum: PRODUCT_KINDS }) @IsOptional() @IsIn(PRODUCT_KINDS) kind?: ProductKind;
  @ApiPropertyOptional({ minimum: 0, maximum: PRICE_MAX, description: 'Lowest price, in cents' })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(0)
  @Max(PRICE_MAX)
  minPrice?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: PRICE_MAX, description: 'Highest price, in cents' })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(0)
  @Max(PRICE_MAX)
  maxPrice?: number;
  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'popular' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS)
  sort?: ProductSort;
}

export class MarketplaceProductListQuery extends IntersectionType(
  MarketplaceProductListFilters,
  PageQuery({ pageSize: 12, maxPageSize: 48 }),
) {}

export class MarketplacePageQuery extends PageQuery({ pageSize: 10, maxPageSize: 50 }) {}

export class MarketplaceStaffListQuery extends MarketplacePageQuery {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words of the title or the address' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class MarketplaceImageResponse {
  @ApiProperty({ example: '/marketplace-covers/react-vite-starter.svg' }) url: string;
  @ApiProperty() alt: string;
}

export class MarketplaceProductSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'react-vite-starter' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty({ enum: PRODUCT_KINDS }) kind: ProductKind;
  @ApiProperty({ description: 'Price in minor units of currency (cents)', example: 1900 }) priceAmount: number;
  @ApiProperty({ enum: CURRENCIES }) currency: Currency;
  @ApiProperty({ type: [MarketplaceImageResponse], description: 'The first is the cover' })
  images: MarketplaceImageResponse[];
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ example: 'MIT' }) license: string;
  @ApiProperty({ description: 'Average rating in tenths of a star (45 = 4.5); 0 without ratings' })
  ratingTenths: number;
  @ApiProperty() ratingCount: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt: string | null;
}

export class MarketplaceProductListResponse {
  @ApiProperty({ type: [MarketplaceProductSummaryResponse] }) items: MarketplaceProductSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class MarketplaceTagResponse {
  @ApiProperty() tag: string;
  @ApiProperty({ description: 'Published products with this tag' }) count: number;
}

export class MarketplaceTagListResponse {
  @ApiProperty({ type: [MarketplaceTagResponse], description: 'Most used first' }) tags: MarketplaceTagResponse[];
}

export class MarketplaceFileResponse {
  @ApiProperty({ example: 'react-vite-starter.zip' }) name: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ description: 'SHA-256 of the file, hex' }) sha256: string;
}

export class MarketplaceProductResponse extends MarketplaceProductSummaryResponse {
  @ApiProperty({ description: 'Markdown (rendered without raw HTML)' }) descriptionMd: string;
  @ApiProperty({ type: MarketplaceFileResponse, nullable: true }) file: MarketplaceFileResponse | null;
}

export class MarketplaceReviewResponse {
  @ApiProperty() authorName: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() body: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class MarketplaceReviewListResponse {
  @ApiProperty({ type: [MarketplaceReviewResponse], description: 'Latest first' }) items: MarketplaceReviewResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class MarketplaceMyReviewResponse {
  @ApiProperty({ type: MarketplaceReviewResponse, nullable: true }) review: MarketplaceReviewResponse | null;
}

export class MarketplaceReviewBody {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Whole stars' }) @IsInt() @Min(1) @Max(5) rating: number;
  @ApiProperty({ minLength: 10, maxLength: 2000 }) @IsString() @MinLength(10) @MaxLength(2000) body: string;
}

export class MarketplaceRefundResponse {
  @ApiProperty({ type: String, format: 'date-time' }) refundedAt: string;
  @ApiProperty({
    description: 'The amount refunded for this product, integer minor units (cents) of `currency`',
    example: 1900,
  })
  amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
}

export class MarketplacePurchaseResponse {
  @ApiProperty({ type: MarketplaceProductSummaryResponse }) product: MarketplaceProductSummaryResponse;
  @ApiProperty({
    type: MarketplaceFileResponse,
    nullable: true,
    description: 'The file to download; null when there is none or the purchase was refunded',
  })
  file: MarketplaceFileResponse | null;
  @ApiProperty({ description: 'The order it was bought with (its receipt is /orders/{orderId})' }) orderId: string;
  @ApiProperty({ type: String, format: 'date-time' }) purchasedAt: string;
  @ApiProperty({
    enum: ['owned', 'refunded'],
    description: 'owned: downloadable; refunded: the order was refunded, access ended',
  })
  status: 'owned' | 'refunded';
  @ApiProperty({ type: MarketplaceRefundResponse, nullable: true, description: 'Set when status is refunded' })
  refund: MarketplaceRefundResponse | null;
}

export class MarketplacePurchaseListResponse {
  @ApiProperty({
    type: [MarketplacePurchaseResponse],
    description: 'Owned products, latest purchase first, then refunded ones, latest refund first',
  })
  items: MarketplacePurchaseResponse[];
}

export class MarketplaceDownloadLinkResponse {
  @ApiProperty({ example: '/api/marketplace/downloads/42.3f0c…' }) url: string;
  @ApiProperty({ description: 'The signed token the url carries' }) token: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
}

export class MarketplaceImageBody {
  @ApiProperty({
    maxLength: 2000,
    description: 'A cover the SPA serves (/marketplace-covers/<name>.svg) or an https address',
  })
  @IsString()
  @MaxLength(2000)
  @Matches(IMAGE_URL, { message: 'url is /marketplace-covers/<name>.svg|png|webp or an https address' })
  url: string;
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) alt: string;
}

export class MarketplaceCreateProductBody {
  @ApiPropertyOptional({ maxLength: SLUG_MAX, description: 'The address (default: made from the title)' })
  @IsOptional()
  @IsString()
  @MaxLength(SLUG_MAX)
  @Matches(SLUG, { message: 'slug is lower-case words joined by "-"' })
  slug?: string;
  @ApiProperty({ minLength: 3, maxLength: 120 }) @IsString() @MinLength(3) @MaxLength(120) title: string;
  @ApiProperty({ minLength: 10, maxLength: 300 }) @IsString() @MinLength(10) @MaxLength(300) summary: string;
  @ApiProperty({ minLength: 20, maxLength: 20000, description: 'Markdown (raw HTML is not rendered)' })
  @IsString()
  @MinLength(20)
  @MaxLength(20_000)
  descriptionMd: string;
  @ApiProperty({ enum: PRODUCT_KINDS }) @IsIn(PRODUCT_KINDS) kind: ProductKind;
  @ApiProperty({ minimum: PRICE_MIN, maximum: PRICE_MAX, description: 'Whole cents' })
  @IsInt()
  @Min(PRICE_MIN)
  @Max(PRICE_MAX)
  priceAmount: number;
  @ApiPropertyOptional({ enum: CURRENCIES, default: 'USD' }) @IsOptional() @IsIn(CURRENCIES) currency?: Currency;
  @ApiProperty({ type: [MarketplaceImageBody], maxItems: 6 })
  @IsArray()
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => MarketplaceImageBody)
  images: MarketplaceImageBody[];
  @ApiProperty({ type: [String], maxItems: TAGS_MAX, example: ['react', 'vite'] })
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsString({ each: true })
  @MaxLength(TAG_MAX, { each: true })
  @Matches(TAG, { each: true, message: 'a tag is lower-case words joined by "-"' })
  tags: string[];
  @ApiProperty({ example: 'MIT', maxLength: 60 })
  @IsString()
  @Matches(LICENSE, { message: 'license is a licence name such as MIT or Apache-2.0' })
  license: string;
}

export class MarketplaceUpdateProductBody {
  @ApiPropertyOptional({ maxLength: SLUG_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(SLUG_MAX)
  @Matches(SLUG, { message: 'slug is lower-case words joined by "-"' })
  slug?: string;
  @ApiPropertyOptional({ minLength: 3, maxLength: 120 })
  @IsOptional()
  @IsString()
  @MinLength(3)
  @MaxLength(120)
  title?: string;
  @ApiPropertyOptional({ minLength: 10, maxLength: 300 })
  @IsOptional()
  @IsString()
  @MinLength(10)
  @MaxLength(300)
  summary?: string;
  @ApiPropertyOptional({ minLength: 20, maxLength: 20000 })
  @IsOptional()
  @IsString()
  @MinLength(20)
  @MaxLength(20_000)
  descriptionMd?: string;
  @ApiPropertyOptional({ enum: PRODUCT_KINDS }) @IsOptional() @IsIn(PRODUCT_KINDS) kind?: ProductKind;
  @ApiPropertyOptional({ minimum: PRICE_MIN, maximum: PRICE_MAX })
  @IsOptional()
  @IsInt()
  @Min(PRICE_MIN)
  @Max(PRICE_MAX)
  priceAmount?: number;
  @ApiPropertyOptional({ enum: CURRENCIES }) @IsOptional() @IsIn(CURRENCIES) currency?: Currency;
  @ApiPropertyOptional({ type: [MarketplaceImageBody], maxItems: 6 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => MarketplaceImageBody)
  images?: MarketplaceImageBody[];
  @ApiPropertyOptional({ type: [String], maxItems: TAGS_MAX })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsString({ each: true })
  @MaxLength(TAG_MAX, { each: true })
  @Matches(TAG, { each: true, message: 'a tag is lower-case words joined by "-"' })
  tags?: string[];
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString()
  @Matches(LICENSE, { message: 'license is a licence name such as MIT or Apache-2.0' })
  license?: string;
  @ApiPropertyOptional({ description: 'Publish (needs a file) or unpublish' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

export class MarketplaceStaffProductResponse extends MarketplaceProductResponse {
  @ApiProperty() published: boolean;
  @ApiProperty({ description: 'Buyers who own it now' }) ownersCount: number;
  @ApiProperty({ description: 'Edited by staff: content releases leave it alone' }) editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class MarketplaceStaffProductSummaryResponse extends MarketplaceProductSummaryResponse {
  @ApiProperty() published: boolean;
  @ApiProperty() ownersCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class MarketplaceStaffProductListResponse {
  @ApiProperty({ type: [MarketplaceStaffProductSummaryResponse] }) items: MarketplaceStaffProductSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
