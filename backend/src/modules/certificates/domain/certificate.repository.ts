export interface Certificate {
  id: string;
  code: string;
  userId: number | null;
  roadmapSlug: string;
  roadmapTitle: string;
  holderName: string | null;
  scorePercent: number;
  issuedAt: Date;
  validUntil: Date;
  statusIndex: number;
  revokedAt: Date | null;
  revokedReason: string | null;
  kid: string;
  credentialJwt: string;
}

export abstract class CertificateRepository {
  abstract byCode(code: string): Promise<Certificate | null>;
  abstract byHolder(userId: number, roadmapSlug: string): Promise<Certificate | null>;
  abstract ofHolder(userId: number): Promise<Certificate[]>;
  abstract page(page: number, pageSize: number): Promise<{ items: Certificate[]; total: number }>;
  abstract nextStatusIndex(): Promise<number>;
  /** Inserts unless the holder has this roadmap's certificate (or the code is taken): false then. */
  abstract insert(certificate: Certificate): Promise<boolean>;
  abstract revoke(code: string, reason: string, at: Date): Promise<Certificate | null>;
  abstract revokedIndexes(): Promise<number[]>;
  /** An account is deleted: its certificates are revoked and the holder's name removed. */
  abstract forgetHolder(userId: number, reason: string, at: Date): Promise<void>;
}

/** Signs credentials with the current key and publishes the public keys. */
export abstract class CredentialSigner {
  /** A compact JWS (EdDSA, Ed25519) of the payload, with the key id in its header. */
  abstract sign(payload: Record<string, unknown>, type: string): Promise<{ jwt: string; kid: string }>;
  /** Every public key, the retired ones included (so older credentials keep verifying). */
  abstract jwks(): Promise<{ keys: Record<string, unknown>[] }>;
}
