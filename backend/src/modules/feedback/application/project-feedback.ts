import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedUser } from '../../../platform/access/access.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { ResilientThrottlerStorage } from '../../../platform/rate-limit/resilient-storage.js';
import { LearnerProgressFacade } from '../../activity/index.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';
import type { FeedbackGiven } from '../contracts/events.js';
import {
  checkProjectUrls,
  checkRubric,
  checkWithdrawable,
  MAX_OPEN_PROJECTS,
  mayReview,
  REVIEWER_XP_THRESHOLD,
  SUBMISSIONS_PER_HOUR,
  type Project,
  type ProjectFields,
  type RubricScore,
} from '../domain/feedback.js';
import { ProjectsRepository, type QueuePage } from '../domain/projects.repository.js';

const HOUR_MS = 3600_000;

export interface ReviewerStatus {
  eligible: boolean;
  xp: number;
  threshold: number;
}

const notFound = () =>
  new DomainError('not_found', 'PROJECT_NOT_FOUND', 'There is no such project, or it is not yours to see.');

/** Learners share projects; reviewers claim them from the queue and answer with a rubric. */
@Injectable()
export class ProjectFeedback {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly em: EntityManager,
    private readonly outbox: EventOutbox,
    private readonly progress: LearnerProgressFacade,
    private readonly roadmaps: RoadmapsFacade,
    private readonly counters: ResilientThrottlerStorage,
  ) {}

  async reviewerStatus(me: AuthenticatedUser): Promise<ReviewerStatus> {
    const xp = (await this.progress.view(me.id)).totalXpEarned;
    return { eligible: mayReview(me.role, xp), xp, threshold: REVIEWER_XP_THRESHOLD };
  }

  private async requireReviewer(me: AuthenticatedUser): Promise<void> {
    if (!(await this.reviewerStatus(me)).eligible) {
      throw new DomainError(
        'forbidden',
        'REVIEWER_REQUIRED',
        `Reviewing opens at ${REVIEWER_XP_THRESHOLD} XP (moderators and admins review from the start).`,
      );
    }
  }

  /** A learner submits a project: public https addresses, a published roadmap if any, a few waiting at once. */
  async submit(me: AuthenticatedUser, fields: ProjectFields): Promise<Project> {
    checkProjectUrls(fields);
    const roadmap = fields.roadmapSlug ? await this.roadmaps.roadmap(fields.roadmapSlug) : null;
    if (fields.roadmapSlug && !roadmap)
      throw new DomainError('invalid', 'ROADMAP_NOT_FOUND', 'There is no published roadmap with this name.', {
        field: 'roadmapSlug',
      });
    const hits = await this.counters.increment(
      `feedback-submit:${me.id}`,
      HOUR_MS,
      SUBMISSIONS_PER_HOUR,
      HOUR_MS,
      'feedback-submit',
    );
    if (hits.totalHits > SUBMISSIONS_PER_HOUR) {
      throw new DomainError(
        'rate_limited',
        'PROJECT_SUBMISSIONS_RATE_LIMITED',
        `You can submit ${SUBMISSIONS_PER_HOUR} projects an hour: try again later.`,
        {
          retryAfterSeconds: Math.max(1, Math.ceil(hits.timeToExpire)),
        },
      );
    }
    return this.em.transactional(async () => {
      await this.projects.lockSubmissionsOf(me.id);
      if ((await this.projects.waitingCount(me.id)) >= MAX_OPEN_PROJECTS) {
        throw new DomainError(
          'conflict',
          'TOO_MANY_OPEN_PROJECTS',
          `You have ${MAX_OPEN_PROJECTS} projects waiting for feedback: withdraw one or wait for its review.`,
        );
      }
      return this.projects.insert(me.id, fields, roadmap && { slug: roadmap.slug, title: roadmap.title });
    });
  }

  mine(me: AuthenticatedUser): Promise<Project[]> {
    return this.projects.ofAuthor(me.id);
  }

  /**
   * A project for its author, its reviewer (while the claim runs, and after the review), staff,
   * and reviewers deciding whether to claim it while it is open. Others hear it does not exist.
   */
  async detail(me: AuthenticatedUser, id: number): Promise<Project> {
    const project = await this.projects.byId(id);
    if (!project || (project.state === 'withdrawn' && project.authorId !== me.id)) throw notFound();
    if (project.authorId === me.id || project.reviewerId === me.id || me.role !== 'user') return project;
    if (project.state === 'open' && (await this.reviewerStatus(me)).eligible) return project;
    throw notFound();
  }

  async queue(me: AuthenticatedUser, page: number, pageSize: number): Promise<QueuePage & { claimed: Project[] }> {
    await this.requireReviewer(me);
    const [queue, claimed] = await Promise.all([
      this.projects.queue(me.id, page, pageSize),
      this.projects.ofReviewer(me.id, 50),
    ]);
    return { ...queue, claimed };
  }

  /** A reviewer takes an open project; of parallel claims one wins, the others hear it is taken. */
  async claim(me: AuthenticatedUser, id: number): Promise<Project> {
    await this.requireReviewer(me);
    if (await this.projects.claim(id, me.id)) return (await this.projects.byId(id))!;
    const project = await this.projects.byId(id);
    if (!project || project.state === 'withdrawn') throw notFound();
    if (project.authorId === me.id)
      throw new DomainError('forbidden', 'OWN_PROJECT', 'You cannot review your own project.');
    if (project.state === 'in_review' && project.reviewerId === me.id) return project;
    throw new DomainError(
      'conflict',
      project.state === 'reviewed' ? 'PROJECT_ALREADY_REVIEWED' : 'PROJECT_ALREADY_CLAIMED',
      project.state === 'reviewed'
        ? 'This project has its feedback already.'
        : 'Another reviewer took this project a moment ago: pick another one from the queue.',
    );
  }

  /** The author takes back a project nobody reviews yet. */
  async withdraw(me: AuthenticatedUser, id: number): Promise<Project> {
    if (!(await this.projects.withdraw(id, me.id))) {
      const project = await this.projects.byId(id);
      if (!project || project.authorId !== me.id) throw notFound();
      checkWithdrawable(project.state);
    }
    return (await this.projects.byId(id))!;
  }

  /** The reviewer answers: the project is reviewed, and `feedback.given` pays them XP (once). */
  async review(me: AuthenticatedUser, id: number, rubric: RubricScore[], summary: string): Promise<Project> {
    await this.requireReviewer(me);
    const checked = checkRubric(rubric, summary);
    const recorded = await this.em.transactional(async (em) => {
      const reviewedAt = await this.projects.recordReview(id, me.id, checked, summary.trim());
      if (!reviewedAt) return false;
      const project = (await this.projects.byId(id))!;
      const event: FeedbackGiven = {
        projectId: id,
        reviewerId: me.id,
        authorId: project.authorId,
        projectTitle: project.title,
        reviewedAt: reviewedAt.toISOString(),
      };
      await this.outbox.publish(em, 'feedback.given', event);
      return true;
    });
    if (recorded) return (await this.projects.byId(id))!;
    const project = await this.projects.byId(id);
    if (!project || project.state === 'withdrawn') throw notFound();
    if (project.authorId === me.id)
      throw new DomainError('forbidden', 'OWN_PROJECT', 'You cannot review your own project.');
    if (project.state === 'reviewed')
      throw new DomainError('conflict', 'PROJECT_ALREADY_REVIEWED', 'This project has its feedback already.');
    throw new DomainError(
      'conflict',
      'CLAIM_REQUIRED',
      'Claim the project first (a claim lasts 48 hours; yours may have lapsed).',
    );
  }

  /** The author says the feedback helped them, once. */
  async markHelpful(me: AuthenticatedUser, id: number): Promise<Project> {
    if (!(await this.projects.markHelpful(id, me.id))) {
      const project = await this.projects.byId(id);
      if (!project || project.authorId !== me.id) throw notFound();
      if (!project.review) throw new DomainError('conflict', 'NO_FEEDBACK_YET', 'This project has no feedback yet.');
      throw new DomainError('conflict', 'ALREADY_MARKED_HELPFUL', 'You marked this feedback as helpful already.');
    }
    return (await this.projects.byId(id))!;
  }
}
