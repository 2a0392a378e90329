import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import {
  CONTACT_TOPICS,
  INBOX_KINDS,
  INBOX_STATUSES,
  NOTE_VISIBILITIES,
  SECURITY_STATUSES,
  SEVERITIES,
  type ContactTopic,
  type InboxKind,
  type InboxStatus,
  type NoteVisibility,
  type SecurityStatus,
  type Severity,
} from '../../domain/reports.js';

/** Text of `min`–`max` characters with something other than spaces in it. */
const Text = (min: number, max: number) =>
  applyDecorators(
    IsString(),
    MinLength(min),
    MaxLength(max),
    Matches(/\S/, { message: '$property must not be blank' }),
  );
const Email = () =>
  applyDecorators(IsString(), MaxLength(254), IsEmail({}, { message: '$property must be a valid email address' }));
const WebAddress = () =>
  applyDecorators(
    IsString(),
    MaxLength(2048),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: '$property must be an http(s) address' },
    ),
  );

/**
 * The spam trap: a field the SPA hides from people (visually hidden, aria-hidden, out of the tab
 * order). Bots fill every field; a filled trap gets the usual answer and nothing is kept or sent.
 */
export class HoneypotFields {
  @ApiPropertyOptional({ maxLength: 200, description: 'Leave empty: a trap for spam bots (hidden in the form)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company_url?: string;
}

export class BugReportBody extends HoneypotFields {
  @ApiProperty({ minLength: 3, maxLength: 200, example: 'The roadmap page stays blank after signing in' })
  @Text(3, 200)
  title: string;
  @ApiProperty({
    minLength: 10,
    maxLength: 5000,
    description: 'Steps to reproduce, one per line',
    example: '1. Sign in\n2. Open a roadmap\n3. Click "Start"',
  })
  @Text(10, 5000)
  steps: string;
  @ApiProperty({ minLength: 3, maxLength: 2000, example: 'The first lesson opens' }) @Text(3, 2000) expected: string;
  @ApiProperty({ minLength: 3, maxLength: 2000, example: 'Nothing happens and the button stays grey' })
  @Text(3, 2000)
  actual: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2048,
    example: 'https://devpath.example/roadmap/frontend',
    description: 'The page it happened on',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @WebAddress()
  pageUrl?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 300,
    example: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    description: 'Browser and system',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(300)
  browser?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 254,
    example: 'ada@example.com',
    description: 'Where we may answer (signed-in reporters: their account email when absent)',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Email()
  email?: string | null;
}

export class ContactBody extends HoneypotFields {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Ada Lovelace' }) @Text(1, 100) name: string;
  @ApiProperty({ maxLength: 254, example: 'ada@example.com' }) @Email() email: string;
  @ApiProperty({ minLength: 3, maxLength: 200, example: 'A question about certificates' })
  @Text(3, 200)
  subject: string;
  @ApiProperty({ minLength: 10, maxLength: 5000, example: 'Can a certificate show the date of the exam?' })
  @Text(10, 5000)
  message: string;
  @ApiProperty({ enum: CONTACT_TOPICS, example: 'general' }) @IsIn(CONTACT_TOPICS) topic: ContactTopic;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'Partnership inquiries: the organisation',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Text(1, 200)
  organisation?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2048,
    example: 'https://example.org',
    description: "Partnership inquiries: the organisation's website",
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @WebAddress()
  website?: string | null;
}

export class SecurityReportBody extends HoneypotFields {
  @ApiProperty({ enum: SEVERITIES, example: 'medium', description: 'Your estimate; we may rate it differently' })
  @IsIn(SEVERITIES)
  severity: Severity;
  @ApiProperty({ minLength: 3, maxLength: 200, example: 'Profile editor (/profile/edit)' })
  @Text(3, 200)
  affectedArea: string;
  @ApiProperty({
    minLength: 20,
    maxLength: 10000,
    example: 'The bio field of a public profile is rendered without escaping, so a script runs for every visitor.',
  })
  @Text(20, 10000)
  description: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 20000,
    description: 'Steps, requests or code that show the issue',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(20000)
  proofOfConcept?: string | null;
  @ApiProperty({
    maxLength: 254,
    example: 'researcher@example.com',
    description: 'Where we send the confirmation and updates',
  })
  @Email()
  reporterEmail: string;
}

export class ReportReceivedResponse {
  @ApiProperty({ example: 'Thank you! We received your report and sent a confirmation by mail.' }) message: string;
}

export class SecurityReportReceivedResponse {
  @ApiProperty({ description: 'The private status token: shown once, only its SHA-256 is stored' }) token: string;
  @ApiProperty({ description: 'The private status page, with the token' }) statusUrl: string;
  @ApiProperty() message: string;
}

export class SecurityTimelineEntryResponse {
  @ApiProperty({
    enum: SECURITY_STATUSES,
    nullable: true,
    type: String,
    description: 'The status the report moved to, if it moved',
  })
  status: SecurityStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'A note the team made public' }) note: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

export class SecurityStatusResponse {
  @ApiProperty({ enum: SECURITY_STATUSES }) status: SecurityStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: [SecurityTimelineEntryResponse] }) timeline: SecurityTimelineEntryResponse[];
}

class InboxListFilters {
  @ApiPropertyOptional({ enum: INBOX_KINDS }) @IsOptional() @IsIn(INBOX_KINDS) kind?: InboxKind;
  @ApiPropertyOptional({ enum: INBOX_STATUSES }) @IsOptional() @IsIn(INBOX_STATUSES) status?: InboxStatus;
}

export class InboxListQuery extends IntersectionType(InboxListFilters, PageQuery({ pageSize: 20, maxPageSize: 100 })) {}

export class InboxItemResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: INBOX_KINDS }) kind: InboxKind;
  @ApiProperty({ enum: INBOX_STATUSES }) status: InboxStatus;
  @ApiProperty({ enum: CONTACT_TOPICS, nullable: true, type: String }) topic: ContactTopic | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The signed-in sender, if any' }) userId: number | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ description: "The bug report's title or the message's subject" }) subject: string;
  @ApiProperty({ description: 'The message, or the steps to reproduce' }) message: string;
  @ApiProperty({ type: String, nullable: true }) expected: string | null;
  @ApiProperty({ type: String, nullable: true }) actual: string | null;
  @ApiProperty({ type: String, nullable: true }) pageUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) browser: string | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Staff's note when closing or reopening" }) note:
    | string
    | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
}

export class InboxPageResponse {
  @ApiProperty({ type: [InboxItemResponse] }) items: InboxItemResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class InboxStatusBody {
  @ApiProperty({ enum: INBOX_STATUSES }) @IsIn(INBOX_STATUSES) status: InboxStatus;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 1000,
    description: 'What was done (kept with the message)',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Text(1, 1000)
  note?: string | null;
}

class SecurityReportsFilters {
  @ApiPropertyOptional({ enum: SECURITY_STATUSES }) @IsOptional() @IsIn(SECURITY_STATUSES) status?: SecurityStatus;
  @ApiPropertyOptional({ enum: SEVERITIES }) @IsOptional() @IsIn(SEVERITIES) severity?: Severity;
}

export class SecurityReportsQuery extends IntersectionType(
  SecurityReportsFilters,
  PageQuery({ pageSize: 20, maxPageSize: 100 }),
) {}

export class SecurityReportSummaryResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SEVERITIES }) severity: Severity;
  @ApiProperty({ enum: SECURITY_STATUSES }) status: SecurityStatus;
  @ApiProperty() affectedArea: string;
  @ApiProperty() reporterEmail: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class SecurityReportPageResponse {
  @ApiProperty({ type: [SecurityReportSummaryResponse] }) items: SecurityReportSummaryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class SecurityEventResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SECURITY_STATUSES, nullable: true, type: String }) status: SecurityStatus | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ enum: NOTE_VISIBILITIES }) visibility: NoteVisibility;
  @ApiProperty({ type: Number, nullable: true }) authorId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class SecurityReportDetailResponse extends SecurityReportSummaryResponse {
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) proofOfConcept: string | null;
  @ApiProperty({ type: Number, nullable: true }) userId: number | null;
  @ApiProperty({ enum: SECURITY_STATUSES, isArray: true, description: 'Where the report may move from here' })
  nextStatuses: SecurityStatus[];
  @ApiProperty({ type: [SecurityEventResponse] }) events: SecurityEventResponse[];
}

export class TriageSecurityReportBody {
  @ApiPropertyOptional({ enum: SECURITY_STATUSES, description: 'new → triaged → fixed | wont_fix' })
  @IsOptional()
  @IsIn(SECURITY_STATUSES)
  status?: SecurityStatus;
  @ApiPropertyOptional({ maxLength: 4000, description: "A note; public ones are shown on the reporter's status page" })
  @IsOptional()
  @Text(1, 4000)
  note?: string;
  @ApiPropertyOptional({ enum: NOTE_VISIBILITIES, default: 'internal' })
  @IsOptional()
  @IsIn(NOTE_VISIBILITIES)
  visibility?: NoteVisibility;
}
