import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { ReviewQuestion } from '../../../roadmaps/index.js';
import {
  DUE_LIMIT_DEFAULT,
  DUE_LIMIT_MAX,
  REVIEW_KINDS,
  REVIEW_RATINGS,
  RIGHT_RATINGS,
  type ReviewKind,
  type ReviewRating,
  type RightRating,
} from '../../domain/review-item.js';
import { IntegerFromString } from '../../../../platform/http/validation.js';
import { CLOCK_OFFSET_MAX_MINUTES } from '../../application/review-clock.js';

/** The longest fill-in answer (as the lesson's checks take). */
const TEXT_MAX = 200;
const INDEX_MAX = 20;
type CheckKind = ReviewQuestion['kind'];
const CHECK_KINDS: readonly CheckKind[] = ['single', 'multiple', 'output', 'order', 'fill'];
export const FSRS_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type FsrsStateName = (typeof FSRS_STATES)[number];

export class ReviewDueQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: DUE_LIMIT_MAX, default: DUE_LIMIT_DEFAULT })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(1)
  @Max(DUE_LIMIT_MAX)
  limit?: number;
}

export class ReviewSummaryResponse {
  @ApiProperty({ example: 3, description: 'Items due now' }) dueNow: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next item not due yet comes due; null when none is waiting',
  })
  nextDueAt: string | null;
  @ApiProperty({ example: 12, description: 'Every item in my queue' }) total: number;
}

export class ReviewQueueCodeResponse {
  @ApiProperty({ example: 'javascript' }) language: string;
  @ApiProperty() source: string;
}

export class ReviewQueueStepResponse {
  @ApiProperty({ example: 0, description: 'The id to send in an answer' }) id: number;
  @ApiProperty() text: string;
}

export class ReviewQueueQuestionResponse {
  @ApiProperty({ example: 'git-basics-1' }) id: string;
  @ApiProperty({ enum: CHECK_KINDS }) kind: CheckKind;
  @ApiProperty({ example: 'git-basics' }) moduleKey: string;
  @ApiProperty({ example: 'Git basics' }) moduleTitle: string;
  @ApiProperty({ description: 'The lesson heading this question tests' }) section: string;
  @ApiProperty({ description: 'Markdown; a fill question holds one ____' }) prompt: string;
  @ApiProperty({ type: ReviewQueueCodeResponse, nullable: true }) code: ReviewQueueCodeResponse | null;
  @ApiProperty({ type: [String], description: 'single, multiple, output: the options, answered by index' })
  options: string[];
  @ApiProperty({ type: [ReviewQueueStepResponse], description: 'order: the steps, scrambled, answered by id in order' })
  steps: ReviewQueueStepResponse[];
}

export class ReviewQueueProblemResponse {
  @ApiProperty({ example: 'two-sum' }) slug: string;
  @ApiProperty({ example: 'Two sum' }) title: string;
}

export class ReviewQueueItemResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REVIEW_KINDS }) kind: ReviewKind;
  @ApiProperty({ format: 'date-time', description: 'When it is (or was) due' }) due: string;
  @ApiProperty({ enum: FSRS_STATES, description: "The FSRS card's state" }) state: FsrsStateName;
  @ApiProperty({ description: 'Reviews so far (the first is the miss that queued it)' }) reps: number;
  @ApiProperty({ description: 'Times forgotten after it was learned' }) lapses: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastReviewAt: string | null;
  @ApiProperty({
    type: ReviewQueueQuestionResponse,
    nullable: true,
    description: 'check: the question, without its answer',
  })
  question: ReviewQueueQuestionResponse | null;
  @ApiProperty({ type: ReviewQueueProblemResponse, nullable: true, description: 'problem: the problem to solve again' })
  problem: ReviewQueueProblemResponse | null;
}

export class ReviewDueResponse {
  @ApiProperty({ type: [ReviewQueueItemResponse], description: 'Due now, oldest due first' })
  items: ReviewQueueItemResponse[];
}

export class ReviewAnswerGiven {
  @ApiPropertyOptional({
    type: [Number],
    maxItems: INDEX_MAX,
    description: 'single, output: one option index; multiple: every option index chosen',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(INDEX_MAX)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(INDEX_MAX, { each: true })
  choices?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: INDEX_MAX, description: 'order: every step id, in order' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(INDEX_MAX)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(INDEX_MAX, { each: true })
  order?: number[];

  @ApiPropertyOptional({ maxLength: TEXT_MAX, description: 'fill: the text for the blank' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  text?: string;
}

export class ReviewAnswerBody {
  @ApiProperty({ type: ReviewAnswerGiven, description: 'Exactly one of choices, order or text, as the kind asks' })
  @IsObject()
  @ValidateNested()
  @Type(() => ReviewAnswerGiven)
  answer: ReviewAnswerGiven;

  @ApiPropertyOptional({
    enum: RIGHT_RATINGS,
    default: 'good',
    description: 'Used when the answer is right (a wrong answer is rated again); POST …/rate changes it afterwards',
  })
  @IsOptional()
  @IsIn(RIGHT_RATINGS)
  rating?: RightRating;
}

export class ReviewRateBody {
  @ApiProperty({
    enum: REVIEW_RATINGS,
    description: 'problem: how re-solving it went; check (answered rightly): hard, good or easy',
  })
  @IsIn(REVIEW_RATINGS)
  rating: ReviewRating;
}

export class ReviewOptionExplanationResponse {
  @ApiProperty() index: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'I chose it' }) chosen: boolean;
  @ApiProperty({ description: 'It is a right option' }) correct: boolean;
  @ApiProperty({ description: 'Why it is right or wrong' }) why: string;
}

export class ReviewQuestionResultResponse {
  @ApiProperty() questionId: string;
  @ApiProperty() answered: boolean;
  @ApiProperty() correct: boolean;
  @ApiProperty({ type: [ReviewOptionExplanationResponse], description: 'choice kinds: my options and the right ones' })
  options: ReviewOptionExplanationResponse[];
  @ApiProperty({ type: [Number], nullable: true, description: 'order: the step ids in the right order' })
  correctOrder: number[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'fill: an accepted answer' })
  acceptedAnswer: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'order, fill: why' })
  why: string | null;
  @ApiProperty({ type: [Number], nullable: true, description: 'order: my order' })
  givenOrder: number[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'fill: my text' })
  givenText: string | null;
}

export class ReviewDayCompletedResponse {
  @ApiProperty({ example: '2026-11-27', description: 'My calendar day (my time zone)' }) day: string;
  @ApiProperty({
    enum: ['delivered', 'pending'],
    description: "delivered: the day's review XP is paid; pending: it will be, once",
  })
  status: 'delivered' | 'pending';
}

export class ReviewRateResponse {
  @ApiProperty({ enum: REVIEW_RATINGS, description: 'The FSRS rating applied' }) rating: ReviewRating;
  @ApiProperty({ type: ReviewQueueItemResponse, description: 'The item as rescheduled (question and problem omitted)' })
  item: ReviewQueueItemResponse;
  @ApiProperty({
    type: ReviewDayCompletedResponse,
    nullable: true,
    description: 'Present when this review left nothing due, the first time that day',
  })
  dayCompleted: ReviewDayCompletedResponse | null;
}

export class ReviewAnswerResponse extends ReviewRateResponse {
  @ApiProperty({ type: ReviewQuestionResultResponse, description: 'Right or wrong, with the explanations' })
  result: ReviewQuestionResultResponse;
}

export class DevReviewClockBody {
  @ApiProperty({
    minimum: 0,
    maximum: CLOCK_OFFSET_MAX_MINUTES,
    description: 'Minutes ahead of the real time; 0 resets',
  })
  @IsInt()
  @Min(0)
  @Max(CLOCK_OFFSET_MAX_MINUTES)
  offsetMinutes: number;
}

export class DevReviewClockResponse {
  @ApiProperty() offsetMinutes: number;
  @ApiProperty({ format: 'date-time', description: "My review queue's now" }) now: string;
}
