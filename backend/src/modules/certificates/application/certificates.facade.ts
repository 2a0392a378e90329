import { Injectable } from '@nestjs/common';
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

  async ofHolder(userId: number): Promise<CertificateView[]> {
    return (await this.certificates.mine(userId)).map((c) => ({
      code: c.code,
      roadmapTitle: c.roadmapTitle,
      issuedAt: c.issuedAt,
      verifyUrl: this.certificates.verifyUrl(c.code),
      revoked: c.revokedAt !== null,
    }));
  }
}
