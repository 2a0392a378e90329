import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsDateString, IsOptional, registerDecorator } from 'class-validator';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { CareerQuiz, type ResultView } from '../../application/career-quiz.js';
import { TRACK_KEYS, TRACKS } from '../../domain/tracks.js';

const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** { questionKey: optionKey }: at most 50 entries, keys of the quiz's form. */
function IsQuizAnswers() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isQuizAnswers',
      target: object.constructor,
      propertyName,
      options: { message: `${propertyName} must map question keys to one option key each (at most 50)` },
      validator: {
        validate(value: unknown) {
          if (
            !value ||
            typeof value !== 'object' ||
            Array.isArray(value) ||
            Object.getPrototypeOf(value) !== Object.prototype
          )
            return false;
          const entries = Object.entries(value);
          return (
            entries.length <= 50 && entries.every(([k, v]) => KEY.test(k) && typeof v === 'string' && /^[a-z]$/.test(v))
          );
        },
      },
    });
}

const ANSWERS = {
  type: 'object',
  additionalProperties: { type: 'string' },
  example: { 'weekend-project': 'b', maths: 'c' },
} as const;

export class ScoreQuizBody {
  @ApiProperty({ ...ANSWERS, description: 'Question key → the chosen option key, for every question' })
  @IsQuizAnswers()
  answers: Record<string, string>;
}

export class SaveQuizResultBody extends ScoreQuizBody {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When an anonymous result being attached after sign-in was taken (within 30 days)',
  })
  @IsOptional()
  @IsDateString({ strict: true })
  takenAt?: string;
}

export class QuizOptionResponse {
  @ApiProperty({ example: 'a' }) key: string;
  @ApiProperty() text: string;
}

export class QuizQuestionResponse {
  @ApiProperty({ example: 'weekend-project' }) key: string;
  @ApiProperty() prompt: string;
  @ApiProperty({ type: [QuizOptionResponse] }) options: QuizOptionResponse[];
}

export class TrackResponse {
  @ApiProperty({ enum: TRACK_KEYS }) key: string;
  @ApiProperty({ example: 'Backend Developer' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String], description: 'Slugs of the roadmaps that lead there' }) roadmaps: string[];
}

export class QuizResponse {
  @ApiProperty({ type: [QuizQuestionResponse] }) questions: QuizQuestionResponse[];
  @ApiProperty({ type: [TrackResponse] }) tracks: TrackResponse[];
}

export class TrackScoreResponse {
  @ApiProperty({ enum: TRACK_KEYS }) track: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 72, description: 'Share of the points the track could earn, 0–100' }) percent: number;
  @ApiProperty() points: number;
}

export class TopTrackResponse {
  @ApiProperty({ enum: TRACK_KEYS }) key: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}

export class ReasonResponse {
  @ApiProperty() question: string;
  @ApiProperty() answer: string;
}

export class RecommendedRoadmapResponse {
  @ApiProperty({ example: 'backend' }) slug: string;
  @ApiProperty({ example: 'Backend Developer' }) title: string;
  @ApiProperty({ enum: TRACK_KEYS, description: 'The career track this roadmap is suggested for' }) track: string;
  @ApiProperty({ example: 'Backend Developer' }) trackTitle: string;
  @ApiProperty({ example: 72, description: "That track's score, 0–100" }) percent: number;
  @ApiProperty({ description: 'The track has no roadmap of its own yet: this is the roadmap that comes closest' })
  closest: boolean;
}

export class QuizResultResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null for an anonymous score' }) id:
    | string
    | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) takenAt: string | null;
  @ApiProperty({ type: [TrackScoreResponse], description: 'Every track, best first' }) scores: TrackScoreResponse[];
  @ApiProperty({ type: TopTrackResponse }) top: TopTrackResponse;
  @ApiProperty({ description: 'Why the answers point to the top track, in plain words' }) explanation: string;
  @ApiProperty({ type: [ReasonResponse], description: 'The answers that pointed there most' })
  reasons: ReasonResponse[];
  @ApiProperty({ description: 'The best two tracks are at most 10 points apart: too close to call' })
  closeMatch: boolean;
  @ApiProperty({
    type: [RecommendedRoadmapResponse],
    description:
      "Up to three roadmaps following the scores: the best track's first, then those of the next tracks with points",
  })
  roadmaps: RecommendedRoadmapResponse[];
}

export class QuizHistoryItemResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) takenAt: string;
  @ApiProperty({ type: TopTrackResponse }) top: TopTrackResponse;
  @ApiProperty({ type: [TrackScoreResponse], description: 'The three best tracks' }) scores: TrackScoreResponse[];
}

export class QuizHistoryResponse {
  @ApiProperty({ type: [QuizHistoryItemResponse], description: 'Newest first' }) items: QuizHistoryItemResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class QuizHistoryQuery extends PageQuery({ pageSize: 10, maxPageSize: 50 }) {}

const track = (key: string) => TRACKS.find((t) => t.key === key)!;
const resultResponse = (r: ResultView): QuizResultResponse => ({ ...r, takenAt: r.takenAt?.toISOString() ?? null });

@ApiTags('quiz')
@Controller('quiz')
export class QuizController {
  constructor(private readonly quiz: CareerQuiz) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The career quiz: its questions and the career tracks it weighs' })
  @ApiOkResponse({ type: QuizResponse })
  async getQuiz(): Promise<QuizResponse> {
    const questions = await this.quiz.questions();
    return {
      questions: questions.map((q) => ({
        key: q.key,
        prompt: q.prompt,
        options: q.options.map(({ key, text }) => ({ key, text })),
      })),
      tracks: TRACKS.map((t) => ({
        key: t.key,
        title: t.title,
        description: t.description,
        roadmaps: [...t.roadmaps],
      })),
    };
  }

  @Post('score')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: 'Score answers without keeping them (for visitors; the SPA keeps the result in the browser)',
  })
  @ApiOkResponse({ type: QuizResultResponse })
  async scoreQuiz(@Body() body: ScoreQuizBody): Promise<QuizResultResponse> {
    return resultResponse(await this.quiz.score(body.answers));
  }

  @Post('results')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary:
      'Score and keep a result (also to attach an anonymous result after sign-in); the same answers within a minute are one result',
  })
  @ApiOkResponse({ type: QuizResultResponse })
  async saveQuizResult(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveQuizResultBody,
  ): Promise<QuizResultResponse> {
    return resultResponse(
      await this.quiz.save(user.id, body.answers, body.takenAt ? new Date(body.takenAt) : undefined),
    );
  }

  @Get('results/me')
  @Auth()
  @ApiOperation({ summary: 'My past results, newest first' })
  @ApiOkResponse({ type: QuizHistoryResponse })
  async getMyQuizResults(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: QuizHistoryQuery,
  ): Promise<QuizHistoryResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const { items, total } = await this.quiz.history(user.id, page, pageSize);
    return {
      items: items.map((r) => {
        const top = track(r.topTrack);
        return {
          id: r.id,
          takenAt: r.takenAt.toISOString(),
          top: { key: top.key, title: top.title, description: top.description },
          scores: r.scores.slice(0, 3).map((s) => ({ ...s, title: track(s.track)?.title ?? s.track })),
        };
      }),
      total,
      page,
      pageSize,
    };
  }

  @Get('results/:id')
  @Auth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One of my results' })
  @ApiOkResponse({ type: QuizResultResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: "QUIZ_RESULT_NOT_FOUND (also for another learner's)" })
  async getQuizResult(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<QuizResultResponse> {
    return resultResponse(await this.quiz.get(user.id, id));
  }
}
