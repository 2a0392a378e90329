import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, Public } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { Partners } from '../../application/partners.js';
import { TIER_INFO, type Partner } from '../../domain/partner.js';
import {
  AdminPartnerListResponse,
  AdminPartnerResponse,
  MovePartnerBody,
  PartnerBody,
  PartnersByTierResponse,
  type PartnerResponse,
} from './partners.dto.js';

const view = (p: Partner): PartnerResponse => ({
  id: p.id,
  name: p.name,
  tier: p.tier,
  description: p.description,
  websiteUrl: p.websiteUrl,
  logoUrl: p.logoUrl,
  position: p.position,
});
const adminView = (p: Partner): AdminPartnerResponse => ({
  ...view(p),
  active: p.active,
  updatedAt: p.updatedAt.toISOString(),
});
const fields = (b: PartnerBody) => ({
  name: b.name.trim(),
  tier: b.tier,
  description: b.description.trim(),
  websiteUrl: b.websiteUrl,
  logoUrl: b.logoUrl || null,
  active: b.active,
});

@ApiTags('partners')
@Controller('partners')
export class PartnersController {
  constructor(private readonly partners: Partners) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Active partners grouped by tier' })
  @ApiOkResponse({ type: PartnersByTierResponse })
  async listPartners(): Promise<PartnersByTierResponse> {
    const groups = await this.partners.byTier();
    return { tiers: groups.map((g) => ({ tier: g.tier, ...TIER_INFO[g.tier], partners: g.partners.map(view) })) };
  }
}

/** Admins manage the partners list. */
@ApiTags('partners-admin')
@Controller('admin/partners')
@Auth('admin')
export class PartnersAdminController {
  constructor(private readonly partners: Partners) {}

  @Get()
  @ApiOperation({ summary: 'Every partner, inactive ones included' })
  @ApiOkResponse({ type: AdminPartnerListResponse })
  async listAdminPartners(): Promise<AdminPartnerListResponse> {
    return { items: (await this.partners.all()).map(adminView) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a partner (last in its tier)' })
  @ApiCreatedResponse({ type: AdminPartnerResponse })
  async createPartner(@Body() body: PartnerBody): Promise<AdminPartnerResponse> {
    return adminView(await this.partners.create(fields(body)));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a partner, (de)activate it or move it to another tier (last there)' })
  @ApiOkResponse({ type: AdminPartnerResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PARTNER_NOT_FOUND' })
  async updatePartner(@Param('id', ParseIdPipe) id: number, @Body() body: PartnerBody): Promise<AdminPartnerResponse> {
    return adminView(await this.partners.update(id, fields(body)));
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move a partner one place up or down within its tier' })
  @ApiOkResponse({ type: AdminPartnerListResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PARTNER_NOT_FOUND' })
  async movePartner(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MovePartnerBody,
  ): Promise<AdminPartnerListResponse> {
    return { items: (await this.partners.move(id, body.direction)).map(adminView) };
  }
}
