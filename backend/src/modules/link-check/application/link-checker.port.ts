import type { LinkProbe } from '../domain/link-check.js';

/**
 * Requests external addresses (the adapter: infrastructure/probes): each once, a few at a time,
 * with a short timeout, never following redirects and never reading a body, and only public
 * https hosts unless the configuration allows local ones (tests).
 */
export abstract class LinkChecker {
  abstract check(urls: readonly string[]): Promise<Map<string, LinkProbe>>;
}
