import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  canonicalUrl,
  publicUrlProblem,
  SUGGESTIONS_PER_DAY,
  type Category,
  type Resource,
  type ResourceFields,
} from '../domain/resource.js';
import { ResourcesRepository, type ResourceQuery } from '../domain/resources.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/** The catalog readers see, learners' suggestions, and the moderators' review of them. */
@Injectable()
export class Resources {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly em: EntityManager,
  ) {}

  async list(
    query: ResourceQuery,
  ): Promise<{ items: Resource[]; total: number; categories: Partial<Record<Category, number>> }> {
    const [page, categories] = await Promise.all([this.resources.approved(query), this.resources.categoryCounts()]);
    return { ...page, categories };
  }

  /** A learner suggests a resource: a public https address not listed yet, a few a day. */
  async suggest(userId: number, fields: ResourceFields, now = new Date()): Promise<Resource> {
    const problem = publicUrlProblem(fields.url);
    if (problem)
      throw new DomainError(
        'invalid',
        'RESOURCE_URL_INVALID',
        `The address is ${problem}: give the https address of a public page.`,
      );
    const canonical = canonicalUrl(fields.url);
    return this.em.transactional(async () => {
      await this.resources.lockSuggestionsOf(userId);
      if ((await this.resources.suggestionsSince(userId, new Date(now.getTime() - DAY_MS))) >= SUGGESTIONS_PER_DAY) {
        throw new DomainError(
          'rate_limited',
          'SUGGESTIONS_RATE_LIMITED',
          `You can suggest ${SUGGESTIONS_PER_DAY} resources a day; thank you, and come back tomorrow.`,
        );
      }
      const known = await this.resources.byCanonicalUrl(canonical);
      const inserted = known ? null : await this.resources.insertSuggestion(fields, canonical, userId);
      if (!inserted) {
        const status = known?.status ?? 'pending';
        throw new DomainError(
          'conflict',
          'RESOURCE_EXISTS',
          status === 'approved' ? 'This resource is listed already.' : 'This resource was suggested already.',
        );
      }
      return inserted;
    });
  }

  mySuggestions(userId: number): Promise<Resource[]> {
    return this.resources.suggestionsOf(userId);
  }

  queue(): Promise<Resource[]> {
    return this.resources.pending();
  }

  /** Approve (optionally correcting the fields; the address stays) or reject with a note the learner sees. */
  async review(
    id: number,
    decision: 'approve' | 'reject',
    note: string | null,
    reviewerId: number,
    corrections?: Omit<ResourceFields, 'url'>,
  ): Promise<Resource> {
    const current = await this.resources.byId(id);
    if (!current) throw new DomainError('not_found', 'RESOURCE_NOT_FOUND', 'There is no such resource.');
    if (decision === 'reject' && !note)
      throw new DomainError(
        'invalid',
        'REVIEW_NOTE_REQUIRED',
        'Say why the suggestion is declined: the learner reads it.',
      );
    const fields = corrections ? { ...corrections, url: current.url } : undefined;
    if (
      !(await this.resources.review(id, decision === 'approve' ? 'approved' : 'rejected', note, reviewerId, fields))
    ) {
      throw new DomainError('conflict', 'ALREADY_REVIEWED', 'This suggestion was reviewed already.');
    }
    return (await this.resources.byId(id))!;
  }
}
