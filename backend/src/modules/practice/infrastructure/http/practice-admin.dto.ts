import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { VERDICTS, type Verdict } from '../../domain/judge.js';
import { DIFFICULTIES, LANGUAGES, TEST_RULES, type Difficulty, type Language } from '../../domain/problem.js';
import {
  ComparatorResponse,
  JSON_VALUE,
  ProblemTestResponse,
  SignatureResponse,
  StarterResponse,
  TimeLimitsResponse,
} from './practice.dto.js';

const CODE = { maxLength: 65536 };
const IDENTIFIER = /^[a-z][A-Za-z0-9]{0,63}$/;

export class SignatureParamBody {
  @ApiProperty({ example: 'nums' })
  @IsString()
  @Matches(IDENTIFIER, { message: 'a parameter name is a camelCase identifier' })
  name: string;
  @ApiProperty({ example: 'int[]' }) @IsString() @MinLength(1) @MaxLength(40) type: string;
}

export class SignatureBody {
  @ApiProperty({ example: 'runningTotals', description: 'camelCase; Python uses its snake_case form' })
  @IsString()
  @Matches(IDENTIFIER, { message: 'the function name is a camelCase identifier' })
  name: string;
  @ApiProperty({ type: [SignatureParamBody], maxItems: 8 })
  @IsArray()
  @ArrayMaxSize(8)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => SignatureParamBody)
  params: SignatureParamBody[];
  @ApiProperty({ example: 'int[]' }) @IsString() @MinLength(1) @MaxLength(40) returns: string;
}

/** Code per language offered: JavaScript, TypeScript and Python for a function problem, SQL alone for a SQL one. */
export class CodePerLanguageBody {
  @ApiPropertyOptional(CODE) @IsOptional() @IsString() @MinLength(1) @MaxLength(CODE.maxLength) javascript?: string;
  @ApiPropertyOptional(CODE) @IsOptional() @IsString() @MinLength(1) @MaxLength(CODE.maxLength) typescript?: string;
  @ApiPropertyOptional(CODE) @IsOptional() @IsString() @MinLength(1) @MaxLength(CODE.maxLength) python?: string;
  @ApiPropertyOptional(CODE) @IsOptional() @IsString() @MinLength(1) @MaxLength(CODE.maxLength) sql?: string;
}

export class ProblemTestBody {
  @ApiProperty({ maxLength: 100 }) @IsString() @MinLength(1) @MaxLength(100) name: string;
  @ApiProperty({ type: 'array', items: {}, description: 'The arguments, in order (JSON values)' })
  @IsArray()
  @ArrayMaxSize(8)
  args: unknown[];
  @ApiProperty({ ...JSON_VALUE, description: 'The expected return value' }) @Allow() expected: unknown;
}

export class ComparatorBody {
  @ApiProperty({ enum: ['exact', 'whitespace', 'float', 'rows'] }) @IsIn(['exact', 'whitespace', 'float', 'rows']) kind:
    | 'exact'
    | 'whitespace'
    | 'float'
    | 'rows';
  @ApiPropertyOptional({ description: 'float only: the accepted difference (e.g. 1e-6)' })
  @ValidateIf((body: ComparatorBody) => body.kind === 'float')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  tolerance?: number;
  @ApiPropertyOptional({ description: 'rows (SQL) only: whether the row order matters' })
  @ValidateIf((body: ComparatorBody) => body.kind === 'rows')
  @IsBoolean()
  ordered?: boolean;
}

export class SaveProblemBody {
  @ApiProperty({ minLength: 3, maxLength: 200 }) @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiProperty({ enum: DIFFICULTIES }) @IsIn(DIFFICULTIES) difficulty: Difficulty;
  @ApiProperty({ type: [String], maxItems: 8, example: ['arrays', 'prefix sums'] })
  @IsArray()
  @ArrayMaxSize(8)
  @IsString({ each: true })
  @Matches(/^[a-z0-9]+( [a-z0-9]+)*$/, { each: true, message: 'a tag is lower-case words' })
  @MaxLength(40, { each: true })
  tags: string[];
  @ApiPropertyOptional({
    type: [String],
    maxItems: 5,
    example: ['javascript-fundamentals'],
    description: 'Keys of the roadmap modules whose lessons this problem exercises (default: none)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsString({ each: true })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { each: true, message: 'a module key is kebab-case' })
  @MaxLength(80, { each: true })
  modules?: string[];
  @ApiProperty({ maxLength: 20000, description: 'Markdown (no raw HTML is rendered)' })
  @IsString()
  @MinLength(10)
  @MaxLength(20000)
  statementMd: string;
  @ApiProperty({ type: [String], maxItems: 20 })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  constraints: string[];
  @ApiProperty({ type: SignatureBody })
  @IsObject()
  @ValidateNested()
  @Type(() => SignatureBody)
  signature: SignatureBody;
  @ApiProperty({ type: CodePerLanguageBody, description: 'What the editor starts with: it must fail the tests' })
  @IsObject()
  @ValidateNested()
  @Type(() => CodePerLanguageBody)
  starter: CodePerLanguageBody;
  @ApiProperty({
    type: CodePerLanguageBody,
    description: 'A correct solution per language: it must pass every test (never shown)',
  })
  @IsObject()
  @ValidateNested()
  @Type(() => CodePerLanguageBody)
  reference: CodePerLanguageBody;
  @ApiPropertyOptional({
    maxLength: 20000,
    description: 'SQL problems only: the CREATE TABLE statements of the tables every test fills',
  })
  @IsOptional()
  @IsString()
  @MinLength(10)
  @MaxLength(20000)
  sqlSchema?: string;
  @ApiProperty({ type: [ProblemTestBody], minItems: TEST_RULES.minSamples, maxItems: TEST_RULES.maxSamples })
  @IsArray()
  @ArrayMinSize(TEST_RULES.minSamples)
  @ArrayMaxSize(TEST_RULES.maxSamples)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProblemTestBody)
  samples: ProblemTestBody[];
  @ApiProperty({
    type: [ProblemTestBody],
    maxItems: TEST_RULES.maxTotal,
    description: `Hidden tests; samples and hidden together at least ${TEST_RULES.minTotal}`,
  })
  @IsArray()
  @ArrayMaxSize(TEST_RULES.maxTotal)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProblemTestBody)
  hidden: ProblemTestBody[];
  @ApiProperty({ type: ComparatorBody })
  @IsObject()
  @ValidateNested()
  @Type(() => ComparatorBody)
  comparator: ComparatorBody;
  @ApiProperty({ type: [String], maxItems: 10 })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  hints: string[];
  @ApiProperty({ maxLength: 20000, description: 'Markdown, shown once solved' })
  @IsString()
  @MaxLength(20000)
  editorialMd: string;
  @ApiProperty({ minimum: 16, maximum: 256 }) @IsInt() @Min(16) @Max(256) memoryLimitMb: number;
  @ApiProperty({ description: 'Listed and open to learners' }) @IsBoolean() published: boolean;
}

export class StaffProblemResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String], description: 'Keys of the roadmap modules it exercises' }) modules: string[];
  @ApiProperty() statementMd: string;
  @ApiProperty({ type: [String] }) constraints: string[];
  @ApiProperty({ type: SignatureResponse }) signature: SignatureResponse;
  @ApiProperty({ type: StarterResponse }) starter: StarterResponse;
  @ApiProperty({ type: StarterResponse, description: 'The reference solutions (staff only)' })
  reference: StarterResponse;
  @ApiPropertyOptional({ description: 'SQL problems: the CREATE TABLE statements' }) sqlSchema?: string;
  @ApiProperty({ type: [ProblemTestResponse] }) samples: ProblemTestResponse[];
  @ApiProperty({ type: [ProblemTestResponse], description: 'The hidden tests (staff only)' })
  hidden: ProblemTestResponse[];
  @ApiProperty({ type: ComparatorResponse }) comparator: ComparatorResponse;
  @ApiProperty({ type: [String] }) hints: string[];
  @ApiProperty() editorialMd: string;
  @ApiProperty() memoryLimitMb: number;
  @ApiProperty({ type: TimeLimitsResponse }) timeLimits: TimeLimitsResponse;
  @ApiProperty() published: boolean;
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class ProblemCheckResponse {
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ enum: ['reference', 'starter'] }) solution: 'reference' | 'starter';
  @ApiProperty({ enum: VERDICTS }) verdict: Verdict;
  @ApiProperty({ description: 'Reference: accepted. Starter: not accepted.' }) ok: boolean;
  @ApiProperty() passed: number;
  @ApiProperty() total: number;
  @ApiPropertyOptional() message?: string;
}

export class SavedProblemResponse {
  @ApiProperty({ type: StaffProblemResponse }) problem: StaffProblemResponse;
  @ApiProperty({ type: [ProblemCheckResponse], description: 'What the judge said of each reference and starter' })
  checks: ProblemCheckResponse[];
}

export class StaffProblemLineResponse {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty() published: boolean;
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StaffProblemListResponse {
  @ApiProperty({ type: [StaffProblemLineResponse] }) items: StaffProblemLineResponse[];
}
