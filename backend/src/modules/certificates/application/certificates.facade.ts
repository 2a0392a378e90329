import { Injectable } from '@nestjs/common';
import type { Certificate } from '../domain/certificate.repository.js';
import { Certificates } from './certificates.js';

export interface CertificateView {
  code: string;
  roadmapTitle: string;
  issuedAt: Date;
  verifyUrl: string;
  revoked: boolean;
}

/** What other modules may ask of certificates: a learner's certificates with their public verification address. */
@Injectable()
export class CertificatesFacade {
  constructor(private readonly certificates: Certificates) {}

  /** The learner's certificate of one roadmap (by its slug), if they hold one. */
  async ofRoadmap(userId: number, roadmapSlug: string): Promise<CertificateView | null> {
    const c = await this.certificates.ofRoadmap(userId, roadmapSlug);
    return c && this.view(c);
  }

  private view(c: Certificate): CertificateView {
    return {
      code: c.code,
      roadmapTitle: c.roadmapTitle,
      issuedAt: c.issuedAt,
      verifyUrl: this.certificates.verifyUrl(c.code),
      revoked: c.revokedAt !== null,
    };
  }

  async ofHolder(userId: number): Promise<CertificateView[]> {
    return (await this.certificates.mine(userId)).map((c) => this.view(c));
  }
}
