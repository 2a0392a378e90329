import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import {
  KEY_PATTERN,
  MODULE_STATUSES,
  ROADMAP_LEVELS,
  type ModuleStatus,
  type RoadmapLevel,
} from '../../domain/roadmap.js';

class RoadmapListQueryFilters {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words in the title or summary, or a tag' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: ROADMAP_LEVELS })
  @IsOptional()
  @IsIn(ROADMAP_LEVELS)
  level?: RoadmapLevel;

  @ApiPropertyOptional({ maxLength: 40, example: 'javascript' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(/^[a-z0-9+#.-]+$/, { message: 'tag must be lower-case letters, digits, "+", "#", "." or "-"' })
  tag?: string;
}

export class RoadmapListQuery extends IntersectionType(
  RoadmapListQueryFilters,
  PageQuery({ pageSize: 12, maxPageSize: 50 }),
) {}

export class RoadmapSummaryResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty({ example: 'Frontend Developer' }) title: string;
  @ApiProperty() summary: string;
  @ApiProperty({ enum: ROADMAP_LEVELS }) level: RoadmapLevel;
  @ApiProperty({ example: 120 }) estimatedHours: number;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ example: 14 }) moduleCount: number;
}

export class RoadmapListResponse {
  @ApiProperty({ type: [RoadmapSummaryResponse] }) items: RoadmapSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [String], description: 'Every tag of the published roadmaps, most used first (for the filter)' })
  tags: string[];
  @ApiProperty({ enum: ROADMAP_LEVELS, isArray: true }) levels: RoadmapLevel[];
}

export class ModuleNodeResponse {
  @ApiProperty({ example: 'git-basics', description: 'Stable key: progress is kept by it' }) key: string;
  @ApiProperty() title: string;
  @ApiProperty() summary: string;
  @ApiProperty({ example: 90 }) estimatedMinutes: number;
}

export class RoadmapSectionResponse {
  @ApiProperty({ example: 'foundations' }) key: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [ModuleNodeResponse] }) modules: ModuleNodeResponse[];
}

export class RoadmapDetailResponse extends RoadmapSummaryResponse {
  @ApiProperty({ description: 'Markdown (render without raw HTML)' }) descriptionMd: string;
  @ApiProperty({ type: [String] }) prerequisites: string[];
  @ApiProperty({ type: [RoadmapSectionResponse], description: 'In learning order' }) sections: RoadmapSectionResponse[];
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class ResourceResponse {
  @ApiProperty() title: string;
  @ApiProperty({ example: 'https://developer.mozilla.org/en-US/docs/Learn_web_development' }) url: string;
  @ApiProperty({ example: 'docs', description: 'docs, article, video, course, interactive or book' }) kind: string;
}

export class ModuleContentResponse extends ModuleNodeResponse {
  @ApiProperty({ description: 'The lesson in Markdown (render without raw HTML)' }) contentMd: string;
  @ApiProperty({ type: [ResourceResponse], description: 'Curated free resources, best first' })
  resources: ResourceResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11',
    description: 'The month (YYYY-MM) the lesson was last checked against its primary sources; null when never',
  })
  reviewedOn: string | null;
}

export class LessonRoadmapResponse {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty({ example: 'Frontend Developer' }) title: string;
}

export class LessonResponse extends ModuleNodeResponse {
  @ApiProperty({
    type: [LessonRoadmapResponse],
    description: 'The published roadmaps that teach this module (its lesson: /roadmap/{slug}?module={key})',
  })
  roadmaps: LessonRoadmapResponse[];
}

export class StatusCountsResponse {
  @ApiProperty() pending: number;
  @ApiProperty() learning: number;
  @ApiProperty() done: number;
  @ApiProperty() skipped: number;
  @ApiProperty() total: number;
}

export class ModuleExerciseResponse {
  @ApiProperty({ example: 'count-vowels', description: 'The practice problem (/practice/{slug})' }) slug: string;
  @ApiProperty() solved: boolean;
}

export class RoadmapProgressResponse {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty() enrolled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enrolledAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastVisitedAt: string | null;
  @ApiProperty({
    example: 42,
    description: 'Modules marked done, skipped or passed / total modules, 0–100, rounded down',
  })
  percent: number;
  @ApiProperty({ type: StatusCountsResponse }) counts: StatusCountsResponse;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...MODULE_STATUSES] },
    example: { 'git-basics': 'done', 'html-semantics': 'learning' },
    description: "The status of each of the roadmap's modules",
  })
  statuses: Record<string, ModuleStatus>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date-time' },
    example: { 'git-basics': '2026-11-27T04:00:00.000Z' },
    description:
      "When I first passed each module's checks (modules whose checks I have not passed are absent); distinct from the self-set status",
  })
  checksPassed: Record<string, string>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'date-time' },
    example: { 'javascript-fundamentals': '2026-11-27T08:00:00.000Z' },
    description:
      "When I passed each module: its checks passed and every code exercise solved (earned; absent while not). A module marked done but not passed is 'marked done'",
  })
  passed: Record<string, string>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/ModuleExerciseResponse' } },
    example: { 'javascript-fundamentals': [{ slug: 'count-vowels', solved: false }] },
    description: "Each code module's exercises (practice problems a pass needs) and whether I solved each",
  })
  exercises: Record<string, ModuleExerciseResponse[]>;
  @ApiProperty({ description: 'Every module of the roadmap passed: the exam is open' })
  allPassed: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where to continue: the module in progress last worked on, else the first not done or skipped',
  })
  continueModuleKey: string | null;
}

/** What a first completion or pass earned, delivered before the answer (its XP documented by the route's class). */
export function AwardResponse(xp: { example: number; description: string }) {
  class Award {
    @ApiProperty({
      enum: ['delivered', 'pending'],
      description:
        "delivered: the award is made and counted below. pending: it is still on its way (the server's event delivery " +
        'continues in the background and makes it once); xp is 0 and the totals do not include it yet',
    })
    status: 'delivered' | 'pending';
    @ApiProperty(xp)
    xp: number;
    @ApiProperty({ example: 1250, description: 'My XP total now' }) totalXp: number;
    @ApiProperty({ example: 4, description: 'My daily streak now, in days' }) daysStreak: number;
    @ApiProperty({ example: 12 }) longestStreak: number;
  }
  return Award;
}

export class ModuleAwardResponse extends AwardResponse({
  example: 50,
  description: 'XP this completion earned (the first "done" of a module pays once)',
}) {}

export class ModuleStatusResponse extends RoadmapProgressResponse {
  @ApiProperty({
    type: ModuleAwardResponse,
    nullable: true,
    description:
      "What this change awarded: present when it was the module's first completion (XP, streak), null otherwise " +
      '(another status, a module done before, or a parallel request that completed it first)',
  })
  award: ModuleAwardResponse | null;
}

export class SetModuleStatusBody {
  @ApiProperty({ enum: MODULE_STATUSES })
  @IsIn(MODULE_STATUSES)
  status: ModuleStatus;
}

export class ResetProgressResponse {
  @ApiProperty({ type: RoadmapProgressResponse }) progress: RoadmapProgressResponse;
  @ApiProperty({
    description: 'How many module statuses were reset (modules shared with another roadmap you follow keep theirs)',
  })
  reset: number;
}

export class NextModuleResponse {
  @ApiProperty() key: string;
  @ApiProperty() title: string;
}

export class LastModuleResponse extends NextModuleResponse {
  @ApiProperty({ enum: MODULE_STATUSES }) status: ModuleStatus;
}

export class EnrolledRoadmapResponse {
  @ApiProperty({ type: RoadmapSummaryResponse }) roadmap: RoadmapSummaryResponse;
  @ApiProperty({ example: 42 }) percent: number;
  @ApiProperty({ example: 6 }) finished: number;
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastVisitedAt: string;
  @ApiProperty({ type: NextModuleResponse, nullable: true, description: 'The first module not done or skipped' })
  nextModule: NextModuleResponse | null;
  @ApiProperty({ type: LastModuleResponse, nullable: true, description: 'The module last worked on' })
  lastModule: LastModuleResponse | null;
}

export class MyRoadmapsResponse {
  @ApiProperty({ type: [EnrolledRoadmapResponse], description: 'Most recently visited first' })
  items: EnrolledRoadmapResponse[];
}

export const MODULE_KEY_PARAM = {
  name: 'moduleKey',
  example: 'git-basics',
  description: `A module key (${KEY_PATTERN.source})`,
};

export class ExportedModuleStatus {
  @ApiProperty({ example: 'git-basics' }) key: string;
  @ApiProperty({ example: 'Git Basics' }) title: string;
  @ApiProperty({ enum: MODULE_STATUSES }) status: ModuleStatus;
}

export class ExportedRoadmap {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastVisitedAt: string;
  @ApiProperty() percent: number;
  @ApiProperty({ type: [ExportedModuleStatus] }) modules: ExportedModuleStatus[];
}

export class ExportedStatus {
  @ApiProperty({ example: 'git-basics' }) key: string;
  @ApiProperty({ enum: MODULE_STATUSES }) status: ModuleStatus;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) firstCompletedAt: string | null;
}

export class ProgressExportResponse {
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt: string;
  @ApiProperty() userId: number;
  @ApiProperty({ type: [ExportedRoadmap], description: "The roadmaps I follow, with each module's status" })
  roadmaps: ExportedRoadmap[];
  @ApiProperty({ type: [ExportedStatus], description: 'Every module status I have, on any roadmap' })
  modules: ExportedStatus[];
}
