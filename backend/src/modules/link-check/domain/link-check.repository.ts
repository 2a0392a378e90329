import type { LinkCheckResult, LinkOutcome } from './link-check.js';

export interface LinkCheckQuery {
  outcomes: readonly LinkOutcome[];
  page: number;
  pageSize: number;
}

/** The latest result per address (persistence port; the adapter lives in infrastructure/persistence). */
export abstract class LinkCheckRepository {
  /**
   * Replaces the stored results with this check's, set-based: one upsert of the batch, one delete
   * of the addresses no longer used. Joins the caller's transaction (the job's).
   */
  abstract replaceAll(results: readonly LinkCheckResult[]): Promise<void>;
  /** Results with these outcomes, newest check first. */
  abstract page(query: LinkCheckQuery): Promise<{ items: LinkCheckResult[]; total: number }>;
  /** When the latest stored check ran, and how many addresses it holds per outcome. */
  abstract summary(): Promise<{ lastCheckedAt: Date | null; counts: Record<LinkOutcome, number> }>;
}
