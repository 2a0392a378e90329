import { generateKeyPairSync } from 'node:crypto';

/** A throwaway Ed25519 key for the production checks (certificates are signed with one). */
const TEST_CREDENTIAL_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
import { ConfigurationError, loadEnvironment } from './environment.js';

describe('loadEnvironment', () => {
  it('starts with nothing set, using the documented defaults', () => {
    const env = loadEnvironment({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      EMBEDDED_PG_DIR: '.data/postgres',
      SPA_DIST_DIR: 'frontend/dist',
      SERVE_SPA: true,
      MIGRATE_ON_START: true,
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and booleans from strings', () => {
    const env = loadEnvironment({ PORT: '8080', SERVE_SPA: 'false', SEED_DEMO: 'no', RATE_LIMIT: '5' });
    expect(env.PORT).toBe(8080);
    expect(env.SERVE_SPA).toBe(false);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.RATE_LIMIT).toBe(5);
  });

  it('reads the variables without a default too: JUDGE_CONCURRENCY=0 leaves judging to judge workers', () => {
    expect(loadEnvironment({}).JUDGE_CONCURRENCY).toBeUndefined();
    expect(loadEnvironment({ JUDGE_CONCURRENCY: '0' }).JUDGE_CONCURRENCY).toBe(0);
    expect(loadEnvironment({ JUDGE_CONCURRENCY: '3' }).JUDGE_CONCURRENCY).toBe(3);
    expect(() => loadEnvironment({ JUDGE_CONCURRENCY: '-1' })).toThrow(ConfigurationError);
    expect(loadEnvironment({}).JUDGE_CALIBRATE).toBe(true);
    expect(loadEnvironment({ JUDGE_CALIBRATE: 'false' }).JUDGE_CALIBRATE).toBe(false);
    expect(loadEnvironment({ JUDGE_CALIBRATE: 'no' }).JUDGE_CALIBRATE).toBe(false);
    expect(loadEnvironment({ REDIS_URL: 'redis://127.0.0.1:6379', APP_URL: 'https://devpath.example' })).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_URL: 'https://devpath.example',
    });
  });

  it('refuses to boot naming every bad variable and its value', () => {
    let error: unknown;
    try {
      loadEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/"eighty"/);
    expect(message).toMatch(/DATABASE_URL must be a postgres/);
    expect(message).toMatch(/NODE_ENV/);
  });

  it('requires CSRF and JWT secrets in production and turns the demo seed off there', () => {
    expect(() => loadEnvironment({ NODE_ENV: 'production' })).toThrow(
      /CSRF_SECRET is required[\s\S]*JWT_SECRET is required[\s\S]*CREDENTIAL_SIGNING_KEY is required/,
    );
    const env = loadEnvironment({
      NODE_ENV: 'production',
      CSRF_SECRET: 'x'.repeat(32),
      JWT_SECRET: 'y'.repeat(32),
      CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
    });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('takes Stripe only with both of its variables, each in its own format', () => {
    const both = loadEnvironment({
      STRIPE_SECRET_KEY: 'sk_test_51Habcdefghijklmnop',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop',
    });
    expect(both.STRIPE_SECRET_KEY).toBe('sk_test_51Habcdefghijklmnop');
    expect(loadEnvironment({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadEnvironment({ STRIPE_SECRET_KEY: 'sk_test_51Habcdefghijklmnop' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    expect(() =>
      loadEnvironment({
        STRIPE_SECRET_KEY: 'pk_test_publishablekey0000',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop',
      }),
    ).toThrow(/must be a Stripe secret key/);
    expect(() =>
      loadEnvironment({ STRIPE_SECRET_KEY: 'sk_test_51Habcdefghijklmnop', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/webhook signing secret/);
  });

  it('never accepts the Firebase emulator in production, nor with a real project', () => {
    const secrets = {
      CSRF_SECRET: 'x'.repeat(32),
      JWT_SECRET: 'y'.repeat(32),
      CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
    };
    expect(() =>
      loadEnvironment({
        NODE_ENV: 'production',
        ...secrets,
        FIREBASE_PROJECT_ID: 'demo-devpath',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production/);
    expect(() =>
      loadEnvironment({ FIREBASE_PROJECT_ID: 'my-real-app', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/demo-\*/);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and on every interface by default only in production', () => {
    expect(loadEnvironment({}).HOST).toBe('127.0.0.1');
    expect(loadEnvironment({ NODE_ENV: 'test', HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnvironment({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const secrets = {
      CSRF_SECRET: 'x'.repeat(32),
      JWT_SECRET: 'y'.repeat(32),
      CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
    };
    expect(loadEnvironment({ NODE_ENV: 'production', ...secrets }).HOST).toBe('0.0.0.0');
  });

  it('treats an empty DATABASE_URL as unset (embedded PostgreSQL)', () => {
    expect(loadEnvironment({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
