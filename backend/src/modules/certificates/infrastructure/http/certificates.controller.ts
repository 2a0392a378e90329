import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { Response } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { JSON_CONTENT_TYPE, SerializedJson } from '../../../../platform/http/serialized-json.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { Certificates } from '../../application/certificates.js';
import type { Certificate } from '../../domain/certificate.repository.js';
import { certificatePdf } from '../pdf/certificate-pdf.js';

export class CertificateRoadmapResponse {
  @ApiProperty({ example: 'frontend' }) slug: string;
  @ApiProperty({ example: 'Frontend Developer' }) title: string;
}

export class CertificateResponse {
  @ApiProperty({ example: 'DP-7K3M-Q9X2-AB0C' }) code: string;
  @ApiProperty({ enum: ['valid', 'revoked'] }) status: 'valid' | 'revoked';
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The holder's name at issue (null once the account is deleted)",
  })
  holderName: string | null;
  @ApiProperty({ type: CertificateRoadmapResponse }) roadmap: CertificateRoadmapResponse;
  @ApiProperty({ example: 86 }) scorePercent: number;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) validUntil: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) revokedReason: string | null;
  @ApiProperty({ example: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C' }) verifyUrl: string;
  @ApiProperty({ description: 'The signed Open Badges 3.0 credential (VC-JWT)' }) credentialUrl: string;
  @ApiProperty() pdfUrl: string;
}

export class ProfileCertificateResponse {
  @ApiProperty({ example: 'DP-7K3M-Q9X2-AB0C' }) code: string;
  @ApiProperty({ type: CertificateRoadmapResponse }) roadmap: CertificateRoadmapResponse;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt: string;
  @ApiProperty({
    example: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C',
    description: 'Its public verification page',
  })
  verifyUrl: string;
}

export class ProfileCertificatesResponse {
  @ApiProperty({ type: [ProfileCertificateResponse], description: 'The valid ones (never revoked), newest first' })
  items: ProfileCertificateResponse[];
}

export class MyCertificatesResponse {
  @ApiProperty({ type: [CertificateResponse], description: 'Newest first' }) items: CertificateResponse[];
}

export class AdminCertificateResponse extends CertificateResponse {
  @ApiProperty({ type: Number, nullable: true }) userId: number | null;
}

export class AdminCertificateListResponse {
  @ApiProperty({ type: [AdminCertificateResponse] }) items: AdminCertificateResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class CredentialQuery {
  @ApiPropertyOptional({
    enum: ['jwt', 'json'],
    default: 'jwt',
    description: 'jwt: the signed credential (application/vc+jwt); json: its payload, decoded',
  })
  @IsOptional()
  @IsIn(['jwt', 'json'])
  format?: 'jwt' | 'json';
}

export class AdminCertificatesQuery extends PageQuery({ pageSize: 50, maxPageSize: 100, maxPage: 10_000 }) {}

export class RevokeBody {
  @ApiProperty({ minLength: 3, maxLength: 500, example: 'Issued by mistake: the exam attempt was found to be shared.' })
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  reason: string;
}

export class JwksResponse {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Ed25519 public keys (OKP, EdDSA), each with its kid',
  })
  keys: Record<string, unknown>[];
}

const CODE = { name: 'code', example: 'DP-7K3M-Q9X2-AB0C', description: 'Any case, with or without dashes' };

@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  /** Verification answers, serialized once per cached certificate (see SerializedJson). */
  private readonly json = new SerializedJson();

  constructor(private readonly certificates: Certificates) {}

  static view(c: Certificate, certificates: Certificates): CertificateResponse {
    const api = `${certificates.site}/api/certificates/${c.code}`;
    return {
      code: c.code,
      status: c.revokedAt ? 'revoked' : 'valid',
      holderName: c.holderName,
      roadmap: { slug: c.roadmapSlug, title: c.roadmapTitle },
      scorePercent: c.scorePercent,
      issuedAt: c.issuedAt.toISOString(),
      validUntil: c.validUntil.toISOString(),
      revokedAt: c.revokedAt?.toISOString() ?? null,
      revokedReason: c.revokedReason,
      verifyUrl: certificates.verifyUrl(c.code),
      credentialUrl: `${api}/credential`,
      pdfUrl: `${api}/pdf`,
    };
  }

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'My certificates' })
  @ApiOkResponse({ type: MyCertificatesResponse })
  async getMyCertificates(@CurrentUser() user: AuthenticatedUser): Promise<MyCertificatesResponse> {
    return {
      items: (await this.certificates.mine(user.id)).map((c) => CertificatesController.view(c, this.certificates)),
    };
  }

  @Get('jwks.json')
  @Public()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The public keys that sign certificates (also at /.well-known/jwks.json)' })
  @ApiOkResponse({ type: JwksResponse })
  getCredentialKeys(): Promise<JwksResponse> {
    return this.certificates.jwks();
  }

  @Get('status/revocation')
  @Public()
  @Header('Content-Type', 'application/vc+jwt')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('application/vc+jwt')
  @ApiOperation({
    summary: 'The revocation status list: a signed BitstringStatusListCredential (VC-JWT) that credentials point to',
  })
  @ApiOkResponse({ description: 'Compact JWS', schema: { type: 'string' } })
  getRevocationList(): Promise<string> {
    return this.certificates.statusList();
  }

  @Get('verify/:code')
  @Public()
  @ApiParam(CODE)
  @ApiOperation({ summary: 'Verify a certificate by its code: holder, roadmap, dates and status (nothing private)' })
  @ApiOkResponse({ type: CertificateResponse })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'CERTIFICATE_NOT_FOUND (also for anything that cannot be a code)',
  })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async verifyCertificate(@Param('code') code: string): Promise<string> {
    const certificate = await this.certificates.verify(code);
    return this.json.of(certificate, () => CertificatesController.view(certificate, this.certificates));
  }

  @Get(':code/credential')
  @Public()
  @ApiParam(CODE)
  @ApiProduces('application/vc+jwt', 'application/json')
  @ApiOperation({
    summary: 'Download the signed Open Badges 3.0 credential (VC-JWT, EdDSA); verify it with the JWKS, without us',
  })
  @ApiOkResponse({
    description: 'The compact JWS, or with format=json its decoded payload',
    schema: { type: 'string' },
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'CERTIFICATE_NOT_FOUND' })
  async downloadCredential(
    @Param('code') code: string,
    @Query() query: CredentialQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | Record<string, unknown>> {
    const certificate = await this.certificates.byCode(code);
    res.setHeader('Cache-Control', 'no-cache');
    if (query.format === 'json') {
      res.setHeader('Content-Disposition', `attachment; filename="devpath-${certificate.code}.json"`);
      // The payload of our own signed credential (loaded lazily: see jose-credential-signer.ts).
      const { decodeJwt } = await import('jose');
      return decodeJwt(certificate.credentialJwt);
    }
    res.setHeader('Content-Type', 'application/vc+jwt');
    res.setHeader('Content-Disposition', `attachment; filename="devpath-${certificate.code}.jwt"`);
    return certificate.credentialJwt;
  }

  @Get(':code/pdf')
  @Public()
  @ApiParam(CODE)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The certificate as a PDF (real text, with a QR code to its verification page)' })
  @ApiOkResponse({ description: 'application/pdf', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'CERTIFICATE_NOT_FOUND' })
  async downloadCertificatePdf(@Param('code') code: string): Promise<StreamableFile> {
    const c = await this.certificates.byCode(code);
    const pdf = await certificatePdf({
      holderName: c.holderName ?? 'Former DevPath learner',
      roadmapTitle: c.roadmapTitle,
      issuedAt: c.issuedAt,
      code: c.code,
      verifyUrl: this.certificates.verifyUrl(c.code),
      revoked: c.revokedAt !== null,
    });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="devpath-${c.code}.pdf"`,
    });
  }
}

/** A public profile's certificates (beside the users module's /api/profiles/{handle}). */
@ApiTags('certificates')
@Controller('profiles')
export class ProfileCertificatesController {
  constructor(private readonly certificates: Certificates) {}

  @Get(':handle/certificates')
  @Public()
  @ApiParam({ name: 'handle', example: 'ada' })
  @ApiOperation({
    summary:
      "A public profile's valid certificates: roadmap, date and verification page (when its owner shows their certificates)",
  })
  @ApiOkResponse({ type: ProfileCertificatesResponse })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'PROFILE_NOT_FOUND, or CERTIFICATES_HIDDEN when the owner hides their certificates',
  })
  async getProfileCertificates(@Param('handle') handle: string): Promise<ProfileCertificatesResponse> {
    const shown = await this.certificates.shownOnProfile(handle.slice(0, 64));
    return {
      items: shown.map((c) => ({
        code: c.code,
        roadmap: { slug: c.roadmapSlug, title: c.roadmapTitle },
        issuedAt: c.issuedAt.toISOString(),
        verifyUrl: this.certificates.verifyUrl(c.code),
      })),
    };
  }
}

@ApiTags('certificates-admin')
@Controller('admin/certificates')
@Auth('admin')
export class CertificatesAdminController {
  constructor(private readonly certificates: Certificates) {}

  @Get()
  @ApiOperation({ summary: 'Every certificate, newest first (admin)' })
  @ApiOkResponse({ type: AdminCertificateListResponse })
  async listCertificates(@Query() query: AdminCertificatesQuery): Promise<AdminCertificateListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const result = await this.certificates.page(page, pageSize);
    return {
      items: result.items.map((c) => ({ ...CertificatesController.view(c, this.certificates), userId: c.userId })),
      total: result.total,
      page,
      pageSize,
    };
  }

  @Post(':code/revoke')
  @HttpCode(200)
  @ApiParam(CODE)
  @ApiOperation({
    summary:
      'Revoke a certificate with a reason: verification shows it, and the status list marks the credential revoked',
  })
  @ApiOkResponse({ type: CertificateResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'CERTIFICATE_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'CERTIFICATE_ALREADY_REVOKED' })
  async revokeCertificate(@Param('code') code: string, @Body() body: RevokeBody): Promise<CertificateResponse> {
    return CertificatesController.view(await this.certificates.revoke(code, body.reason.trim()), this.certificates);
  }
}

/** The JWKS at the well-known address (outside /api: see configure-http). */
@ApiTags('certificates')
@Controller('.well-known')
export class WellKnownController {
  constructor(private readonly certificates: Certificates) {}

  @Get('jwks.json')
  @Public()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The public keys that sign DevPath certificates (JWKS)' })
  @ApiOkResponse({ type: JwksResponse })
  getWellKnownKeys(): Promise<JwksResponse> {
    return this.certificates.jwks();
  }
}
