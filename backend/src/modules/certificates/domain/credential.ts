import { createHash } from 'node:crypto';

/**
 * The Open Badges 3.0 credential of a certificate (a W3C Verifiable Credential, Data Model 2.0),
 * and the registered JWT claims that must match it when it is secured as a VC-JWT
 * (1EdTech OB 3.0 §8.2: iss = issuer.id, sub = credentialSubject.id, nbf = validFrom,
 * jti = id, exp = validUntil).
 */
export const CREDENTIAL_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;
export const VALID_YEARS = 5;

export interface CertificateFacts {
  id: string;
  code: string;
  roadmapSlug: string;
  roadmapTitle: string;
  holderName: string;
  scorePercent: number;
  issuedAt: Date;
  validUntil: Date;
  statusIndex: number;
}

export interface Urls {
  /** The site's origin, e.g. https://devpath.example (the issuer's id and url). */
  site: string;
  statusList: string;
}

/** A stable, non-identifying subject id: derived from the certificate, never the learner's email or user id. */
export function holderId(certificateId: string): string {
  const hex = createHash('sha256').update(`devpath-holder:${certificateId}`).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function validUntil(issuedAt: Date): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + VALID_YEARS);
  return until;
}

export function openBadgeCredential(c: CertificateFacts, urls: Urls) {
  return {
    '@context': [...CREDENTIAL_CONTEXT],
    id: `urn:uuid:${c.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${c.roadmapTitle} certificate`,
    issuer: { id: urls.site, type: ['Profile'], name: 'DevPath', url: urls.site },
    validFrom: c.issuedAt.toISOString(),
    validUntil: c.validUntil.toISOString(),
    credentialSubject: {
      id: holderId(c.id),
      type: ['AchievementSubject'],
      achievement: {
        id: `${urls.site}/roadmap/${c.roadmapSlug}#certificate`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: c.roadmapTitle,
        description: `Completed the DevPath ${c.roadmapTitle} roadmap and passed its exam.`,
        criteria: {
          narrative: `Finish at least 80 % of the ${c.roadmapTitle} roadmap's modules, then pass its timed exam (20 questions drawn at random, 70 % to pass).`,
        },
      },
      result: [{ type: ['Result'], value: `${c.scorePercent}%` }],
    },
    credentialStatus: {
      id: `${urls.statusList}#${c.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(c.statusIndex),
      statusListCredential: urls.statusList,
    },
    evidence: [{ id: `${urls.site}/verify-certificate/${c.code}`, type: ['Evidence'], name: `Certificate ${c.code}` }],
  };
}

/** The JWT payload: the credential itself plus the registered claims it must agree with. */
export function jwtPayloadOf(credential: {
  id: string;
  issuer: { id: string } | string;
  validFrom: string;
  validUntil?: string;
  credentialSubject: { id: string };
}) {
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  return {
    ...credential,
    iss: typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id,
    sub: credential.credentialSubject.id,
    jti: credential.id,
    nbf: seconds(credential.validFrom),
    ...(credential.validUntil ? { exp: seconds(credential.validUntil) } : {}),
  };
}
