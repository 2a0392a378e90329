/**
 * An Ed25519 key for the certificate credentials of production-mode tests: test-only, signs
 * nothing anyone relies on (the same as scripts/lib/test-credential-key.mjs).
 */
export const TEST_CREDENTIAL_SIGNING_KEY =
  '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIPzt0bJmzsV6lo4SzEWDhpBoyzoE8jyVqZRB37VDgMXm\n-----END PRIVATE KEY-----\n';
