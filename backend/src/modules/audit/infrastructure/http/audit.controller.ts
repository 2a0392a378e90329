import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  IntersectionType,
} from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Auth } from '../../../../platform/access/access.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { IntegerFromString } from '../../../../platform/http/validation.js';
import { AuditTrail } from '../../application/audit-trail.js';

class AuditLogFilters {
  @ApiPropertyOptional({ description: "Only this staff member's actions" })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(1)
  @Max(2147483647)
  actorId?: number;
  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the route, e.g. "users" or "blog"' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  route?: string;
}

class AuditLogQuery extends IntersectionType(AuditLogFilters, PageQuery({ pageSize: 50, maxPageSize: 100 })) {}

class AuditEntryResponse {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
  @ApiProperty({ description: 'The staff member (a user id)' }) actorId: number;
  @ApiProperty({ enum: ['moderator', 'admin'], description: 'Their role when they acted' }) actorRole: string;
  @ApiProperty({ example: 'PATCH' }) method: string;
  @ApiProperty({ example: '/api/admin/users/:id/role' }) route: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { id: '42' } }) params: Record<
    string,
    string
  >;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The request's fields; secrets redacted, long texts cut",
  })
  changes: Record<string, unknown>;
  @ApiProperty({ description: 'The HTTP status it ended with' }) status: number;
}

class AuditLogPage {
  @ApiProperty({ type: [AuditEntryResponse] }) items: AuditEntryResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

@ApiTags('admin')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly trail: AuditTrail) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Every action taken on staff-only routes, newest first (admin)' })
  @ApiOkResponse({ type: AuditLogPage })
  async listAuditLog(@Query() query: AuditLogQuery): Promise<AuditLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const result = await this.trail.list({
      actorId: query.actorId,
      route: query.route?.trim() || undefined,
      page,
      pageSize,
    });
    return {
      items: result.items.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      total: result.total,
      page,
      pageSize,
    };
  }
}
