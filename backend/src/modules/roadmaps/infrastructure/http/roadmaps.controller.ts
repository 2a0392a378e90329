import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { JSON_CONTENT_TYPE, SerializedJson } from '../../../../platform/http/serialized-json.js';
import { LearningProgress, type ProgressExport, type ProgressOnRoadmap } from '../../application/learning-progress.js';
import { RoadmapCatalog } from '../../application/roadmap-catalog.js';
import { percentOf, ROADMAP_LEVELS, type RoadmapDetail } from '../../domain/roadmap.js';
import {
  EnrolledRoadmapResponse,
  ModuleContentResponse,
  ModuleExerciseResponse,
  MODULE_KEY_PARAM,
  ModuleStatusResponse,
  MyRoadmapsResponse,
  ProgressExportResponse,
  ResetProgressResponse,
  RoadmapDetailResponse,
  RoadmapListQuery,
  RoadmapListResponse,
  RoadmapProgressResponse,
  SetModuleStatusBody,
} from './roadmaps.dto.js';

export const REF_PARAM = {
  name: 'ref',
  example: 'frontend',
  description: "The roadmap's slug, or its numeric id (/bootcamps/{id})",
};
export const NOT_FOUND = { type: ErrorBody, description: 'ROADMAP_NOT_FOUND or ROADMAP_MODULE_NOT_FOUND' };

const detailResponse = (r: RoadmapDetail): RoadmapDetailResponse => ({ ...r, updatedAt: r.updatedAt.toISOString() });
const progressResponse = (p: ProgressOnRoadmap): RoadmapProgressResponse => ({
  slug: p.roadmapSlug,
  enrolled: p.enrolled,
  enrolledAt: p.enrolledAt?.toISOString() ?? null,
  lastVisitedAt: p.lastVisitedAt?.toISOString() ?? null,
  percent: p.percent,
  counts: p.counts,
  statuses: p.statuses,
  checksPassed: Object.fromEntries([...p.checksPassed].map(([key, at]) => [key, at.toISOString()])),
  passed: Object.fromEntries([...p.passed].map(([key, at]) => [key, at.toISOString()])),
  exercises: Object.fromEntries(
    [...p.exercises].map(([key, list]) => [key, list.map((e) => ({ slug: e.slug, solved: e.solvedAt !== null }))]),
  ),
  allPassed: p.counts.total > 0 && p.passed.size === p.counts.total,
  continueModuleKey: p.continueModuleKey,
});

@ApiTags('roadmaps')
@ApiExtraModels(ModuleExerciseResponse)
@Controller('roadmaps')
export class RoadmapsController {
  /** The catalog's public answers, serialized once per cached value (see SerializedJson). */
  private readonly json = new SerializedJson();

  constructor(
    private readonly catalog: RoadmapCatalog,
    private readonly learning: LearningProgress,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The published roadmaps (bootcamps), with search, level and tag filters' })
  @ApiOkResponse({ type: RoadmapListResponse })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async listRoadmaps(@Query() query: RoadmapListQuery): Promise<string> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 12;
    const q = query.q?.trim() || undefined;
    const cached = await this.catalog.list({ q, level: query.level, tag: query.tag, page, pageSize });
    return this.json.of(
      cached,
      (): RoadmapListResponse => ({
        items: cached.page.items,
        total: cached.page.total,
        page,
        pageSize,
        tags: cached.tags,
        levels: [...ROADMAP_LEVELS],
      }),
    );
  }

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'My roadmaps, most recently visited first, with progress and where to continue' })
  @ApiOkResponse({ type: MyRoadmapsResponse })
  async getMyRoadmaps(@CurrentUser() user: AuthenticatedUser): Promise<MyRoadmapsResponse> {
    const enrolled = await this.learning.enrolled(user.id);
    return {
      items: enrolled.map(
        (e): EnrolledRoadmapResponse => ({
          roadmap: e.roadmap,
          percent: percentOf(e.finished, e.roadmap.moduleCount),
          finished: e.finished,
          enrolledAt: e.enrolment.enrolledAt.toISOString(),
          lastVisitedAt: e.enrolment.lastVisitedAt.toISOString(),
          nextModule: e.nextModule,
          lastModule: e.lastModule,
        }),
      ),
    };
  }

  @Get('me/export')
  @Auth()
  @Header('Content-Disposition', 'attachment; filename="devpath-progress.json"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Download all my roadmap progress as JSON' })
  @ApiOkResponse({ type: ProgressExportResponse })
  exportMyRoadmapProgress(@CurrentUser() user: AuthenticatedUser): Promise<ProgressExport> {
    return this.learning.export(user.id);
  }

  @Get(':ref')
  @Public()
  @ApiParam(REF_PARAM)
  @ApiOperation({ summary: 'A roadmap with its sections and modules in order (the map)' })
  @ApiOkResponse({ type: RoadmapDetailResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async getRoadmap(@Param('ref') ref: string): Promise<string> {
    const roadmap = await this.catalog.detail(ref);
    return this.json.of(roadmap, () => detailResponse(roadmap));
  }

  @Get(':ref/modules/:moduleKey')
  @Public()
  @ApiParam(REF_PARAM)
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({ summary: "A module's lesson (Markdown) and its free resources" })
  @ApiOkResponse({ type: ModuleContentResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  getRoadmapModule(@Param('ref') ref: string, @Param('moduleKey') moduleKey: string): Promise<ModuleContentResponse> {
    return this.catalog.module(ref, moduleKey);
  }

  @Get(':ref/progress')
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiOperation({
    summary: "My progress through a roadmap: each module's status, the percentage and where to continue",
  })
  @ApiOkResponse({ type: RoadmapProgressResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async getRoadmapProgress(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
  ): Promise<RoadmapProgressResponse> {
    return progressResponse(await this.learning.of(user.id, ref));
  }

  @Post(':ref/enrolment')
  @HttpCode(200)
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiOperation({ summary: 'Start (or continue) a roadmap: idempotent, records the visit' })
  @ApiOkResponse({ type: RoadmapProgressResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async enrolInRoadmap(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
  ): Promise<RoadmapProgressResponse> {
    return progressResponse(await this.learning.enrol(user.id, ref));
  }

  @Put(':ref/modules/:moduleKey/status')
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({
    summary:
      'Set a module\'s status (pending, learning, done, skipped); enrols. The first "done" of a module awards its XP once (shared modules count on every roadmap) and the answer says what it awarded',
  })
  @ApiOkResponse({
    type: ModuleStatusResponse,
    description: 'My progress on the roadmap, and what this change awarded',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  async setModuleStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
    @Param('moduleKey') moduleKey: string,
    @Body() body: SetModuleStatusBody,
  ): Promise<ModuleStatusResponse> {
    const { progress, award } = await this.learning.setStatus(user.id, ref, moduleKey, body.status);
    return { ...progressResponse(progress), award };
  }

  @Delete(':ref/progress')
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiOperation({
    summary:
      'Reset my progress on this roadmap only (XP already earned stays; modules shared with another roadmap I follow keep their status)',
  })
  @ApiOkResponse({ type: ResetProgressResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetRoadmapProgress(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
  ): Promise<ResetProgressResponse> {
    const { progress, forgotten } = await this.learning.reset(user.id, ref);
    return { progress: progressResponse(progress), reset: forgotten };
  }
}
