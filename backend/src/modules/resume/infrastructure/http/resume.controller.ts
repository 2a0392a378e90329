import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { Resumes } from '../../application/resumes.js';
import { VerifiedAchievements } from '../../application/verified-achievements.js';
import type { ResumeDocument } from '../../domain/document.js';
import { TITLE_MAX, type Resume, type ResumeSummary } from '../../domain/resume.js';
import {
  directionOf,
  PAPERS,
  PREMIUM_TEMPLATES,
  TEMPLATES,
  type Paper,
  type TemplateId,
} from '../../domain/resume-settings.js';
import { renderResumePdf } from '../pdf/render-resume-pdf.js';

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
const DOCUMENT_DESCRIPTION =
  'The resume: `{ version: 1, basics, sections: [{ id, kind, title, hidden, entries: [{ id, hidden, data }] }], meta, extra }`. ' +
  "Each entry's `data` is a JSON Resume v1.0.0 item of the section's kind (custom: title, subtitle, date, url, summary, highlights); " +
  'fields JSON Resume does not define are kept. Checked field by field: RESUME_INVALID with `details.path` otherwise.';

export class ResumeSettingsBody {
  @ApiProperty({ minLength: 1, maxLength: TITLE_MAX, example: 'Frontend roles – 2026' })
  @IsString()
  @MinLength(1)
  @MaxLength(TITLE_MAX)
  title: string;
  @ApiProperty({ enum: TEMPLATES, description: `Premium members only: ${PREMIUM_TEMPLATES.join(', ')}` })
  @IsIn(TEMPLATES)
  template: TemplateId;
  @ApiProperty({ enum: PAPERS }) @IsIn(PAPERS) paper: Paper;
  @ApiProperty({
    example: 'en',
    description: 'BCP 47 tag; ar, he, fa (and other right-to-left languages) lay the resume out right to left',
  })
  @IsString()
  @Matches(LANGUAGE)
  language: string;
}

export class CreateResumeBody {
  @ApiPropertyOptional({ minLength: 1, maxLength: TITLE_MAX })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(TITLE_MAX)
  title?: string;
  @ApiPropertyOptional({ enum: TEMPLATES }) @IsOptional() @IsIn(TEMPLATES) template?: TemplateId;
  @ApiPropertyOptional({ enum: PAPERS }) @IsOptional() @IsIn(PAPERS) paper?: Paper;
  @ApiPropertyOptional({ example: 'en' }) @IsOptional() @IsString() @Matches(LANGUAGE) language?: string;
  @ApiPropertyOptional({
    enum: ['empty', 'example'],
    description: 'Start empty (default) or from the example resume of a junior frontend developer',
  })
  @IsOptional()
  @IsIn(['empty', 'example'])
  start?: 'empty' | 'example';
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `Start from this document (e.g. a draft kept in the browser before signing in). ${DOCUMENT_DESCRIPTION}`,
  })
  @IsOptional()
  @IsObject()
  document?: Record<string, unknown>;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Start from a JSON Resume v1.0.0 document (RESUME_IMPORT_INVALID with the path otherwise)',
  })
  @IsOptional()
  @IsObject()
  jsonResume?: Record<string, unknown>;
}

export class SaveResumeBody extends ResumeSettingsBody {
  @ApiProperty({
    minimum: 1,
    description: 'The revision this save is based on (409 RESUME_REVISION_STALE when another save came first)',
  })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  revision: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: DOCUMENT_DESCRIPTION })
  @IsObject()
  document: Record<string, unknown>;
}

export class RestoreVersionBody {
  @ApiProperty({ minimum: 1, description: 'The current revision (409 RESUME_REVISION_STALE otherwise)' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  revision: number;
}

export class ImportJsonResumeBody {
  @ApiProperty({ minimum: 1, description: 'The current revision (409 RESUME_REVISION_STALE otherwise)' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  revision: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'A JSON Resume v1.0.0 document; it replaces the content (nothing changes when it is refused)',
  })
  @IsObject()
  jsonResume: Record<string, unknown>;
}

export class ShareBody {
  @ApiProperty({
    description: 'true: the unlisted link works; false: it answers 404 (the same link works again when turned back on)',
  })
  @IsBoolean()
  enabled: boolean;
}

export class ShareResponse {
  @ApiProperty() enabled: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The unlisted address (null before sharing was ever turned on)',
  })
  url: string | null;
  @ApiProperty({ type: String, nullable: true }) token: string | null;
  @ApiProperty({ description: 'Times the shared resume was opened' }) views: number;
}

export class ResumeSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: TEMPLATES }) template: TemplateId;
  @ApiProperty({ enum: PAPERS }) paper: Paper;
  @ApiProperty() language: string;
  @ApiProperty({ enum: ['ltr', 'rtl'] }) dir: 'ltr' | 'rtl';
  @ApiProperty() revision: number;
  @ApiProperty({ type: ShareResponse }) share: ShareResponse;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class ResumeResponse extends ResumeSummaryResponse {
  @ApiProperty({ type: 'object', additionalProperties: true, description: DOCUMENT_DESCRIPTION }) document: Record<
    string,
    unknown
  >;
}

export class ResumeListResponse {
  @ApiProperty({ type: [ResumeSummaryResponse], description: 'Last saved first' }) items: ResumeSummaryResponse[];
}

export class ResumeVersionSummary {
  @ApiProperty() revision: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: TEMPLATES }) template: TemplateId;
  @ApiProperty({ enum: PAPERS }) paper: Paper;
  @ApiProperty() language: string;
  @ApiProperty({ type: String, format: 'date-time' }) savedAt: string;
}

export class ResumeVersionResponse extends ResumeVersionSummary {
  @ApiProperty({ type: 'object', additionalProperties: true }) document: Record<string, unknown>;
}

export class ResumeVersionListResponse {
  @ApiProperty({ type: [ResumeVersionSummary], description: 'Newest first; the last 50 saves are kept' })
  items: ResumeVersionSummary[];
}

export class SharedResumeResponse {
  @ApiProperty() title: string;
  @ApiProperty({ enum: TEMPLATES }) template: TemplateId;
  @ApiProperty({ enum: PAPERS }) paper: Paper;
  @ApiProperty() language: string;
  @ApiProperty({ enum: ['ltr', 'rtl'] }) dir: 'ltr' | 'rtl';
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The document without its hidden sections and entries',
  })
  document: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class VerifiedAchievementResponse {
  @ApiProperty({ example: 'certificate:DP-7K3M-Q9X2-AB0C' }) key: string;
  @ApiProperty({ enum: ['certificate', 'roadmap', 'problem'] }) kind: 'certificate' | 'roadmap' | 'problem';
  @ApiProperty({ example: 'Frontend Developer certificate (DP-7K3M-Q9X2-AB0C)' }) name: string;
  @ApiProperty({ example: 'DevPath' }) issuer: string;
  @ApiProperty({ example: '2026-11-20' }) date: string;
  @ApiProperty({ description: 'Where anyone can check it (a certificate: its public verification page)' }) url: string;
}

export class VerifiedAchievementListResponse {
  @ApiProperty({ type: [VerifiedAchievementResponse] }) items: VerifiedAchievementResponse[];
}

const ID = { name: 'id', format: 'uuid' };
/** A version's revision: written as a string, so a path that names no version (another learner's resume, 'x', '01') is simply not found. */
const REVISION = {
  name: 'revision',
  type: String,
  example: '3',
  description: 'The revision number in canonical decimal; anything else names no version (404)',
};
const NOT_FOUND = "RESUME_NOT_FOUND (also for another learner's resume)";
const INVALID =
  'VALIDATION_FAILED, RESUME_INVALID (details.path), RESUME_TOO_LARGE (details.path and limit: over 400,000 bytes or 300 entries), INVALID_CHARACTERS, BODY_TOO_DEEP';
/** A PDF is made in a worker thread with a time and memory budget (platform/workers). */
const PDF_UNAVAILABLE =
  'PDF_BUSY (too many PDFs at once), PDF_TIMEOUT, PDF_TOO_COMPLEX (over the time or memory budget of a PDF), PDF_FAILED; Retry-After is set';

/** Only what is shown: hidden sections and entries never leave the server through a share link. */
function visibleOnly(document: ResumeDocument): ResumeDocument {
  return {
    ...document,
    sections: document.sections
      .filter((s) => !s.hidden)
      .map((s) => ({ ...s, entries: s.entries.filter((e) => !e.hidden) })),
    meta: {},
    extra: {},
  };
}

const fileName = (resume: Pick<Resume, 'title'>, ext: string) =>
  `${
    resume.title
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'resume'
  }.${ext}`;

@ApiTags('resume')
@Controller('resumes')
export class ResumeController {
  constructor(
    private readonly resumes: Resumes,
    private readonly achievements: VerifiedAchievements,
  ) {}

  private summary(r: ResumeSummary): ResumeSummaryResponse {
    return {
      id: r.id,
      title: r.title,
      template: r.template,
      paper: r.paper,
      language: r.language,
      dir: directionOf(r.language),
      revision: r.revision,
      share: {
        enabled: r.shareEnabled,
        token: r.shareToken,
        url: r.shareToken ? this.resumes.shareUrl(r.shareToken) : null,
        views: r.shareViews,
      },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  private full(r: Resume): ResumeResponse {
    return { ...this.summary(r), document: r.document as unknown as Record<string, unknown> };
  }

  @Get()
  @Auth()
  @ApiOperation({ summary: 'My resumes' })
  @ApiOkResponse({ type: ResumeListResponse })
  async listMyResumes(@CurrentUser() user: AuthenticatedUser): Promise<ResumeListResponse> {
    return { items: (await this.resumes.list(user.id)).map((r) => this.summary(r)) };
  }

  @Post()
  @Auth()
  @ApiOperation({ summary: 'Create a resume: empty, from the example, from a document or from a JSON Resume file' })
  @ApiCreatedResponse({ type: ResumeResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: `${INVALID}, RESUME_IMPORT_INVALID` })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'RESUME_TEMPLATE_PREMIUM' })
  @ApiConflictResponse({ type: ErrorBody, description: 'RESUME_LIMIT_REACHED' })
  async createResume(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateResumeBody): Promise<ResumeResponse> {
    return this.full(await this.resumes.create(user.id, body));
  }

  @Get('achievements')
  @Auth()
  @ApiOperation({
    summary:
      'My verified achievements (certificates, finished roadmaps, solved problems), each with its public link, to add to a resume',
  })
  @ApiOkResponse({ type: VerifiedAchievementListResponse })
  async listVerifiedAchievements(@CurrentUser() user: AuthenticatedUser): Promise<VerifiedAchievementListResponse> {
    return { items: await this.achievements.of(user.id) };
  }

  @Get('shared/:token')
  @Public()
  @ApiParam({ name: 'token', description: "The unlisted link's token" })
  @ApiOperation({ summary: 'A shared resume (counts a view); 404 when the link is off' })
  @ApiOkResponse({ type: SharedResumeResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'RESUME_SHARE_NOT_FOUND' })
  async getSharedResume(@Param('token') token: string): Promise<SharedResumeResponse> {
    const r = await this.resumes.shared(token, true);
    return {
      title: r.title,
      template: r.template,
      paper: r.paper,
      language: r.language,
      dir: directionOf(r.language),
      document: visibleOnly(r.document) as unknown as Record<string, unknown>,
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  @Get('shared/:token/pdf')
  @Public()
  @ApiParam({ name: 'token', description: "The unlisted link's token" })
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'A shared resume as a PDF' })
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'RESUME_SHARE_NOT_FOUND' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: PDF_UNAVAILABLE })
  async downloadSharedResumePdf(@Param('token') token: string): Promise<StreamableFile> {
    const r = await this.resumes.shared(token, false);
    return new StreamableFile(await renderResumePdf(r.document, r), {
      type: 'application/pdf',
      disposition: `inline; filename="${fileName(r, 'pdf')}"`,
    });
  }

  @Get(':id')
  @Auth()
  @ApiParam(ID)
  @ApiOperation({ summary: 'One of my resumes, with its document and revision' })
  @ApiOkResponse({ type: ResumeResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  async getResume(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ResumeResponse> {
    return this.full(await this.resumes.get(user.id, id));
  }

  @Put(':id')
  @Auth()
  @ApiParam(ID)
  @ApiOperation({
    summary: 'Save (autosave): the whole resume, based on the revision the editor has; the save is kept as a version',
  })
  @ApiOkResponse({ type: ResumeResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: INVALID })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'RESUME_TEMPLATE_PREMIUM' })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: 'RESUME_REVISION_STALE (details.currentRevision)' })
  async saveResume(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: SaveResumeBody,
  ): Promise<ResumeResponse> {
    return this.full(await this.resumes.save(user.id, id, body));
  }

  @Delete(':id')
  @Auth()
  @HttpCode(204)
  @ApiParam(ID)
  @ApiOperation({ summary: 'Delete one of my resumes, its versions and its share link' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  async deleteResume(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.resumes.remove(user.id, id);
  }

  @Get(':id/versions')
  @Auth()
  @ApiParam(ID)
  @ApiOperation({ summary: 'The saved versions of my resume (the last 50), newest first' })
  @ApiOkResponse({ type: ResumeVersionListResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  async listResumeVersions(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ResumeVersionListResponse> {
    return {
      items: (await this.resumes.versions(user.id, id)).map((v) => ({ ...v, savedAt: v.savedAt.toISOString() })),
    };
  }

  @Get(':id/versions/:revision')
  @Auth()
  @ApiParam(ID)
  @ApiParam(REVISION)
  @ApiOperation({ summary: 'One saved version of my resume, with its document' })
  @ApiOkResponse({ type: ResumeVersionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${NOT_FOUND}, RESUME_VERSION_NOT_FOUND` })
  async getResumeVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('revision') revision: string,
  ): Promise<ResumeVersionResponse> {
    const v = await this.resumes.version(user.id, id, revisionOf(revision));
    return { ...v, document: v.document as unknown as Record<string, unknown>, savedAt: v.savedAt.toISOString() };
  }

  @Post(':id/versions/:revision/restore')
  @Auth()
  @HttpCode(200)
  @ApiParam(ID)
  @ApiParam({ ...REVISION, description: `The version to restore. ${REVISION.description}` })
  @ApiOperation({ summary: 'Restore a saved version (saved as a new version, so a restore can be undone)' })
  @ApiOkResponse({ type: ResumeResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${NOT_FOUND}, RESUME_VERSION_NOT_FOUND` })
  @ApiConflictResponse({ type: ErrorBody, description: 'RESUME_REVISION_STALE' })
  async restoreResumeVersion(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('revision') revision: string,
    @Body() body: RestoreVersionBody,
  ): Promise<ResumeResponse> {
    return this.full(await this.resumes.restore(user.id, id, revisionOf(revision), body.revision));
  }

  @Post(':id/import')
  @Auth()
  @HttpCode(200)
  @ApiParam(ID)
  @ApiOperation({
    summary:
      'Replace the content with a JSON Resume v1.0.0 document (up to the 1 MB body limit); a refused import changes nothing',
  })
  @ApiOkResponse({ type: ResumeResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'RESUME_IMPORT_INVALID (details.path), RESUME_TOO_LARGE, MALFORMED_JSON, VALIDATION_FAILED',
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBody, description: 'RESUME_REVISION_STALE' })
  async importJsonResume(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ImportJsonResumeBody,
  ): Promise<ResumeResponse> {
    return this.full(await this.resumes.importInto(user.id, id, body.revision, body.jsonResume));
  }

  @Get(':id/json-resume')
  @Auth()
  @ApiParam(ID)
  @ApiOperation({ summary: 'Export as JSON Resume v1.0.0 (every field; our layout in meta.devpath)' })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  async exportJsonResume(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<Record<string, unknown>> {
    return this.resumes.exportJson(user.id, id);
  }

  @Get(':id/pdf')
  @Auth()
  @ApiParam(ID)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'My resume as a PDF: real text, embedded fonts, clickable links, A4 or Letter, right to left for Arabic, Hebrew and Persian',
  })
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: PDF_UNAVAILABLE })
  async downloadResumePdf(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<StreamableFile> {
    const r = await this.resumes.get(user.id, id);
    return new StreamableFile(await renderResumePdf(r.document, r), {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileName(r, 'pdf')}"`,
    });
  }

  @Put(':id/share')
  @Auth()
  @ApiParam(ID)
  @ApiOperation({ summary: 'Turn the unlisted share link on or off' })
  @ApiOkResponse({ type: ShareResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: NOT_FOUND })
  async shareResume(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ShareBody,
  ): Promise<ShareResponse> {
    return this.summary(await this.resumes.setSharing(user.id, id, body.enabled)).share;
  }
}

/** A revision from the path: canonical decimal 1…2147483647, else 0 (a version that does not exist). */
function revisionOf(value: string): number {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
}
