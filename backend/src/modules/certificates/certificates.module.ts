import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { Certificates } from './application/certificates.js';
import { CertificatesFacade } from './application/certificates.facade.js';
import { CertificateEventHandlers } from './application/on-exam-and-user-events.handler.js';
import { CertificateRepository, CredentialSigner } from './domain/certificate.repository.js';
import {
  CertificatesAdminController,
  CertificatesController,
  ProfileCertificatesController,
  WellKnownController,
} from './infrastructure/http/certificates.controller.js';
import { JoseCredentialSigner } from './infrastructure/jose-credential-signer.js';
import { SqlCertificateRepository } from './infrastructure/persistence/sql-certificate.repository.js';

/** Certificates: issued on `exam.passed`, verifiable by code and as signed Open Badges 3.0 credentials. */
@Module({
  imports: [UsersModule],
  controllers: [
    CertificatesController,
    CertificatesAdminController,
    ProfileCertificatesController,
    WellKnownController,
  ],
  providers: [
    Certificates,
    CertificatesFacade,
    CertificateEventHandlers,
    { provide: CertificateRepository, useClass: SqlCertificateRepository },
    { provide: CredentialSigner, useClass: JoseCredentialSigner },
  ],
  exports: [CertificatesFacade],
})
export class CertificatesModule {}
