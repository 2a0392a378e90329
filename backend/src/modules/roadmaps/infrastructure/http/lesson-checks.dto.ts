import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CHECK_KINDS, FILL_MAX, type CheckKind } from '../../domain/lesson-checks.js';
import { KEY_PATTERN } from '../../domain/roadmap.js';
import { AwardResponse } from './roadmaps.dto.js';

/** More than any module has: a body beyond it is refused before grading. */
const ANSWERS_MAX = 50;
const INDEX_MAX = 20;

export class CheckCodeResponse {
  @ApiProperty({ example: 'javascript' }) language: string;
  @ApiProperty() source: string;
}

export class CheckStepResponse {
  @ApiProperty({ example: 0, description: 'The id to send in an answer' }) id: number;
  @ApiProperty() text: string;
}

export class CheckQuestionResponse {
  @ApiProperty({ example: 'git-basics-1' }) id: string;
  @ApiProperty({ enum: CHECK_KINDS }) kind: CheckKind;
  @ApiProperty({ description: 'The lesson heading this question tests' }) section: string;
  @ApiProperty({ description: 'Markdown; a fill question holds one ____' }) prompt: string;
  @ApiProperty({ type: CheckCodeResponse, nullable: true }) code: CheckCodeResponse | null;
  @ApiProperty({ type: [String], description: 'single, multiple, output: the options, answered by index' })
  options: string[];
  @ApiProperty({
    type: [CheckStepResponse],
    description: 'order: the steps in a stable scrambled order, answered by their ids in the right order',
  })
  steps: CheckStepResponse[];
}

export class ModuleChecksResponse {
  @ApiProperty({ example: 'git-basics' }) moduleKey: string;
  @ApiProperty({ example: 80, description: 'The share of questions to get right to pass, in percent' })
  passPercent: number;
  @ApiProperty({ type: [CheckQuestionResponse], description: 'Without answers or explanations; empty when none yet' })
  questions: CheckQuestionResponse[];
  @ApiProperty({
    type: [String],
    example: ['cheap-items-total'],
    description:
      'The code exercises a pass also needs: practice problems (/api/practice/problems/{slug}); empty when the topic is not code',
  })
  exercises: string[];
}

export class CheckAnswerBody {
  @ApiProperty({ example: 'git-basics-1', maxLength: 120 })
  @IsString()
  @MaxLength(120)
  @Matches(KEY_PATTERN, { message: 'questionId must be a question id' })
  questionId: string;

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

  @ApiPropertyOptional({ maxLength: FILL_MAX, description: 'fill: the text for the blank' })
  @IsOptional()
  @IsString()
  @MaxLength(FILL_MAX)
  text?: string;
}

export class SubmitCheckAttemptBody {
  @ApiProperty({
    type: [CheckAnswerBody],
    maxItems: ANSWERS_MAX,
    description:
      "One answer per question at most (CHECK_ANSWER_DUPLICATE); a question of the module left out counts as wrong; an id that is not the module's is CHECK_QUESTION_UNKNOWN",
  })
  @IsArray()
  @ArrayMaxSize(ANSWERS_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => CheckAnswerBody)
  answers: CheckAnswerBody[];
}

export class CheckOptionExplanationResponse {
  @ApiProperty() index: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'I chose it' }) chosen: boolean;
  @ApiProperty({ description: 'It is a right option' }) correct: boolean;
  @ApiProperty({ description: 'Why it is right or wrong' }) why: string;
}

export class CheckQuestionResultResponse {
  @ApiProperty() questionId: string;
  @ApiProperty({ description: 'False when the attempt held no answer for it (counted wrong)' }) answered: boolean;
  @ApiProperty() correct: boolean;
  @ApiProperty({
    type: [CheckOptionExplanationResponse],
    description: 'single, multiple, output: the options I chose and the right ones',
  })
  options: CheckOptionExplanationResponse[];
  @ApiProperty({ type: [Number], nullable: true, description: 'order: the step ids in the right order' })
  correctOrder: number[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'fill: an accepted answer' })
  acceptedAnswer: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'order, fill: why' })
  why: string | null;
  @ApiProperty({ type: [Number], nullable: true, description: 'order: the step ids in the order I gave' })
  givenOrder: number[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'fill: the text I gave' })
  givenText: string | null;
}

export class CheckAttemptResponse {
  @ApiProperty({ example: '12' }) id: string;
  @ApiProperty({ example: 4 }) score: number;
  @ApiProperty({ example: 5 }) total: number;
  @ApiProperty({ description: 'score ≥ 80 % of total' }) passed: boolean;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ type: [CheckQuestionResultResponse] }) results: CheckQuestionResultResponse[];
}

export class CheckAwardResponse extends AwardResponse({
  example: 60,
  description: "XP this pass earned (the first pass of a module's checks pays once)",
}) {}

export class CheckAttemptResultResponse {
  @ApiProperty({ type: CheckAttemptResponse }) attempt: CheckAttemptResponse;
  @ApiProperty({
    type: CheckAwardResponse,
    nullable: true,
    description:
      "What this attempt awarded: present when it recorded the module's first pass (XP, streak), null otherwise " +
      '(not passed, passed before, or a parallel attempt that recorded the pass first)',
  })
  award: CheckAwardResponse | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When I first passed this module's checks (this attempt or an earlier one); null while never passed",
  })
  passedAt: string | null;
}

export class LatestCheckAttemptResponse {
  @ApiProperty({ type: CheckAttemptResponse, nullable: true, description: 'My last attempt; null before the first' })
  attempt: CheckAttemptResponse | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) passedAt: string | null;
}
