import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Auth } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { RoadmapEditor } from '../../application/roadmap-editor.js';
import type { StaffModule, StaffRoadmap } from '../../domain/roadmap-editor.repository.js';
import {
  CreateModuleBody,
  CreateRoadmapBody,
  StaffModuleListResponse,
  StaffModuleQuery,
  StaffModuleResponse,
  StaffRoadmapListResponse,
  StaffRoadmapResponse,
  StructureBody,
  UpdateModuleBody,
  UpdateRoadmapBody,
} from './roadmap-admin.dto.js';

const roadmapResponse = (r: StaffRoadmap): StaffRoadmapResponse => ({ ...r, updatedAt: r.updatedAt.toISOString() });
const moduleResponse = (m: StaffModule): StaffModuleResponse => ({ ...m, updatedAt: m.updatedAt.toISOString() });
const SLUG = { name: 'slug', example: 'frontend' };
const KEY = { name: 'key', example: 'git-basics' };

/** Moderators and admins edit the roadmaps catalog. */
@ApiTags('roadmaps-admin')
@Controller('admin/roadmaps')
@Auth('moderator', 'admin')
export class RoadmapAdminController {
  constructor(private readonly editor: RoadmapEditor) {}

  @Get()
  @ApiOperation({ summary: 'Every roadmap, published or not, with its structure (staff)' })
  @ApiOkResponse({ type: StaffRoadmapListResponse })
  async listStaffRoadmaps(): Promise<StaffRoadmapListResponse> {
    return { items: (await this.editor.roadmaps()).map(roadmapResponse) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a roadmap (unpublished until it has a structure and is published)' })
  @ApiCreatedResponse({ type: StaffRoadmapResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'ROADMAP_SLUG_TAKEN' })
  async createRoadmap(@Body() body: CreateRoadmapBody): Promise<StaffRoadmapResponse> {
    const { slug, ...fields } = body;
    return roadmapResponse(await this.editor.createRoadmap(slug, fields));
  }

  @Get('modules')
  @ApiOperation({ summary: 'The modules (lessons) every roadmap is built from (staff)' })
  @ApiOkResponse({ type: StaffModuleListResponse })
  async listStaffModules(@Query() query: StaffModuleQuery): Promise<StaffModuleListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const result = await this.editor.modules({ q: query.q?.trim() || undefined, page, pageSize });
    return { items: result.items.map(moduleResponse), total: result.total, page, pageSize };
  }

  @Post('modules')
  @ApiOperation({ summary: 'Create a module (its key is fixed: progress is kept by it)' })
  @ApiCreatedResponse({ type: StaffModuleResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'ROADMAP_MODULE_KEY_TAKEN' })
  async createModule(@Body() body: CreateModuleBody): Promise<StaffModuleResponse> {
    const { key, ...fields } = body;
    return moduleResponse(await this.editor.createModule(key, fields));
  }

  @Get('modules/:key')
  @ApiParam(KEY)
  @ApiOperation({ summary: 'A module, with the roadmaps that contain it (staff)' })
  @ApiOkResponse({ type: StaffModuleResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_MODULE_NOT_FOUND' })
  async getStaffModule(@Param('key') key: string): Promise<StaffModuleResponse> {
    return moduleResponse(await this.editor.module(key));
  }

  @Patch('modules/:key')
  @ApiParam(KEY)
  @ApiOperation({
    summary: "Edit a module's lesson, summary, time or resources (a later content release will not overwrite it)",
  })
  @ApiOkResponse({ type: StaffModuleResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_MODULE_NOT_FOUND' })
  async updateModule(@Param('key') key: string, @Body() body: UpdateModuleBody): Promise<StaffModuleResponse> {
    return moduleResponse(await this.editor.updateModule(key, body));
  }

  @Get(':slug')
  @ApiParam(SLUG)
  @ApiOperation({ summary: 'A roadmap, published or not, with its structure (staff)' })
  @ApiOkResponse({ type: StaffRoadmapResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_NOT_FOUND' })
  async getStaffRoadmap(@Param('slug') slug: string): Promise<StaffRoadmapResponse> {
    return roadmapResponse(await this.editor.roadmap(slug));
  }

  @Patch(':slug')
  @ApiParam(SLUG)
  @ApiOperation({ summary: "Edit a roadmap's fields, publish or unpublish it, or move it in the catalog" })
  @ApiOkResponse({ type: StaffRoadmapResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_NOT_FOUND' })
  async updateRoadmap(@Param('slug') slug: string, @Body() body: UpdateRoadmapBody): Promise<StaffRoadmapResponse> {
    return roadmapResponse(await this.editor.updateRoadmap(slug, body));
  }

  @Put(':slug/structure')
  @ApiParam(SLUG)
  @ApiOperation({
    summary:
      "Replace a roadmap's sections and the order of its modules (learners' progress, kept by module key, is untouched)",
  })
  @ApiOkResponse({ type: StaffRoadmapResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_NOT_FOUND' })
  async replaceRoadmapStructure(
    @Param('slug') slug: string,
    @Body() body: StructureBody,
  ): Promise<StaffRoadmapResponse> {
    return roadmapResponse(await this.editor.replaceStructure(slug, body.sections));
  }
}
