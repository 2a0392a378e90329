import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { type ExternalLinkView, markdownLinks } from '../../../platform/links/external-links.js';
import { isKey } from '../domain/roadmap.js';
import { RoadmapCatalogRepository } from '../domain/roadmap.repository.js';
import { LearningProgress } from './learning-progress.js';
import type { CheckAnswer, QuestionResult, ReviewQuestion } from '../contracts/views.js';
import { LessonChecks } from './lesson-checks.js';
import { RoadmapCatalog } from './roadmap-catalog.js';

/** What other modules may ask of roadmaps: a published roadmap by slug and a learner's percentage through it. */
@Injectable()
export class RoadmapsFacade {
  constructor(
    private readonly catalog: RoadmapCatalog,
    private readonly learning: LearningProgress,
    private readonly lessonChecks: LessonChecks,
    private readonly catalogRows: RoadmapCatalogRepository,
  ) {}

  /**
   * Every external link of the lessons (their resources and the addresses in their body), each
   * with the lesson it is used in, read in one query: for the link check.
   */
  async externalLinks(): Promise<ExternalLinkView[]> {
    const links: ExternalLinkView[] = [];
    for (const lesson of await this.catalogRows.lessonSources()) {
      const path = lesson.roadmapSlug
        ? `/roadmap/${encodeURIComponent(lesson.roadmapSlug)}?module=${encodeURIComponent(lesson.key)}`
        : '/admin/roadmaps';
      const usedIn = { kind: 'lesson', key: lesson.key, title: lesson.title, path } as const;
      const urls = new Set([...lesson.resources.map((r) => r.url.trim()), ...markdownLinks(lesson.contentMd)]);
      for (const url of urls) if (url) links.push({ url, usedIn });
    }
    return links;
  }

  /** Check questions (keyless) by module and id, for the review queue; those no longer shipped are absent. */
  checkQuestions(refs: ReadonlyArray<{ moduleKey: string; questionId: string }>): Promise<ReviewQuestion[]> {
    return this.lessonChecks.reviewQuestions(refs);
  }

  /** Grades one answer to a module's check question, storing nothing; null when the question is gone. */
  gradeCheckAnswer(moduleKey: string, answer: CheckAnswer): Promise<QuestionResult | null> {
    return this.lessonChecks.gradeOne(moduleKey, answer);
  }

  /** The published roadmap with this slug (or numeric id: /bootcamps/{id}), or null. */
  async roadmap(slug: string): Promise<{ id: number; slug: string; title: string } | null> {
    if (!isKey(slug)) return null;
    try {
      const roadmap = await this.catalog.detail(slug);
      return { id: roadmap.id, slug: roadmap.slug, title: roadmap.title };
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  /** The roadmaps the learner has finished (every module done or skipped), for the resume builder's verified achievements. */
  async completed(userId: number): Promise<Array<{ slug: string; title: string; lastActivityAt: Date }>> {
    return (await this.learning.enrolled(userId))
      .filter((e) => e.roadmap.moduleCount > 0 && e.finished >= e.roadmap.moduleCount)
      .map((e) => ({ slug: e.roadmap.slug, title: e.roadmap.title, lastActivityAt: e.enrolment.lastVisitedAt }));
  }

  /**
   * The exam's gate (issue 28): the roadmap's modules the learner passed (checks and code
   * exercises, or tested out the same way) of how many, and the progress bar's percentage.
   */
  passedModules(userId: number, slug: string): Promise<{ passed: number; total: number; percent: number }> {
    return this.learning.passedModules(userId, slug);
  }

  /** 0–100: (done + skipped + passed) / total modules of the roadmap, rounded down. */
  progressPercent(userId: number, slug: string): Promise<number> {
    return this.learning.percent(userId, slug);
  }
}
