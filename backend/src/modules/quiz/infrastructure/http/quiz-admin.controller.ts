import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiTags,
  PartialType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Auth } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { QuizEditor } from '../../application/quiz-editor.js';
import type { StaffQuizQuestion } from '../../domain/quiz.repository.js';
import { TRACK_KEYS } from '../../domain/tracks.js';

const WEIGHTS = {
  type: 'object',
  additionalProperties: { type: 'integer', minimum: 1, maximum: 3 },
  example: { backend: 3, devops: 1 },
  description: `Career track (${TRACK_KEYS.join(', ')}) → 1 to 3`,
} as const;

export class QuizOptionBody {
  @ApiProperty({ example: 'a' })
  @IsString()
  @Matches(/^[a-f]$/, { message: 'key must be a letter from a to f' })
  key: string;
  @ApiProperty({ maxLength: 300 }) @IsString() @MinLength(1) @MaxLength(300) text: string;
  @ApiProperty(WEIGHTS) @IsObject() weights: Record<string, number>;
}

export class QuizQuestionFieldsBody {
  @ApiProperty({ maxLength: 500 }) @IsString() @MinLength(5) @MaxLength(500) prompt: string;
  @ApiProperty({ type: [QuizOptionBody], minItems: 2, maxItems: 6 })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => QuizOptionBody)
  options: QuizOptionBody[];
  @ApiProperty({ minimum: 0, maximum: 1000, description: 'Order in the quiz' })
  @IsInt()
  @Min(0)
  @Max(1000)
  position: number;
  @ApiProperty() @IsBoolean() published: boolean;
}

export class CreateQuizQuestionBody extends QuizQuestionFieldsBody {
  @ApiProperty({ example: 'dream-project', description: 'Fixed once created' })
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'key must be lower-case words joined by "-"' })
  @MaxLength(64)
  key: string;
}

export class UpdateQuizQuestionBody extends PartialType(QuizQuestionFieldsBody) {}

export class StaffQuizOptionResponse {
  @ApiProperty() key: string;
  @ApiProperty() text: string;
  @ApiProperty(WEIGHTS) weights: Record<string, number>;
}

export class StaffQuizQuestionResponse {
  @ApiProperty() key: string;
  @ApiProperty() prompt: string;
  @ApiProperty({ type: [StaffQuizOptionResponse] }) options: StaffQuizOptionResponse[];
  @ApiProperty() position: number;
  @ApiProperty() published: boolean;
  @ApiProperty() editedByStaff: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class StaffQuizQuestionListResponse {
  @ApiProperty({ type: [StaffQuizQuestionResponse] }) items: StaffQuizQuestionResponse[];
}

const view = (q: StaffQuizQuestion): StaffQuizQuestionResponse => ({
  ...q,
  options: q.options.map((o) => ({ ...o, weights: { ...o.weights } as Record<string, number> })),
  updatedAt: q.updatedAt.toISOString(),
});

/** Moderators and admins edit the career quiz. */
@ApiTags('quiz-admin')
@Controller('admin/quiz/questions')
@Auth('moderator', 'admin')
export class QuizAdminController {
  constructor(private readonly editor: QuizEditor) {}

  @Get()
  @ApiOperation({ summary: 'Every quiz question, published or not, with the track weights (staff)' })
  @ApiOkResponse({ type: StaffQuizQuestionListResponse })
  async listQuizQuestions(): Promise<StaffQuizQuestionListResponse> {
    return { items: (await this.editor.questions()).map(view) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a quiz question' })
  @ApiCreatedResponse({ type: StaffQuizQuestionResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'QUIZ_QUESTION_KEY_TAKEN' })
  async createQuizQuestion(@Body() body: CreateQuizQuestionBody): Promise<StaffQuizQuestionResponse> {
    const { key, ...fields } = body;
    return view(await this.editor.create(key, fields));
  }

  @Patch(':key')
  @ApiParam({ name: 'key', example: 'weekend-project' })
  @ApiOperation({ summary: 'Edit, reorder, publish or unpublish a quiz question' })
  @ApiOkResponse({ type: StaffQuizQuestionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'QUIZ_QUESTION_NOT_FOUND' })
  async updateQuizQuestion(
    @Param('key') key: string,
    @Body() body: UpdateQuizQuestionBody,
  ): Promise<StaffQuizQuestionResponse> {
    return view(await this.editor.update(key, body));
  }
}
