import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { UsersFacade } from '../../../users/index.js';
import { RoadmapsFacade } from '../../application/roadmaps.facade.js';

export class CompletedRoadmapResponse {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty({ example: 'Frontend Developer' }) title: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'The last time the learner worked on it' })
  completedAt: string;
}

export class ProfileRoadmapsResponse {
  @ApiProperty({
    type: [CompletedRoadmapResponse],
    description: 'The roadmaps finished (every module done or skipped), most recent first',
  })
  items: CompletedRoadmapResponse[];
}

/** A public profile's finished roadmaps (beside the users module's /api/profiles/{handle}). */
@ApiTags('roadmaps')
@Controller('profiles')
export class ProfileRoadmapsController {
  constructor(
    private readonly users: UsersFacade,
    private readonly roadmaps: RoadmapsFacade,
  ) {}

  @Get(':handle/roadmaps')
  @Public()
  @ApiParam({ name: 'handle', example: 'ada' })
  @ApiOperation({ summary: 'The roadmaps a public profile has finished (when its owner shows their activity)' })
  @ApiOkResponse({ type: ProfileRoadmapsResponse })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'PROFILE_NOT_FOUND, or ACTIVITY_HIDDEN when the owner hides their activity',
  })
  async getProfileRoadmaps(@Param('handle') handle: string): Promise<ProfileRoadmapsResponse> {
    const user = await this.users.profileOwner(handle.slice(0, 64));
    if (!user.privacy.showActivity)
      throw new DomainError('not_found', 'ACTIVITY_HIDDEN', 'This learner does not show their activity.');
    const completed = await this.roadmaps.completed(user.id);
    return {
      items: completed
        .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())
        .map((r) => ({ slug: r.slug, title: r.title, completedAt: r.lastActivityAt.toISOString() })),
    };
  }
}
