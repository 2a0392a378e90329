import { signPayload, verifySignature } from './webhook-signature.js';

const secret = Buffer.from('a-secret-of-the-test-provider');
const body = '{"id":"evt_1","type":"payment.succeeded"}';

describe('webhook signatures', () => {
  it('accepts its own signature over the exact bytes within five minutes', () => {
    expect(verifySignature(secret, body, signPayload(secret, body, 1_000), 1_100)).toBe('valid');
    expect(verifySignature(secret, Buffer.from(body), signPayload(secret, body, 1_000), 1_299)).toBe('valid');
  });

  it('refuses a missing, malformed, tampered, foreign or stale signature', () => {
    expect(verifySignature(secret, body, undefined, 1_000)).toBe('missing');
    expect(verifySignature(secret, body, 'garbage', 1_000)).toBe('malformed');
    expect(verifySignature(secret, body, 't=1000', 1_000)).toBe('malformed');
    expect(verifySignature(secret, `${body} `, signPayload(secret, body, 1_000), 1_000)).toBe('mismatch');
    expect(verifySignature(secret, body, signPayload(Buffer.from('other'), body, 1_000), 1_000)).toBe('mismatch');
    expect(verifySignature(secret, body, signPayload(secret, body, 1_000), 1_301)).toBe('expired');
    expect(verifySignature(secret, body, signPayload(secret, body, 1_000).replace(/v1=../, 'v1=zz'), 1_000)).toBe(
      'mismatch',
    );
  });
});
