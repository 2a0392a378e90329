import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  IntersectionType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { Resources } from '../../application/resources.js';
import {
  CATEGORIES,
  LEVELS,
  STATUSES,
  TYPES,
  type Category,
  type Level,
  type Resource,
  type ResourceStatus,
  type ResourceType,
} from '../../domain/resource.js';

class ResourceListFilters {
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) q?: string;
  @ApiPropertyOptional({ enum: CATEGORIES }) @IsOptional() @IsIn(CATEGORIES) category?: Category;
  @ApiPropertyOptional({ enum: TYPES }) @IsOptional() @IsIn(TYPES) type?: ResourceType;
  @ApiPropertyOptional({ enum: LEVELS }) @IsOptional() @IsIn(LEVELS) level?: Level;
  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40) tag?: string;
}

export class ResourceListQuery extends IntersectionType(
  ResourceListFilters,
  PageQuery({ pageSize: 24, maxPageSize: 100 }),
) {}

export class FreeResourceResponse {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: CATEGORIES }) category: Category;
  @ApiProperty({ enum: TYPES }) type: ResourceType;
  @ApiProperty({ enum: LEVELS }) level: Level;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty() description: string;
}

export class CategoryCountResponse {
  @ApiProperty({ enum: CATEGORIES }) category: Category;
  @ApiProperty() count: number;
}

export class ResourceListResponse {
  @ApiProperty({ type: [FreeResourceResponse] }) items: FreeResourceResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({
    type: [CategoryCountResponse],
    description: "Approved resources per category, in the categories' order",
  })
  categories: CategoryCountResponse[];
}

export class SuggestionResponse extends FreeResourceResponse {
  @ApiProperty({ enum: STATUSES }) status: ResourceStatus;
  @ApiProperty({ type: String, nullable: true, description: "The moderator's note (always given when declined)" })
  reviewNote: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
}

export class SuggestionListResponse {
  @ApiProperty({ type: [SuggestionResponse] }) items: SuggestionResponse[];
}

export class ResourceFieldsBody {
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiProperty({ enum: CATEGORIES }) @IsIn(CATEGORIES) category: Category;
  @ApiProperty({ enum: TYPES }) @IsIn(TYPES) type: ResourceType;
  @ApiProperty({ enum: LEVELS }) @IsIn(LEVELS) level: Level;
  @ApiProperty({ type: [String], maxItems: 6, example: ['javascript'] })
  @IsArray()
  @ArrayMaxSize(6)
  @IsString({ each: true })
  @Matches(/^[a-z0-9]+([ .+#-][a-z0-9]+)*$/, { each: true, message: 'a tag is lower-case words' })
  @MaxLength(40, { each: true })
  tags: string[];
  @ApiProperty({ minLength: 20, maxLength: 1000, description: 'What it is and who it is for' })
  @IsString()
  @MinLength(20)
  @MaxLength(1000)
  description: string;
}

export class SuggestResourceBody extends ResourceFieldsBody {
  @ApiProperty({
    maxLength: 2048,
    example: 'https://developer.mozilla.org/en-US/docs/Learn',
    description: 'https, a public page',
  })
  @IsString()
  @MaxLength(2048)
  // Any https URL here; which hosts are public is the domain's rule (its message says why).
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: false }, { message: 'url must be an https URL' })
  url: string;
}

export class ReviewResourceBody {
  @ApiProperty({ enum: ['approve', 'reject'] }) @IsIn(['approve', 'reject']) decision: 'approve' | 'reject';
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'Shown to the learner; required to decline',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  note?: string | null;
  @ApiPropertyOptional({ type: ResourceFieldsBody, description: 'Corrections made when approving (the address stays)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ResourceFieldsBody)
  corrections?: ResourceFieldsBody;
}

const view = (r: Resource): FreeResourceResponse => ({
  id: r.id,
  title: r.title,
  url: r.url,
  category: r.category,
  type: r.type,
  level: r.level,
  tags: r.tags,
  description: r.description,
});
const suggestion = (r: Resource): SuggestionResponse => ({
  ...view(r),
  status: r.status,
  reviewNote: r.reviewNote,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

@ApiTags('resources')
@Controller('resources')
export class ResourcesController {
  constructor(private readonly resources: Resources) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Free IT resources: filters by category, type, level and tag, search, pages' })
  @ApiOkResponse({ type: ResourceListResponse })
  async listResources(@Query() query: ResourceListQuery): Promise<ResourceListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 24;
    const result = await this.resources.list({ ...query, q: query.q?.trim() || undefined, page, pageSize });
    const categories = CATEGORIES.filter((category) => result.categories[category]).map((category) => ({
      category,
      count: result.categories[category]!,
    }));
    return { items: result.items.map(view), total: result.total, page, pageSize, categories };
  }

  @Post('suggestions')
  @Auth()
  @ApiOperation({ summary: "Suggest a free resource: it waits for a moderator's review" })
  @ApiCreatedResponse({ type: SuggestionResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'RESOURCE_EXISTS' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'SUGGESTIONS_RATE_LIMITED (5 a day)' })
  async suggestResource(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: SuggestResourceBody,
  ): Promise<SuggestionResponse> {
    return suggestion(await this.resources.suggest(me.id, { ...body, tags: [...new Set(body.tags)] }));
  }

  @Get('suggestions/mine')
  @Auth()
  @ApiOperation({ summary: 'My suggestions and what became of them' })
  @ApiOkResponse({ type: SuggestionListResponse })
  async listMySuggestions(@CurrentUser() me: AuthenticatedUser): Promise<SuggestionListResponse> {
    return { items: (await this.resources.mySuggestions(me.id)).map(suggestion) };
  }
}

/** Moderators and admins review learners' suggestions. */
@ApiTags('resources-admin')
@Controller('admin/resources')
@Auth('moderator', 'admin')
export class ResourcesAdminController {
  constructor(private readonly resources: Resources) {}

  @Get('queue')
  @ApiOperation({ summary: 'Suggestions waiting for review, oldest first' })
  @ApiOkResponse({ type: SuggestionListResponse })
  async listSuggestionQueue(): Promise<SuggestionListResponse> {
    return { items: (await this.resources.queue()).map(suggestion) };
  }

  @Post(':id/review')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve (optionally with corrections) or decline a suggestion, with a note the learner sees',
  })
  @ApiOkResponse({ type: SuggestionResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'ALREADY_REVIEWED' })
  async reviewSuggestion(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReviewResourceBody,
  ): Promise<SuggestionResponse> {
    return suggestion(await this.resources.review(id, body.decision, body.note ?? null, me.id, body.corrections));
  }
}
