import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { RoadmapCatalog } from '../../application/roadmap-catalog.js';
import { LessonResponse, MODULE_KEY_PARAM } from './roadmaps.dto.js';

/** A module's lesson found by its key alone (practice problems name their modules by key). */
@ApiTags('roadmaps')
@Controller('lessons')
export class LessonsController {
  constructor(private readonly catalog: RoadmapCatalog) {}

  @Get(':moduleKey')
  @Public()
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({ summary: 'A module by its key, with the published roadmaps that teach it' })
  @ApiOkResponse({ type: LessonResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROADMAP_MODULE_NOT_FOUND' })
  getLesson(@Param('moduleKey') moduleKey: string): Promise<LessonResponse> {
    return this.catalog.lesson(moduleKey);
  }
}
