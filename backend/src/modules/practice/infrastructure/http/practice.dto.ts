import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { VERDICTS, type Verdict } from '../../domain/judge.js';
import { DIFFICULTIES, LANGUAGES, type Difficulty, type Language } from '../../domain/problem.js';

const STATUSES = ['solved', 'attempted', 'todo'] as const;
export const JSON_VALUE = {
  description: 'A JSON value',
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: {} },
    { type: 'object' },
  ],
  nullable: true,
};

class ProblemListFilters {
  @ApiPropertyOptional({ maxLength: 100, description: 'Words of the title or slug' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
  @ApiPropertyOptional({ enum: DIFFICULTIES }) @IsOptional() @IsIn(DIFFICULTIES) difficulty?: Difficulty;
  @ApiPropertyOptional({ maxLength: 40 }) @IsOptional() @IsString() @MaxLength(40) tag?: string;
  @ApiPropertyOptional({
    maxLength: 80,
    example: 'javascript-fundamentals',
    description: 'Only the problems that exercise this roadmap module (its key)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'module must be a module key (kebab-case)' })
  module?: string;
  @ApiPropertyOptional({ enum: STATUSES, description: 'Signed in: solved, attempted (submitted, not solved) or todo' })
  @IsOptional()
  @IsIn(STATUSES)
  status?: (typeof STATUSES)[number];
}

export class ProblemListQuery extends IntersectionType(
  ProblemListFilters,
  PageQuery({ pageSize: 20, maxPageSize: 100 }),
) {}

export class ProblemSummaryResponse {
  @ApiProperty({ example: 'pair-with-target-sum' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String], description: 'Keys of the roadmap modules whose lessons it exercises' })
  modules: string[];
  @ApiProperty({ description: 'Submissions judged (Run excluded)' }) submissions: number;
  @ApiProperty() accepted: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'accepted / submissions, 0–100 (null before any submission)',
  })
  acceptanceRate: number | null;
  @ApiProperty({
    type: String,
    enum: ['solved', 'attempted', null],
    nullable: true,
    description: "The caller's status (null signed out or untried)",
  })
  status: 'solved' | 'attempted' | null;
}

export class SolvedCountsResponse {
  @ApiProperty() easy: number;
  @ApiProperty() medium: number;
  @ApiProperty() hard: number;
}

export class ProblemListResponse {
  @ApiProperty({ type: [ProblemSummaryResponse] }) items: ProblemSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [String], description: 'Every tag of the published problems' }) tags: string[];
  @ApiProperty({
    type: SolvedCountsResponse,
    nullable: true,
    description: "The caller's solved problems per difficulty",
  })
  solved: SolvedCountsResponse | null;
}

export class ProblemTestResponse {
  @ApiProperty() name: string;
  @ApiProperty({ type: 'array', items: {}, description: "The function's arguments, in order" }) args: unknown[];
  @ApiProperty(JSON_VALUE) expected: unknown;
}

export class SignatureParamResponse {
  @ApiProperty() name: string;
  @ApiProperty({ example: 'int[]' }) type: string;
}

export class SignatureResponse {
  @ApiProperty({
    example: 'pairWithTargetSum',
    description: 'camelCase in JavaScript and TypeScript, snake_case in Python',
  })
  name: string;
  @ApiProperty({ type: [SignatureParamResponse] }) params: SignatureParamResponse[];
  @ApiProperty({ example: 'int[]' }) returns: string;
}

/** The starter of each language the problem offers: JavaScript, TypeScript and Python, or SQL alone. */
export class StarterResponse {
  @ApiPropertyOptional() javascript?: string;
  @ApiPropertyOptional() typescript?: string;
  @ApiPropertyOptional() python?: string;
  @ApiPropertyOptional({ description: 'SQL problems: one query that reads the tables of sqlSchema' }) sql?: string;
}

export class TimeLimitsResponse {
  @ApiPropertyOptional() javascript?: number;
  @ApiPropertyOptional() typescript?: number;
  @ApiPropertyOptional() python?: number;
  @ApiPropertyOptional() sql?: number;
}

export class ComparatorResponse {
  @ApiProperty({ enum: ['exact', 'whitespace', 'float', 'rows'] }) kind: 'exact' | 'whitespace' | 'float' | 'rows';
  @ApiPropertyOptional({ description: 'float: the accepted difference, relative to the larger value (at least 1)' })
  tolerance?: number;
  @ApiPropertyOptional({
    description:
      'rows (SQL): whether the rows must come in the expected order (else compared as a multiset); columns compare by name and order',
  })
  ordered?: boolean;
}

export class ProblemResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String], description: 'Keys of the roadmap modules whose lessons it exercises' })
  modules: string[];
  @ApiProperty({ description: 'Markdown' }) statementMd: string;
  @ApiProperty({ type: [String] }) constraints: string[];
  @ApiProperty({ type: SignatureResponse }) signature: SignatureResponse;
  @ApiProperty({ type: StarterResponse, description: 'One starter per language offered' }) starter: StarterResponse;
  @ApiPropertyOptional({
    description:
      "SQL problems: the CREATE TABLE statements of the tables the query reads. A test's one argument is { table: [row objects] } and its expected value { columns, rows }",
  })
  sqlSchema?: string;
  @ApiProperty({ type: [ProblemTestResponse], description: 'The visible tests (Run uses them)' })
  samples: ProblemTestResponse[];
  @ApiProperty({ description: 'Hidden tests a submission also meets (never shown)' }) hiddenCount: number;
  @ApiProperty({ type: ComparatorResponse }) comparator: ComparatorResponse;
  @ApiProperty({ type: [String] }) hints: string[];
  @ApiProperty({
    description: 'Markdown; empty until the caller has solved the problem (premium members read it before)',
  })
  editorialMd: string;
  @ApiProperty({
    type: String,
    enum: ['solved', 'premium', null],
    nullable: true,
    description: 'Why the caller may read the editorial: they solved the problem, or they are a premium member',
  })
  editorialUnlockedBy: 'solved' | 'premium' | null;
  @ApiProperty() memoryLimitMb: number;
  @ApiProperty({
    type: TimeLimitsResponse,
    description: 'ms for all tests of a submission, per language (calibrated on this judge)',
  })
  timeLimits: TimeLimitsResponse;
  @ApiProperty() submissions: number;
  @ApiProperty() accepted: number;
  @ApiProperty({ type: Number, nullable: true }) acceptanceRate: number | null;
  @ApiProperty({ description: 'The caller has solved it' }) solved: boolean;
}

export class SubmitCodeBody {
  @ApiProperty({ enum: LANGUAGES }) @IsIn(LANGUAGES) language: Language;
  @ApiProperty({ maxLength: 65536, description: 'The solution: it defines the function of the signature' })
  @IsString()
  @MaxLength(65536)
  @Matches(/\S/, { message: 'code must not be blank' })
  code: string;
}

export class ShownErrorResponse {
  @ApiProperty() message: string;
  @ApiPropertyOptional({ description: "Line in the learner's code" }) line?: number;
}

export class ShownTestResponse {
  @ApiProperty({ description: 'A sample\'s name, or "Hidden test N"' }) name: string;
  @ApiProperty() hidden: boolean;
  @ApiProperty() passed: boolean;
  @ApiProperty() timeMs: number;
  @ApiPropertyOptional({ type: 'array', items: {}, description: 'Samples only' }) input?: unknown[];
  @ApiPropertyOptional({ ...JSON_VALUE, description: 'Samples only' }) expected?: unknown;
  @ApiPropertyOptional({ ...JSON_VALUE, description: 'Samples only: what the function returned' }) actual?: unknown;
  @ApiPropertyOptional({ description: 'Samples only: what the code printed during this test' }) stdout?: string;
  @ApiPropertyOptional({ type: ShownErrorResponse }) error?: ShownErrorResponse;
}

export class JudgeResultResponse {
  @ApiProperty({ enum: VERDICTS }) verdict: Verdict;
  @ApiProperty() passedCount: number;
  @ApiProperty() totalCount: number;
  @ApiProperty({ type: [ShownTestResponse] }) tests: ShownTestResponse[];
  @ApiPropertyOptional({ type: ShownErrorResponse }) error?: ShownErrorResponse;
  @ApiProperty() totalTimeMs: number;
}

export class SubmissionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() problemSlug: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ enum: ['run', 'submit'] }) mode: 'run' | 'submit';
  @ApiProperty({ enum: ['queued', 'judging', 'done'] }) status: 'queued' | 'judging' | 'done';
  @ApiProperty({ description: 'Place in the judge queue while queued (1 = next), else 0' }) position: number;
  @ApiProperty({ type: String, enum: [...VERDICTS, null], nullable: true }) verdict: Verdict | null;
  @ApiProperty({ type: JudgeResultResponse, nullable: true }) result: JudgeResultResponse | null;
  @ApiProperty() code: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) judgedAt: string | null;
}

export class SubmissionHistoryQuery extends PageQuery({ pageSize: 20, maxPageSize: 50 }) {}

export class SubmissionHistoryResponse {
  @ApiProperty({ type: [SubmissionResponse] }) items: SubmissionResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
