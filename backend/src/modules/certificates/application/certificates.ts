import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { RowCache } from '../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import type { EventMap } from '../../../platform/events/event-map.js';
import { newCertificateCode, parseCertificateCode } from '../domain/certificate-code.js';
import { CertificateRepository, CredentialSigner, type Certificate } from '../domain/certificate.repository.js';
import { jwtPayloadOf, openBadgeCredential, validUntil } from '../domain/credential.js';
import { encodeStatusList } from '../domain/status-list.js';

/** The event a certificate is issued on, by its name (not by importing exams, which reads certificates back). */
type ExamPassed = EventMap['exam.passed'];

export const notFound = () => new DomainError('not_found', 'CERTIFICATE_NOT_FOUND', 'No certificate has this code.');

/** The statement every verification shows of a revoked account's certificate. */
export const ACCOUNT_DELETED = 'The holder deleted their account.';

/**
 * Certificates: issued once per learner and roadmap when `exam.passed` arrives, verified by code
 * (by people) or by the signed credential (by machines, without us), revoked by admins.
 */
@Injectable()
export class Certificates {
  /** Verification by code is public and read far more than written: cached, evicted by any change to the row on any instance. */
  private readonly verified: RowCache<{ certificate: Certificate }>;

  constructor(
    private readonly certificates: CertificateRepository,
    private readonly signer: CredentialSigner,
    private readonly users: UsersFacade,
    private readonly config: AppConfig,
    private readonly feed: RowChangeFeed,
  ) {
    this.verified = new RowCache(feed, { tables: ['certificates'], max: 20_000, ttlMs: config.cacheTtlMs });
  }

  /** A certificate by what someone typed, for verification (cached); 404 for anything that is not an issued code. */
  async verify(input: string): Promise<Certificate> {
    const code = parseCertificateCode(input);
    const value = code
      ? await this.verified.get(
          code,
          (v) => [`certificates:${v.certificate.id}`],
          async () => {
            const certificate = await this.certificates.byCode(code);
            return certificate ? { certificate } : null;
          },
        )
      : null;
    if (!value) throw notFound();
    return value.certificate;
  }

  get site(): string {
    return this.config.mail.appUrl;
  }

  get statusListUrl(): string {
    return `${this.site}/api/certificates/status/revocation`;
  }

  verifyUrl(code: string): string {
    return `${this.site}/verify-certificate/${code}`;
  }

  /** Issues the roadmap's certificate unless the learner has it; null when the learner is gone. */
  async issue(event: ExamPassed): Promise<Certificate | null> {
    const existing = await this.certificates.byHolder(event.userId, event.roadmapSlug);
    if (existing) return existing;
    const user = await this.users.findAccount(event.userId);
    if (!user) return null;
    const holderName = (user.fullName?.trim() || user.username).slice(0, 200);
    const issuedAt = new Date(event.passedAt);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const facts = {
        id: randomUUID(),
        code: newCertificateCode(),
        roadmapSlug: event.roadmapSlug,
        roadmapTitle: event.roadmapTitle,
        holderName,
        scorePercent: event.scorePercent,
        issuedAt,
        validUntil: validUntil(issuedAt),
        statusIndex: await this.certificates.nextStatusIndex(),
      };
      const credential = openBadgeCredential(facts, { site: this.site, statusList: this.statusListUrl });
      const { jwt, kid } = await this.signer.sign(jwtPayloadOf(credential), 'vc+jwt');
      const certificate: Certificate = {
        ...facts,
        userId: event.userId,
        revokedAt: null,
        revokedReason: null,
        kid,
        credentialJwt: jwt,
      };
      if (await this.certificates.insert(certificate)) return certificate;
      const raced = await this.certificates.byHolder(event.userId, event.roadmapSlug);
      if (raced) return raced;
      // Otherwise the code was taken (one in 2^60): draw another.
    }
    throw new Error('could not find a free certificate code');
  }

  async byCode(input: string): Promise<Certificate> {
    const code = parseCertificateCode(input);
    const certificate = code ? await this.certificates.byCode(code) : null;
    if (!certificate) throw notFound();
    return certificate;
  }

  /** The learner's certificate of this roadmap, if any. */
  ofRoadmap(userId: number, roadmapSlug: string): Promise<Certificate | null> {
    return this.certificates.byHolder(userId, roadmapSlug);
  }

  mine(userId: number): Promise<Certificate[]> {
    return this.certificates.ofHolder(userId);
  }

  /** A public profile's valid certificates, newest first: only when its owner shows their certificates. */
  async shownOnProfile(handle: string): Promise<Certificate[]> {
    const user = await this.users.profileOwner(handle);
    if (!user.privacy.showCertificates)
      throw new DomainError('not_found', 'CERTIFICATES_HIDDEN', 'This learner does not show their certificates.');
    return (await this.certificates.ofHolder(user.id)).filter((c) => c.revokedAt === null);
  }

  page(page: number, pageSize: number) {
    return this.certificates.page(page, pageSize);
  }

  async revoke(input: string, reason: string, now = new Date()): Promise<Certificate> {
    const certificate = await this.byCode(input);
    if (certificate.revokedAt)
      throw new DomainError(
        'conflict',
        'CERTIFICATE_ALREADY_REVOKED',
        `This certificate was revoked on ${certificate.revokedAt.toISOString()}.`,
      );
    const revoked = (await this.certificates.revoke(certificate.code, reason, now))!;
    this.feed.announce('certificates', [revoked.id]);
    return revoked;
  }

  async forgetHolder(userId: number, now = new Date()): Promise<void> {
    await this.certificates.forgetHolder(userId, ACCOUNT_DELETED, now);
    this.feed.announce('certificates', null);
  }

  /** The revocation list as a signed BitstringStatusListCredential (VC-JWT). */
  async statusList(now = new Date()): Promise<string> {
    const credential = {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: this.statusListUrl,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: { id: this.site, type: ['Profile'], name: 'DevPath' },
      validFrom: now.toISOString(),
      credentialSubject: {
        id: `${this.statusListUrl}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: encodeStatusList(await this.certificates.revokedIndexes()),
      },
    };
    return (await this.signer.sign(jwtPayloadOf(credential), 'vc+jwt')).jwt;
  }

  jwks() {
    return this.signer.jwks();
  }
}
