import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JWK } from 'jose';
import { sql } from 'kysely';

/**
 * jose is loaded on first use: firebase-admin require()s it as well, and a static ESM import of
 * the same package in one module graph is a require cycle under Jest's ESM runtime.
 */
const jose = () => import('jose');
import { AppConfig } from '../../../platform/config/app-config.js';
import { typedSql } from '../../../platform/database/typed-sql.js';
import { CredentialSigner } from '../domain/certificate.repository.js';
import type { CertificatesDb } from './persistence/certificates-db.js';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/**
 * Ed25519 keys for the credentials. In production the key comes from CREDENTIAL_SIGNING_KEY
 * (PKCS#8 PEM or a private JWK); elsewhere one is generated on first use and kept in
 * credential_keys (the local data). Every key ever used stays in the published JWKS; a new
 * configured key retires the previous ones, so certificates signed with them still verify.
 * The key id is the key's RFC 7638 thumbprint.
 */
@Injectable()
export class JoseCredentialSigner extends CredentialSigner {
  private current?: Promise<SigningKey>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {
    super();
  }

  private configuredKey(text: string): KeyObject {
    const trimmed = text.trim();
    const key = trimmed.startsWith('{')
      ? createPrivateKey({ key: JSON.parse(trimmed) as JWK & { kty: string }, format: 'jwk' })
      : createPrivateKey(trimmed.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key');
    return key;
  }

  private async load(): Promise<SigningKey> {
    const { calculateJwkThumbprint, exportJWK } = await jose();
    return this.em.fork().transactional(async (em) => {
      const db = typedSql<CertificatesDb>(em);
      // Two instances starting together agree on one key.
      await db
        .selectNoFrom((eb) => eb.fn<void>('pg_advisory_xact_lock', [sql`hashtext('credential-keys')`]).as('locked'))
        .execute();
      if (this.config.credentialSigningKey) {
        const privateKey = this.configuredKey(this.config.credentialSigningKey);
        const publicJwk = await exportJWK(createPublicKey(privateKey));
        const kid = await calculateJwkThumbprint(publicJwk);
        await db
          .insertInto('credential_keys')
          .values({
            kid,
            public_jwk: JSON.stringify({ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }),
            private_jwk: null,
          })
          .onConflict((oc) => oc.column('kid').doUpdateSet({ retired_at: null }))
          .execute();
        await db
          .updateTable('credential_keys')
          .set({ retired_at: sql`now()` })
          .where('kid', '<>', kid)
          .where('retired_at', 'is', null)
          .execute();
        return { kid, privateKey };
      }
      const stored = await db
        .selectFrom('credential_keys')
        .select(['kid', 'private_jwk'])
        .where('private_jwk', 'is not', null)
        .where('retired_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (stored)
        return {
          kid: stored.kid,
          privateKey: createPrivateKey({ key: stored.private_jwk as unknown as JWK & { kty: string }, format: 'jwk' }),
        };
      const pair = generateKeyPairSync('ed25519');
      const publicJwk = await exportJWK(pair.publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await db
        .insertInto('credential_keys')
        .values({
          kid,
          public_jwk: JSON.stringify({ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }),
          private_jwk: JSON.stringify(await exportJWK(pair.privateKey)),
        })
        .execute();
      return { kid, privateKey: pair.privateKey };
    });
  }

  private key(): Promise<SigningKey> {
    this.current ??= this.load().catch((error) => {
      this.current = undefined;
      throw error;
    });
    return this.current;
  }

  async sign(payload: Record<string, unknown>, type: string): Promise<{ jwt: string; kid: string }> {
    const { kid, privateKey } = await this.key();
    const { SignJWT } = await jose();
    const jwt = await new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: type, kid }).sign(privateKey);
    return { jwt, kid };
  }

  async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
    await this.key();
    const rows = await typedSql<CertificatesDb>(this.em)
      .selectFrom('credential_keys')
      .select('public_jwk')
      .orderBy('created_at')
      .execute();
    return { keys: rows.map((r) => r.public_jwk as Record<string, unknown>) };
  }
}
