import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import {
  COMMENT_MAX,
  COMMENT_MIN,
  CRITERIA,
  PROJECT_STATES,
  SCORE_MAX,
  SCORE_MIN,
  SUMMARY_MAX,
  SUMMARY_MIN,
  type Criterion,
  type ProjectState,
} from '../../domain/feedback.js';

const httpsUrl = { protocols: ['https'], require_protocol: true, require_tld: false };

export class SubmitProjectBody {
  @ApiProperty({ minLength: 3, maxLength: 120, example: 'Weather dashboard' })
  @IsString()
  @MinLength(3)
  @MaxLength(120)
  title: string;
  @ApiProperty({
    maxLength: 2048,
    example: 'https://github.com/ada/weather-dashboard',
    description: 'https, a public host (GitHub, GitLab, Codeberg, …)',
  })
  @IsString()
  @MaxLength(2048)
  // Any https URL here; which hosts are public is the domain's rule (its message says why).
  @IsUrl(httpsUrl, { message: 'repositoryUrl must be an https URL' })
  repositoryUrl: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2048,
    example: 'https://ada.github.io/weather-dashboard/',
    description: 'https, a public host',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(2048)
  @IsUrl(httpsUrl, { message: 'liveUrl must be an https URL' })
  liveUrl?: string | null;
  @ApiProperty({
    minLength: 50,
    maxLength: 4000,
    description: 'What the project does, what you built it with, what you learned',
    example: 'A dashboard that shows the forecast for saved cities, built with React and the Open-Meteo API.',
  })
  @IsString()
  @MinLength(50)
  @MaxLength(4000)
  description: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 80,
    example: 'frontend',
    description: 'The slug of a published roadmap the project belongs to',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "roadmapSlug is a roadmap's slug" })
  @MaxLength(80)
  roadmapSlug?: string | null;
  @ApiProperty({
    enum: CRITERIA,
    isArray: true,
    minItems: 1,
    maxItems: 4,
    example: ['code_quality'],
    description: 'The rubric criteria you most want feedback on',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CRITERIA.length)
  @ArrayUnique()
  @IsIn(CRITERIA, { each: true })
  focusAreas: Criterion[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 1000,
    description: 'Anything specific you want the reviewer to look at',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(1000)
  focusNote?: string | null;
}

export class RubricScoreBody {
  @ApiProperty({ enum: CRITERIA }) @IsIn(CRITERIA) criterion: Criterion;
  @ApiProperty({ minimum: SCORE_MIN, maximum: SCORE_MAX }) @IsInt() @Min(SCORE_MIN) @Max(SCORE_MAX) score: number;
  @ApiProperty({ minLength: COMMENT_MIN, maxLength: COMMENT_MAX })
  @IsString()
  @MinLength(COMMENT_MIN)
  @MaxLength(COMMENT_MAX)
  comment: string;
}

export class SubmitReviewBody {
  @ApiProperty({
    type: [RubricScoreBody],
    minItems: 4,
    maxItems: 4,
    description: 'One score per criterion',
    example: CRITERIA.map((criterion) => ({
      criterion,
      score: 4,
      comment: 'Clear and consistent; one small thing to improve is named.',
    })),
  })
  @IsArray()
  @ArrayMinSize(CRITERIA.length)
  @ArrayMaxSize(CRITERIA.length)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => RubricScoreBody)
  rubric: RubricScoreBody[];
  @ApiProperty({
    minLength: SUMMARY_MIN,
    maxLength: SUMMARY_MAX,
    description: 'What works well, and what to improve first',
    example:
      'A solid project with a clear README. Next, split the large App component and show a message when a request fails.',
  })
  @IsString()
  @MinLength(SUMMARY_MIN)
  @MaxLength(SUMMARY_MAX)
  summary: string;
}

export class QueueQuery extends PageQuery({ pageSize: 10, maxPageSize: 50 }) {}

export class RubricScoreResponse {
  @ApiProperty({ enum: CRITERIA }) criterion: Criterion;
  @ApiProperty() score: number;
  @ApiProperty() comment: string;
}

export class ProjectFeedbackResponse {
  @ApiProperty({ type: [RubricScoreResponse] }) rubric: RubricScoreResponse[];
  @ApiProperty() summary: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the author marked it helpful' })
  helpfulAt: string | null;
  @ApiProperty({ description: 'Whether the caller wrote it' }) byMe: boolean;
}

export class RoadmapRefResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
}

export class ProjectResponse {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() repositoryUrl: string;
  @ApiProperty({ type: String, nullable: true }) liveUrl: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: RoadmapRefResponse, nullable: true }) roadmap: RoadmapRefResponse | null;
  @ApiProperty({ enum: CRITERIA, isArray: true }) focusAreas: Criterion[];
  @ApiProperty({ type: String, nullable: true }) focusNote: string | null;
  @ApiProperty({
    enum: PROJECT_STATES,
    description: 'open → in_review → reviewed, or withdrawn; a lapsed claim reads as open',
  })
  state: ProjectState;
  @ApiProperty({ description: 'Whether the caller submitted it' }) mine: boolean;
  @ApiProperty({ description: 'Whether the caller holds its claim (or reviewed it)' }) claimedByMe: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) claimedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an unanswered claim lapses (in review only)',
  })
  claimExpiresAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ type: ProjectFeedbackResponse, nullable: true }) feedback: ProjectFeedbackResponse | null;
}

export class ReviewerStatusResponse {
  @ApiProperty({ description: 'Whether the caller may review projects' }) eligible: boolean;
  @ApiProperty() xp: number;
  @ApiProperty({ description: 'The XP from which learners review' }) threshold: number;
}

export class RubricCriterionResponse {
  @ApiProperty({ enum: CRITERIA }) criterion: Criterion;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}

export class MyProjectsResponse {
  @ApiProperty({ type: [ProjectResponse], description: 'Newest first' }) items: ProjectResponse[];
  @ApiProperty({ description: 'Projects that may wait (open or in review) at once' }) maxWaiting: number;
  @ApiProperty({ type: ReviewerStatusResponse }) reviewer: ReviewerStatusResponse;
  @ApiProperty({ type: [RubricCriterionResponse] }) rubric: RubricCriterionResponse[];
  @ApiProperty({ description: 'Hours a claim lasts' }) claimHours: number;
}

export class ReviewQueueResponse {
  @ApiProperty({ type: [ProjectResponse], description: 'Open projects, oldest first' }) items: ProjectResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Median seconds the open projects have waited so far' })
  medianOpenWaitSeconds: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median seconds from submission to feedback, projects reviewed in the last 30 days',
  })
  medianReviewedWaitSeconds: number | null;
  @ApiProperty({ type: [ProjectResponse], description: 'Projects I hold a claim on, then those I reviewed' })
  claimed: ProjectResponse[];
}
