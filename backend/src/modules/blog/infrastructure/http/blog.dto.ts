import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { POST_STATUSES, type PostStatus } from '../../domain/post.js';

class PostListFilters {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words of the title or summary' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40) tag?: string;
}

export class PostListQuery extends IntersectionType(PostListFilters, PageQuery({ pageSize: 9, maxPageSize: 50 })) {}

export class PostSummaryResponse {
  @ApiProperty({ example: 'how-to-pick-your-first-track' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty({ type: String, nullable: true }) coverImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) coverAlt: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty() authorName: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was (or, scheduled, will be) published',
  })
  publishAt: string | null;
  @ApiProperty() readingMinutes: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class PostListResponse {
  @ApiProperty({ type: [PostSummaryResponse] }) items: PostSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [String], description: 'Tags of the published posts, most used first' }) tags: string[];
}

export class PostResponse extends PostSummaryResponse {
  @ApiProperty({ description: 'Markdown (rendered without raw HTML)' }) bodyMd: string;
}

export class StaffPostSummaryResponse extends PostSummaryResponse {
  @ApiProperty({ enum: POST_STATUSES }) status: PostStatus;
}

export class StaffPostListResponse {
  @ApiProperty({ type: [StaffPostSummaryResponse] }) items: StaffPostSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class StaffPostResponse extends StaffPostSummaryResponse {
  @ApiProperty() bodyMd: string;
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class SavePostBody {
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiProperty({ minLength: 10, maxLength: 400 }) @IsString() @MinLength(10) @MaxLength(400) summary: string;
  @ApiProperty({
    minLength: 20,
    maxLength: 60000,
    description: 'Markdown (raw HTML is not rendered); about 9,000 words at most',
  })
  @IsString()
  @MinLength(20)
  @MaxLength(60_000)
  bodyMd: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048, description: 'An https image URL' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'coverImageUrl must be an https URL' })
  @MaxLength(2048)
  coverImageUrl?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'The cover image described for those who cannot see it',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(200)
  coverAlt?: string | null;
  @ApiProperty({ type: [String], maxItems: 8, example: ['careers', 'roadmaps'] })
  @IsArray()
  @ArrayMaxSize(8)
  @IsString({ each: true })
  @Matches(/^[a-z0-9]+( [a-z0-9]+)*$/, { each: true, message: 'a tag is lower-case words' })
  @MaxLength(40, { each: true })
  tags: string[];
  @ApiProperty({
    enum: POST_STATUSES,
    description: 'draft (staff only), published, or scheduled (visible from publishAt)',
  })
  @IsIn(POST_STATUSES)
  status: PostStatus;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'Required when scheduled; for published, when it was published (default: now, or the first publication)',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsISO8601({ strict: true })
  publishAt?: string | null;
}
