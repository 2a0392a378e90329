import { Injectable } from '@nestjs/common';
import { BlogFacade } from '../../blog/index.js';
import { ResourcesFacade } from '../../resources/index.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';
import type { ExternalLinkView } from '../../../platform/links/external-links.js';
import { DEAD_OUTCOMES, type LinkCheckResult, type LinkOutcome, usesByUrl } from '../domain/link-check.js';
import { LinkCheckRepository } from '../domain/link-check.repository.js';
import { LinkChecker } from './link-checker.port.js';

/** The link check: every external link of lessons, free resources and blog posts, requested and stored. */
@Injectable()
export class LinkChecks {
  constructor(
    private readonly roadmaps: RoadmapsFacade,
    private readonly resources: ResourcesFacade,
    private readonly blog: BlogFacade,
    private readonly checker: LinkChecker,
    private readonly results: LinkCheckRepository,
  ) {}

  /** The links in use now, read through each owner's facade (one query each). */
  async linksInUse(now: Date): Promise<ExternalLinkView[]> {
    // One after another: inside the job they share its transaction's connection.
    const lessons = await this.roadmaps.externalLinks();
    const resources = await this.resources.externalLinks();
    const posts = await this.blog.externalLinks(now);
    return [...lessons, ...resources, ...posts];
  }

  /** Checks every link in use and replaces the stored results (the job's work, in its transaction). */
  async refresh(now: Date): Promise<{ checked: number; dead: number }> {
    const uses = usesByUrl(await this.linksInUse(now));
    const probes = await this.checker.check([...uses.keys()]);
    const results: LinkCheckResult[] = [...uses].map(([url, usedIn]) => {
      const probe = probes.get(url) ?? {
        outcome: 'unreachable' as const,
        status: null,
        location: null,
        reason: 'not checked',
        checkedAt: now,
      };
      return { url, usedIn, ...probe };
    });
    await this.results.replaceAll(results);
    return { checked: results.length, dead: results.filter((r) => r.outcome !== 'ok').length };
  }

  /** The stored results with this outcome (default: every dead one), newest check first. */
  list(outcome: LinkOutcome | undefined, page: number, pageSize: number) {
    return this.results.page({ outcomes: outcome ? [outcome] : DEAD_OUTCOMES, page, pageSize });
  }

  summary() {
    return this.results.summary();
  }
}
