import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JWK } from 'jose';

/**
 * jose is loaded on first use: firebase-admin require()s it as well, and a static ESM import of
 * the same package in one module graph is a require cycle under Jest's ESM runtime.
 */
const jose = () => import('jose');
import { AppConfig } from '../../../platform/config/app-config.js';
import { CredentialSigner } from '../domain/certificate.repository.js';

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
      // Two instances starting together agree on one key.
      await em.execute(`select pg_advisory_xact_lock(hashtext('credential-keys'))`);
      if (this.config.credentialSigningKey) {
        const privateKey = this.configuredKey(this.config.credentialSigningKey);
        const publicJwk = await exportJWK(createPublicKey(privateKey));
        const kid = await calculateJwkThumbprint(publicJwk);
        await em.execute(
          `insert into credential_keys (kid, public_jwk, private_jwk) values (?, ?::jsonb, null) on conflict (kid) do update set retired_at = null`,
          [kid, JSON.stringify({ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' })],
        );
        await em.execute(`update credential_keys set retired_at = now() where kid <> ? and retired_at is null`, [kid]);
        return { kid, privateKey };
      }
      const [stored] = await em.execute<{ kid: string; private_jwk: JWK }[]>(
        `select kid, private_jwk from credential_keys where private_jwk is not null and retired_at is null order by created_at desc limit 1`,
      );
      if (stored)
        return {
          kid: stored.kid,
          privateKey: createPrivateKey({ key: stored.private_jwk as JWK & { kty: string }, format: 'jwk' }),
        };
      const pair = generateKeyPairSync('ed25519');
      const publicJwk = await exportJWK(pair.publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await em.execute(`insert into credential_keys (kid, public_jwk, private_jwk) values (?, ?::jsonb, ?::jsonb)`, [
        kid,
        JSON.stringify({ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }),
        JSON.stringify(await exportJWK(pair.privateKey)),
      ]);
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
    const rows = await this.em.execute<{ public_jwk: Record<string, unknown> }[]>(
      `select public_jwk from credential_keys order by created_at`,
    );
    return { keys: rows.map((r) => r.public_jwk) };
  }
}
