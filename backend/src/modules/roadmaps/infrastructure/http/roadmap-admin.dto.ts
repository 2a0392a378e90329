import { ApiProperty, ApiPropertyOptional, PartialType, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { KEY_MAX, KEY_PATTERN, ROADMAP_LEVELS, type RoadmapLevel } from '../../domain/roadmap.js';
import { MAX_MODULES_PER_ROADMAP, MAX_SECTIONS } from '../../domain/roadmap-editing.js';
import { ResourceResponse } from './roadmaps.dto.js';

const KEY_MESSAGE = 'must be lower-case letters and digits in words joined by "-"';
const RESOURCE_KINDS = ['docs', 'article', 'video', 'course', 'interactive', 'book'] as const;

export class RoadmapFieldsBody {
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiProperty({ minLength: 10, maxLength: 500 }) @IsString() @MinLength(10) @MaxLength(500) summary: string;
  @ApiProperty({ maxLength: 20000, description: 'Markdown' }) @IsString() @MaxLength(20_000) descriptionMd: string;
  @ApiProperty({ enum: ROADMAP_LEVELS }) @IsIn(ROADMAP_LEVELS) level: RoadmapLevel;
  @ApiProperty({ minimum: 1, maximum: 2000 }) @IsInt() @Min(1) @Max(2000) estimatedHours: number;
  @ApiProperty({ type: [String], maxItems: 10 })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  @Matches(/^[a-z0-9+#.-]+$/, {
    each: true,
    message: 'each tag must be lower-case letters, digits, "+", "#", "." or "-"',
  })
  tags: string[];
  @ApiProperty({ type: [String], maxItems: 10 })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(200, { each: true })
  prerequisites: string[];
}

export class CreateRoadmapBody extends RoadmapFieldsBody {
  @ApiProperty({ example: 'game-development', description: `Fixed once created (${KEY_PATTERN.source})` })
  @IsString()
  @MaxLength(KEY_MAX)
  @Matches(KEY_PATTERN, { message: `slug ${KEY_MESSAGE}` })
  slug: string;
}

export class UpdateRoadmapBody extends PartialType(RoadmapFieldsBody) {
  @ApiPropertyOptional({ description: 'Shown in the catalog (needs a structure)' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: 10000, description: 'Order in the catalog' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  position?: number;
}

export class StructureSectionBody {
  @ApiProperty({ example: 'foundations' })
  @IsString()
  @MaxLength(KEY_MAX)
  @Matches(KEY_PATTERN, { message: `key ${KEY_MESSAGE}` })
  key: string;
  @ApiProperty({ maxLength: 200 }) @IsString() @MinLength(1) @MaxLength(200) title: string;
  @ApiProperty({ type: [String], description: 'Module keys in learning order' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_MODULES_PER_ROADMAP)
  @IsString({ each: true })
  @MaxLength(KEY_MAX, { each: true })
  modules: string[];
}

export class StructureBody {
  @ApiProperty({
    type: [StructureSectionBody],
    description: 'The whole structure, in order: sections and their modules (move, add or remove; keys never change)',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_SECTIONS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => StructureSectionBody)
  sections: StructureSectionBody[];
}

export class ResourceBody {
  @ApiProperty({ maxLength: 200 }) @IsString() @MinLength(2) @MaxLength(200) title: string;
  @ApiProperty({ maxLength: 2000 })
  @IsString()
  @MaxLength(2000)
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'url must be an https URL' })
  url: string;
  @ApiProperty({ enum: RESOURCE_KINDS }) @IsIn(RESOURCE_KINDS) kind: string;
}

export class ModuleFieldsBody {
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiProperty({ minLength: 10, maxLength: 500 }) @IsString() @MinLength(10) @MaxLength(500) summary: string;
  @ApiProperty({ maxLength: 50000, description: 'The lesson in Markdown' })
  @IsString()
  @MinLength(1)
  @MaxLength(50_000)
  contentMd: string;
  @ApiProperty({ minimum: 5, maximum: 1000 }) @IsInt() @Min(5) @Max(1000) estimatedMinutes: number;
  @ApiProperty({ type: [ResourceBody], maxItems: 10 })
  @IsArray()
  @ArrayMaxSize(10)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ResourceBody)
  resources: ResourceBody[];
}

export class CreateModuleBody extends ModuleFieldsBody {
  @ApiProperty({ example: 'unity-basics', description: `Fixed once created (${KEY_PATTERN.source})` })
  @IsString()
  @MaxLength(KEY_MAX)
  @Matches(KEY_PATTERN, { message: `key ${KEY_MESSAGE}` })
  key: string;
}

export class UpdateModuleBody extends PartialType(ModuleFieldsBody) {}

export class StaffSectionResponse {
  @ApiProperty() key: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [String] }) modules: string[];
}

export class StaffRoadmapResponse {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty() descriptionMd: string;
  @ApiProperty({ enum: ROADMAP_LEVELS }) level: RoadmapLevel;
  @ApiProperty() estimatedHours: number;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String] }) prerequisites: string[];
  @ApiProperty() published: boolean;
  @ApiProperty({ description: 'Edited by staff: content releases no longer overwrite it' }) editedByStaff: boolean;
  @ApiProperty() position: number;
  @ApiProperty({ type: [StaffSectionResponse] }) sections: StaffSectionResponse[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The title of each module in the sections, by key',
    example: { 'html-basics': 'HTML Basics' },
  })
  moduleTitles: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StaffRoadmapListResponse {
  @ApiProperty({ type: [StaffRoadmapResponse], description: 'Published or not, in catalog order' })
  items: StaffRoadmapResponse[];
}

export class StaffModuleResponse {
  @ApiProperty() key: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty() contentMd: string;
  @ApiProperty() estimatedMinutes: number;
  @ApiProperty({ type: [ResourceResponse] }) resources: ResourceResponse[];
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: [String], description: 'Slugs of the roadmaps that contain it' }) usedBy: string[];
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StaffModuleListResponse {
  @ApiProperty({ type: [StaffModuleResponse] }) items: StaffModuleResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

class StaffModuleQueryFilters {
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) q?: string;
}

export class StaffModuleQuery extends IntersectionType(
  StaffModuleQueryFilters,
  PageQuery({ pageSize: 50, maxPageSize: 100 }),
) {}
