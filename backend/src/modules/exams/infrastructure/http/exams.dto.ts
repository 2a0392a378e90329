import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, registerDecorator, type ValidationOptions } from 'class-validator';
import { EXAM_RULES } from '../../domain/exam.js';

const ANSWER_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;
const OPTION_KEY = /^[a-z]$/;

/** { questionKey: optionKeys[] }: at most 100 questions, keys of the bank's form, at most 8 option letters each. */
function IsAnswerMap(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAnswerMap',
      target: object.constructor,
      propertyName,
      options: {
        message: `${propertyName} must map question keys to lists of option letters (at most 100 questions)`,
        ...options,
      },
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
          if (entries.length > 100) return false;
          return entries.every(
            ([key, chosen]) =>
              ANSWER_KEY.test(key) &&
              Array.isArray(chosen) &&
              chosen.length <= 8 &&
              chosen.every((c) => typeof c === 'string' && OPTION_KEY.test(c)),
          );
        },
      },
    });
}

const ANSWERS_SCHEMA = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string', example: 'b' } },
  example: { 'frontend-007': ['b'], 'frontend-012': ['a', 'c'] },
  description: 'Question key → the chosen option keys (one for single and output questions)',
} as const;

export class SaveAnswersBody {
  @ApiProperty(ANSWERS_SCHEMA)
  @IsAnswerMap()
  answers: Record<string, string[]>;
}

export class SubmitAttemptBody {
  @ApiPropertyOptional({
    ...ANSWERS_SCHEMA,
    description: 'Last answers to save before grading (counted only before the deadline)',
  })
  @IsOptional()
  @IsAnswerMap()
  answers?: Record<string, string[]>;
}

export class ExamRulesResponse {
  @ApiProperty({ example: EXAM_RULES.questionsPerAttempt }) questionsPerAttempt: number;
  @ApiProperty({ example: EXAM_RULES.timeLimitMinutes }) timeLimitMinutes: number;
  @ApiProperty({ example: EXAM_RULES.passMarkPercent }) passMarkPercent: number;
  @ApiProperty({ example: EXAM_RULES.cooldownHours, description: 'Wait after a failed attempt' }) cooldownHours: number;
  @ApiProperty({ example: EXAM_RULES.graceSeconds }) graceSeconds: number;
}

export class AttemptSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) scorePercent: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) passed: boolean | null;
}

export class ExamLearnerResponse {
  @ApiProperty({ example: 85, description: "The roadmap's progress bar (modules marked done, skipped or passed)" })
  progressPercent: number;
  @ApiProperty({ example: 12, description: "The roadmap's modules I passed (checks and code exercises)" })
  modulesPassed: number;
  @ApiProperty({ example: 16 }) moduleCount: number;
  @ApiProperty({ description: 'Every module passed: the exam is open to me' }) eligible: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) openAttemptId: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the cooldown after a failed attempt ends',
  })
  nextAttemptAt: string | null;
  @ApiProperty() passed: boolean;
  @ApiProperty({ type: Number, nullable: true }) bestScorePercent: number | null;
  @ApiProperty({ type: [AttemptSummaryResponse], description: 'Newest first (the last 20)' })
  attempts: AttemptSummaryResponse[];
}

export class ExamRoadmapResponse {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty({ example: 'Frontend Developer' }) title: string;
}

export class ExamOverviewResponse {
  @ApiProperty({ type: ExamRoadmapResponse }) roadmap: ExamRoadmapResponse;
  @ApiProperty({ example: 20, description: 'Questions in an attempt' }) questionCount: number;
  @ApiProperty({ type: ExamRulesResponse }) rules: ExamRulesResponse;
  @ApiProperty({
    type: ExamLearnerResponse,
    nullable: true,
    description: 'Signed in: eligibility, cooldown and attempts',
  })
  learner: ExamLearnerResponse | null;
}

export class OptionResponse {
  @ApiProperty({ example: 'b' }) key: string;
  @ApiProperty() text: string;
}

export class AttemptQuestionResponse {
  @ApiProperty({ example: 'frontend-007' }) key: string;
  @ApiProperty({ enum: ['single', 'multiple', 'output'] }) kind: 'single' | 'multiple' | 'output';
  @ApiProperty() prompt: string;
  @ApiProperty({ type: String, nullable: true }) code: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'javascript' }) language: string | null;
  @ApiProperty({ type: [OptionResponse], description: "In this attempt's order" }) options: OptionResponse[];
}

export class ReviewItemResponse {
  @ApiProperty() key: string;
  @ApiProperty({ type: [String], description: 'What you answered in time' }) chosen: string[];
  @ApiProperty({ type: [String] }) correct: string[];
  @ApiProperty() right: boolean;
  @ApiProperty() explanation: string;
}

export class AttemptResultResponse {
  @ApiProperty() scorePercent: number;
  @ApiProperty() correctCount: number;
  @ApiProperty() questionCount: number;
  @ApiProperty() passed: boolean;
  @ApiProperty() passMarkPercent: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After a failure: when the next attempt may start',
  })
  nextAttemptAt: string | null;
  @ApiProperty({ type: [ReviewItemResponse], description: "Every question, in the attempt's order" })
  review: ReviewItemResponse[];
}

export class AwardedCertificateResponse {
  @ApiProperty({ example: 'DP-7K3M-9QXR-2HTW-5VBN' }) code: string;
  @ApiProperty({ example: 'https://devpath.example/verify-certificate/DP-7K3M-9QXR-2HTW-5VBN' }) verifyUrl: string;
}

export class ExamAwardResponse {
  @ApiProperty({
    enum: ['delivered', 'pending'],
    description:
      "delivered: the award is made and counted below. pending: it is still on its way (the server's event delivery " +
      'continues in the background and makes it once); xp is 0, no certificate yet, and the totals do not include it',
  })
  status: 'delivered' | 'pending';
  @ApiProperty({
    example: 100,
    description: "XP this pass earned: the exam's XP on the first pass of a roadmap, 0 for a retake",
  })
  xp: number;
  @ApiProperty({ example: 1350, description: 'My XP total now' }) totalXp: number;
  @ApiProperty({ example: 4, description: 'My daily streak now, in days' }) daysStreak: number;
  @ApiProperty({ example: 12 }) longestStreak: number;
  @ApiProperty({
    type: AwardedCertificateResponse,
    nullable: true,
    description: "The roadmap's certificate this pass issued (null for a retake: the first pass issued it)",
  })
  certificate: AwardedCertificateResponse | null;
}

export class AttemptResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: ExamRoadmapResponse }) roadmap: ExamRoadmapResponse;
  @ApiProperty({ enum: ['open', 'submitted'] }) status: 'open' | 'submitted';
  @ApiProperty({ type: String, format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) deadlineAt: string;
  @ApiProperty({ type: String, format: 'date-time', description: "The server's clock, to count down from" })
  serverNow: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt: string | null;
  @ApiProperty({ type: [AttemptQuestionResponse] }) questions: AttemptQuestionResponse[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Your saved answers',
  })
  answers: Record<string, string[]>;
  @ApiProperty({ type: AttemptResultResponse, nullable: true, description: 'After submission only' })
  result: AttemptResultResponse | null;
  @ApiPropertyOptional({
    type: ExamAwardResponse,
    nullable: true,
    description:
      'Only in the answer to the submit that graded a pass: what it awarded (XP, streak, certificate); null for a ' +
      'fail and for a submit of an attempt already graded (a second or parallel one)',
  })
  award?: ExamAwardResponse | null;
}
