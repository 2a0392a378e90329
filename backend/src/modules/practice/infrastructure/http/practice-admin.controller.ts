import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Auth } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ProblemAuthoring } from '../../application/problem-authoring.js';
import type { StaffProblem } from '../../domain/practice.repository.js';
import type { Comparator, Json } from '../../domain/problem.js';
import {
  SavedProblemResponse,
  SaveProblemBody,
  StaffProblemListResponse,
  StaffProblemResponse,
} from './practice-admin.dto.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_PARAM = {
  name: 'slug',
  example: 'running-totals',
  description: 'Lower-case words joined by "-" (at most 80 characters); fixed once created',
};

const view = (p: StaffProblem): StaffProblemResponse => ({ ...p, updatedAt: p.updatedAt.toISOString() });

function checkedSlug(slug: string): string {
  if (slug.length > 80 || !SLUG.test(slug))
    throw new DomainError(
      'invalid',
      'PROBLEM_SLUG_INVALID',
      'A problem slug is lower-case words joined by "-", at most 80 characters.',
    );
  return slug;
}

/** Moderators and admins write practice problems and their tests (the references and hidden tests are visible here: staff only). */
@ApiTags('practice-admin')
@Controller('admin/practice/problems')
@Auth('moderator', 'admin')
export class PracticeAdminController {
  constructor(private readonly authoring: ProblemAuthoring) {}

  @Get()
  @ApiOperation({ summary: 'Every problem, published or not, in list order (staff)' })
  @ApiOkResponse({ type: StaffProblemListResponse })
  async listStaffProblems(): Promise<StaffProblemListResponse> {
    return { items: (await this.authoring.list()).map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })) };
  }

  @Get(':slug')
  @ApiParam(SLUG_PARAM)
  @ApiOperation({
    summary: 'A problem as staff edit it, published or not, with its reference solutions and hidden tests',
  })
  @ApiOkResponse({ type: StaffProblemResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROBLEM_NOT_FOUND' })
  async getStaffProblem(@Param('slug') slug: string): Promise<StaffProblemResponse> {
    return view(await this.authoring.get(checkedSlug(slug)));
  }

  @Put(':slug')
  @ApiParam(SLUG_PARAM)
  @ApiOperation({
    summary:
      'Create or replace a problem. It is stored only when, on the judge, every reference solution passes every test and no starter code does; the time limits are calibrated from the references.',
  })
  @ApiOkResponse({ type: SavedProblemResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'VALIDATION_FAILED, PROBLEM_SLUG_INVALID, PROBLEM_INVALID, or PROBLEM_CHECK_FAILED (details: each check)',
  })
  async saveProblem(@Param('slug') slug: string, @Body() body: SaveProblemBody): Promise<SavedProblemResponse> {
    const { published, comparator, samples, hidden, ...fields } = body;
    const tests = (list: typeof samples) =>
      list.map((t) => ({ name: t.name, args: t.args as Json[], expected: t.expected as Json }));
    const saved = await this.authoring.save(
      {
        ...fields,
        modules: fields.modules ?? [],
        slug: checkedSlug(slug),
        comparator: comparator as Comparator,
        samples: tests(samples),
        hidden: tests(hidden),
        signature: { ...fields.signature, params: fields.signature.params.map((p) => ({ ...p })) },
      },
      published,
    );
    return { problem: view(saved.problem), checks: saved.checks };
  }
}
