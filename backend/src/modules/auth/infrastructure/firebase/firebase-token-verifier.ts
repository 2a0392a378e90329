import { Injectable, Logger } from '@nestjs/common';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { IdentityTokenVerifier, type IdentityClaims } from '../../application/auth.port.js';
import { VerifiedTokenCache } from '../security/verified-token-cache.js';
import { FirebaseAdmin } from './firebase-admin.js';

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST (local and
 * tests only; the configuration refuses it in production) firebase-admin accepts the
 * emulator's unsigned tokens; otherwise it checks Google's signatures, issuer and audience.
 */
@Injectable()
export class FirebaseTokenVerifier extends IdentityTokenVerifier {
  private readonly logger = new Logger('Firebase');
  /** Tokens firebase-admin accepted, until they expire (it checks no revocation: see verify). */
  private readonly verified = new VerifiedTokenCache<IdentityClaims>();
  readonly enabled: boolean;

  constructor(private readonly firebase: FirebaseAdmin) {
    super();
    this.enabled = !!firebase.auth;
  }

  /**
   * The claims of a valid ID token. verifyIdToken (without checkRevoked) depends only on the
   * token and Google's public keys, so an accepted token stays accepted until it expires and
   * is answered from memory meanwhile; the account it names is looked up on every request.
   *
   * The emulator's tokens are unsigned, so anyone can write any claims into one: in emulator
   * mode only the uid is taken from the token (firebase-admin has checked that the emulator
   * knows it), and everything else from the emulator's own record of that user.
   */
  async verify(idToken: string): Promise<IdentityClaims | null> {
    const auth = this.firebase.auth;
    if (!auth) return null;
    const known = this.verified.get(idToken);
    if (known) return known;
    try {
      const decoded = await auth.verifyIdToken(idToken);
      const claims = Object.freeze({
        ...(this.firebase.emulated ? claimsOfRecord(await auth.getUser(decoded.uid)) : claimsOfToken(decoded)),
        authTime: decoded.auth_time,
      });
      this.verified.remember(idToken, claims, decoded.exp);
      return claims;
    } catch (error) {
      this.logger.debug(`rejected an identity token: ${(error as Error).message}`);
      return null;
    }
  }
}

/** What a signed (Google-issued) ID token says. */
function claimsOfToken(decoded: DecodedIdToken): Omit<IdentityClaims, 'authTime'> {
  const provider = decoded.firebase?.sign_in_provider;
  return {
    uid: decoded.uid,
    email: decoded.email,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    picture: decoded.picture,
    signInProvider: provider,
    providers: provider ? [provider] : [],
  };
}

/** What the emulator's record of a user says (its tokens are unsigned, so they prove only the uid). */
function claimsOfRecord(user: UserRecord): Omit<IdentityClaims, 'authTime'> {
  const providers = user.providerData.map((info) => info.providerId);
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.displayName,
    picture: user.photoURL,
    signInProvider: providers.includes('google.com') ? 'google.com' : providers[0],
    providers,
  };
}
