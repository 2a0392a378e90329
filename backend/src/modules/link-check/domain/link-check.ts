import type { ExternalLinkView, LinkUse } from '../../../platform/links/external-links.js';

/**
 * What a link answered at its last check: `ok` (2xx, a temporary redirect, or any other answer
 * that is not an error), `moved` (301/308: the link should point to its new address), `broken`
 * (4xx/5xx), `unreachable` (no answer: timeout, DNS, TLS, refused) or `blocked` (never requested:
 * not https, or a host that is not public).
 */
export const LINK_OUTCOMES = ['ok', 'moved', 'broken', 'unreachable', 'blocked'] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

/** The outcomes staff have to act on: every one but `ok`. */
export const DEAD_OUTCOMES: readonly LinkOutcome[] = LINK_OUTCOMES.filter((o) => o !== 'ok');

/** One request's verdict. */
export interface LinkProbe {
  outcome: LinkOutcome;
  /** The HTTP status, when there was an answer. */
  status: number | null;
  /** Where a moved link now points (absolute). */
  location: string | null;
  /** Why there was no usable answer (unreachable, blocked). */
  reason: string | null;
  checkedAt: Date;
}

/** The latest check of one address, with every place that uses it. */
export interface LinkCheckResult extends LinkProbe {
  url: string;
  usedIn: LinkUse[];
}

/** The places each address is used, each place once, addresses in first-seen order. */
export function usesByUrl(links: readonly ExternalLinkView[]): Map<string, LinkUse[]> {
  const byUrl = new Map<string, LinkUse[]>();
  for (const { url, usedIn } of links) {
    const uses = byUrl.get(url) ?? [];
    if (!uses.some((u) => u.kind === usedIn.kind && u.key === usedIn.key)) uses.push(usedIn);
    byUrl.set(url, uses);
  }
  return byUrl;
}

/** What an answer's status means (HEAD's 405/501 are asked again with GET before this). */
export function outcomeOfStatus(status: number): Extract<LinkOutcome, 'ok' | 'moved' | 'broken'> {
  if (status === 301 || status === 308) return 'moved';
  if (status >= 400) return 'broken';
  return 'ok';
}
