import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  PartialType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Auth } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ExamBankEditor } from '../../application/exam-bank-editor.js';
import type { StaffQuestion } from '../../domain/exam-bank.repository.js';

const KINDS = ['single', 'multiple', 'output'] as const;
const LANGUAGES = ['javascript', 'typescript', 'html', 'css', 'bash', 'python', 'sql', 'yaml', 'dockerfile'] as const;

export class QuestionOptionBody {
  @ApiProperty({ example: 'a' })
  @IsString()
  @Matches(/^[a-f]$/, { message: 'key must be a letter from a to f' })
  key: string;
  @ApiProperty({ maxLength: 500 }) @IsString() @MinLength(1) @MaxLength(500) text: string;
}

export class ExamQuestionFieldsBody {
  @ApiProperty({ enum: KINDS }) @IsIn(KINDS) kind: (typeof KINDS)[number];
  @ApiProperty({ maxLength: 2000 }) @IsString() @MinLength(5) @MaxLength(2000) prompt: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000 })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(4000)
  code: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(LANGUAGES)
  language: string | null;
  @ApiProperty({ type: [QuestionOptionBody], minItems: 3, maxItems: 6 })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => QuestionOptionBody)
  options: QuestionOptionBody[];
  @ApiProperty({ type: [String], example: ['b'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(6)
  @IsString({ each: true })
  @Matches(/^[a-f]$/, { each: true })
  correct: string[];
  @ApiProperty({ maxLength: 2000 }) @IsString() @MinLength(10) @MaxLength(2000) explanation: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'git-basics' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  @MaxLength(80)
  moduleKey: string | null;
  @ApiProperty({ description: 'Drawn into new attempts' }) @IsBoolean() published: boolean;
}

export class CreateExamQuestionBody extends ExamQuestionFieldsBody {
  @ApiProperty({ example: 'frontend-101', description: 'Fixed once created' })
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'key must be lower-case words joined by "-"' })
  @MaxLength(80)
  key: string;
}

export class UpdateExamQuestionBody extends PartialType(ExamQuestionFieldsBody) {}

export class StaffQuestionOptionResponse {
  @ApiProperty() key: string;
  @ApiProperty() text: string;
}

export class StaffExamQuestionResponse {
  @ApiProperty() key: string;
  @ApiProperty() roadmapSlug: string;
  @ApiProperty({ enum: KINDS }) kind: string;
  @ApiProperty() prompt: string;
  @ApiProperty({ type: String, nullable: true }) code: string | null;
  @ApiProperty({ type: String, nullable: true }) language: string | null;
  @ApiProperty({ type: [StaffQuestionOptionResponse] }) options: StaffQuestionOptionResponse[];
  @ApiProperty({ type: [String] }) correct: string[];
  @ApiProperty() explanation: string;
  @ApiProperty({ type: String, nullable: true }) moduleKey: string | null;
  @ApiProperty() published: boolean;
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StaffExamQuestionListResponse {
  @ApiProperty({ type: [StaffExamQuestionResponse] }) items: StaffExamQuestionResponse[];
}

const view = (q: StaffQuestion): StaffExamQuestionResponse => ({ ...q, updatedAt: q.updatedAt.toISOString() });

/** Moderators and admins edit the exam banks (the answers are visible here: staff only). */
@ApiTags('exams-admin')
@Controller('admin/exams')
@Auth('moderator', 'admin')
export class ExamBankAdminController {
  constructor(private readonly editor: ExamBankEditor) {}

  @Get(':roadmapSlug/questions')
  @ApiParam({ name: 'roadmapSlug', example: 'frontend' })
  @ApiOperation({ summary: "A roadmap's exam bank, published or not, with the answers (staff)" })
  @ApiOkResponse({ type: StaffExamQuestionListResponse })
  async listExamQuestions(@Param('roadmapSlug') slug: string): Promise<StaffExamQuestionListResponse> {
    return { items: (await this.editor.list(slug)).map(view) };
  }

  @Post(':roadmapSlug/questions')
  @ApiParam({ name: 'roadmapSlug', example: 'frontend' })
  @ApiOperation({ summary: "Add a question to a roadmap's bank" })
  @ApiCreatedResponse({ type: StaffExamQuestionResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'EXAM_QUESTION_KEY_TAKEN' })
  async createExamQuestion(
    @Param('roadmapSlug') slug: string,
    @Body() body: CreateExamQuestionBody,
  ): Promise<StaffExamQuestionResponse> {
    const { key, ...fields } = body;
    return view(
      await this.editor.create(slug, key, {
        ...fields,
        code: fields.code ?? null,
        language: fields.language ?? null,
        moduleKey: fields.moduleKey ?? null,
      }),
    );
  }

  @Patch('questions/:key')
  @ApiParam({ name: 'key', example: 'frontend-007' })
  @ApiOperation({ summary: 'Edit, publish or unpublish a question (attempts in progress keep the version they drew)' })
  @ApiOkResponse({ type: StaffExamQuestionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'EXAM_QUESTION_NOT_FOUND' })
  async updateExamQuestion(
    @Param('key') key: string,
    @Body() body: UpdateExamQuestionBody,
  ): Promise<StaffExamQuestionResponse> {
    return view(await this.editor.update(key, body));
  }
}
