/**
 * The kinds of failure a use case can report. The HTTP layer maps each kind to one
 * status code; domain code never speaks HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

/** A rule broken in the domain, with a stable machine-readable code (e.g. CERTIFICATE_NOT_FOUND). */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
