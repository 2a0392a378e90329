/**
 * An Ed25519 key for the certificate credentials of production-mode test runs (bench, resilience,
 * e2e): test-only, signs nothing anyone relies on. Production gets its own from CREDENTIAL_SIGNING_KEY.
 */
export const TEST_CREDENTIAL_SIGNING_KEY =
  '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIPzt0bJmzsV6lo4SzEWDhpBoyzoE8jyVqZRB37VDgMXm\n-----END PRIVATE KEY-----\n';
