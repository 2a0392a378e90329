import type { SessionCore } from '../core';
import type { IdentityLink } from '../identity';

/** What every flow works on: the session's core and the identity provider's link. */
export interface SessionParts {
  core: SessionCore;
  identity: IdentityLink;
}
