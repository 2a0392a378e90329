import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { Reports } from '../../application/reports.js';
import { nextStatuses, type InboxItem, type SecurityEvent, type SecurityReport } from '../../domain/reports.js';
import {
  BugReportBody,
  ContactBody,
  InboxItemResponse,
  InboxListQuery,
  InboxPageResponse,
  InboxStatusBody,
  ReportReceivedResponse,
  SecurityReportBody,
  SecurityReportDetailResponse,
  SecurityReportPageResponse,
  SecurityReportReceivedResponse,
  SecurityReportsQuery,
  SecurityReportSummaryResponse,
  SecurityStatusResponse,
  TriageSecurityReportBody,
  type HoneypotFields,
} from './reports.dto.js';

/** Per client address: a person sends a few; a script is stopped (429 RATE_LIMITED). */
export const FORM_THROTTLE = { default: { limit: 5, ttl: 10 * 60_000 } };
/** Status links: enough for a reporter refreshing, far too few to guess 256-bit tokens anyway. */
const STATUS_THROTTLE = { default: { limit: 60, ttl: 60_000 } };

type MaybeSignedIn = Request & { user?: AuthenticatedUser };
const trapped = (body: HoneypotFields) => typeof body.company_url === 'string' && body.company_url.trim() !== '';
const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const inboxView = (i: InboxItem): InboxItemResponse => ({
  id: i.id,
  kind: i.kind,
  status: i.status,
  topic: i.topic,
  userId: i.userId,
  name: i.name,
  email: i.email,
  subject: i.subject,
  message: i.message,
  expected: i.expected,
  actual: i.actual,
  pageUrl: i.pageUrl,
  browser: i.browser,
  organisation: i.organisation,
  website: i.website,
  note: i.note,
  createdAt: i.createdAt.toISOString(),
  closedAt: i.closedAt?.toISOString() ?? null,
});

const summaryView = (r: SecurityReport): SecurityReportSummaryResponse => ({
  id: r.id,
  severity: r.severity,
  status: r.status,
  affectedArea: r.affectedArea,
  reporterEmail: r.reporterEmail,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const detailView = ({
  report,
  events,
}: {
  report: SecurityReport;
  events: SecurityEvent[];
}): SecurityReportDetailResponse => ({
  ...summaryView(report),
  description: report.description,
  proofOfConcept: report.proofOfConcept,
  userId: report.userId,
  nextStatuses: [...nextStatuses(report.status)],
  events: events.map((e) => ({
    id: e.id,
    status: e.status,
    note: e.note,
    visibility: e.visibility,
    authorId: e.authorId,
    createdAt: e.createdAt.toISOString(),
  })),
});

const RECEIVED = 'Thank you! We received your report and sent a confirmation by mail.';

/** Public forms: bug reports, security reports (with their private status link) and contact. */
@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: Reports) {}

  @Post('reports/bugs')
  @Public()
  @HttpCode(202)
  @Throttle(FORM_THROTTLE)
  @ApiOperation({
    summary:
      'Report a bug (signed in or not): the reporter gets a confirmation by mail when an email is known, the admins a notice',
  })
  @ApiAcceptedResponse({ type: ReportReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'RATE_LIMITED: 5 forms per 10 minutes per address' })
  async submitBugReport(@Body() body: BugReportBody, @Req() req: MaybeSignedIn): Promise<ReportReceivedResponse> {
    if (trapped(body)) return { message: RECEIVED };
    await this.reports.submitBug(
      {
        title: body.title.trim(),
        steps: body.steps.trim(),
        expected: body.expected.trim(),
        actual: body.actual.trim(),
        pageUrl: optional(body.pageUrl),
        browser: optional(body.browser),
        email: optional(body.email),
      },
      req.user?.id ?? null,
    );
    return { message: RECEIVED };
  }

  @Post('reports/security')
  @Public()
  @HttpCode(202)
  @Throttle(FORM_THROTTLE)
  @ApiOperation({
    summary: 'Report a security vulnerability privately; answers the private status link (shown once)',
    description:
      'Only the SHA-256 of the token is stored: the link cannot be shown again. The reporter is mailed a confirmation with the link.',
  })
  @ApiAcceptedResponse({ type: SecurityReportReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'RATE_LIMITED: 5 forms per 10 minutes per address' })
  async submitSecurityReport(
    @Body() body: SecurityReportBody,
    @Req() req: MaybeSignedIn,
  ): Promise<SecurityReportReceivedResponse> {
    const message =
      'Thank you for reporting this responsibly. Keep the private link below: it is shown only once (we also mailed it to you).';
    if (trapped(body)) return { ...this.reports.decoyToken(), message };
    const receipt = await this.reports.submitSecurityReport(
      {
        severity: body.severity,
        affectedArea: body.affectedArea.trim(),
        description: body.description.trim(),
        proofOfConcept: optional(body.proofOfConcept),
        reporterEmail: body.reporterEmail.trim(),
      },
      req.user?.id ?? null,
    );
    return { ...receipt, message };
  }

  @Get('reports/security/status/:token')
  @Public()
  @Throttle(STATUS_THROTTLE)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A security report's status through its private link: status, public notes and dates only" })
  @ApiOkResponse({ type: SecurityStatusResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'SECURITY_REPORT_NOT_FOUND: no report has this link' })
  async getSecurityReportStatus(@Param('token') token: string): Promise<SecurityStatusResponse> {
    const status = await this.reports.publicStatus(token);
    return {
      status: status.status,
      createdAt: status.createdAt.toISOString(),
      updatedAt: status.updatedAt.toISOString(),
      timeline: status.timeline.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
    };
  }

  @Post('contact')
  @Public()
  @HttpCode(202)
  @Throttle(FORM_THROTTLE)
  @ApiOperation({
    summary:
      'Write to the team (general, partnership, press, support); partnership inquiries also give the organisation and website',
  })
  @ApiAcceptedResponse({ type: ReportReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'RATE_LIMITED: 5 forms per 10 minutes per address' })
  async submitContactMessage(@Body() body: ContactBody, @Req() req: MaybeSignedIn): Promise<ReportReceivedResponse> {
    const message = 'Thank you for your message! We sent you a confirmation by mail and will answer at that address.';
    if (trapped(body)) return { message };
    const partnership = body.topic === 'partnership';
    await this.reports.submitContact(
      {
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject.trim(),
        message: body.message.trim(),
        topic: body.topic,
        organisation: partnership ? optional(body.organisation) : null,
        website: partnership ? optional(body.website) : null,
      },
      req.user?.id ?? null,
    );
    return { message };
  }
}

/** The admins' inbox: bug reports, contact messages and partner inquiries. */
@ApiTags('reports-admin')
@Controller('admin/inbox')
@Auth('admin')
export class InboxAdminController {
  constructor(private readonly reports: Reports) {}

  @Get()
  @ApiOperation({
    summary: 'The inbox, newest first: filter by kind (bug, contact, partnership) and status (open, closed)',
  })
  @ApiOkResponse({ type: InboxPageResponse })
  async listInbox(@Query() query: InboxListQuery): Promise<InboxPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.reports.inbox({ kind: query.kind, status: query.status, page, pageSize });
    return { items: result.items.map(inboxView), total: result.total, page, pageSize };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Close or reopen an inbox message, with a note' })
  @ApiOkResponse({ type: InboxItemResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'INBOX_ITEM_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'INBOX_STATUS_UNCHANGED: already closed (or open)' })
  async updateInboxItem(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: InboxStatusBody,
  ): Promise<InboxItemResponse> {
    return inboxView(await this.reports.setInboxStatus(id, body.status, optional(body.note), me.id));
  }
}

/** Security reports are sensitive: admins only. */
@ApiTags('reports-admin')
@Controller('admin/security-reports')
@Auth('admin')
export class SecurityReportsAdminController {
  constructor(private readonly reports: Reports) {}

  @Get()
  @ApiOperation({ summary: 'Security reports, newest first: filter by status and severity' })
  @ApiOkResponse({ type: SecurityReportPageResponse })
  async listSecurityReports(@Query() query: SecurityReportsQuery): Promise<SecurityReportPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.reports.securityReports({
      status: query.status,
      severity: query.severity,
      page,
      pageSize,
    });
    return { items: result.items.map(summaryView), total: result.total, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A security report with its description, proof of concept and timeline (public and internal notes)',
  })
  @ApiOkResponse({ type: SecurityReportDetailResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'SECURITY_REPORT_NOT_FOUND' })
  async getSecurityReport(@Param('id', ParseIdPipe) id: number): Promise<SecurityReportDetailResponse> {
    return detailView(await this.reports.securityReport(id));
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Triage: move the status (new → triaged → fixed | wont_fix) and/or add a note, public (the reporter sees it) or internal',
  })
  @ApiOkResponse({ type: SecurityReportDetailResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'TRIAGE_EMPTY: neither a status nor a note' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'SECURITY_REPORT_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'INVALID_STATUS_TRANSITION' })
  async triageSecurityReport(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: TriageSecurityReportBody,
  ): Promise<SecurityReportDetailResponse> {
    return detailView(
      await this.reports.triage(
        id,
        { status: body.status, note: optional(body.note) ?? undefined, visibility: body.visibility ?? 'internal' },
        me.id,
      ),
    );
  }
}

/** RFC 9116 at its well-known address (outside /api: see configure-http). */
@ApiTags('reports')
@Controller('.well-known')
export class SecurityTxtController {
  constructor(private readonly config: AppConfig) {}

  @Get('security.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: 'security.txt (RFC 9116): where to report vulnerabilities; expires a year after it is served',
  })
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The security.txt file' })
  getSecurityTxt(): string {
    const origin = this.config.mail.appUrl;
    const expires = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expires.setUTCMilliseconds(0);
    return [
      `Contact: ${origin}/security-reports`,
      `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
      'Preferred-Languages: en',
      `Canonical: ${origin}/.well-known/security.txt`,
      `Policy: ${origin}/security-reports`,
      '',
    ].join('\n');
  }
}
