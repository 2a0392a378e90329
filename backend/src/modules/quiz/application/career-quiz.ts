import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';
import {
  answersHash,
  explanation,
  isCloseMatch,
  roadmapPicks,
  score,
  type Answers,
  type QuizQuestion,
  type TrackScore,
} from '../domain/quiz.js';
import { QuizRepository, type StoredResult } from '../domain/quiz.repository.js';
import { TRACKS, type TrackKey } from '../domain/tracks.js';

export interface ResultView {
  id: string | null;
  takenAt: Date | null;
  scores: Array<TrackScore & { title: string }>;
  top: { key: TrackKey; title: string; description: string };
  explanation: string;
  reasons: Array<{ question: string; answer: string }>;
  /** The top two tracks are at most CLOSE_MATCH_POINTS apart. */
  closeMatch: boolean;
  /** Up to three roadmaps following the scores: the best track's first. */
  roadmaps: RecommendedRoadmap[];
}

export interface RecommendedRoadmap {
  slug: string;
  title: string;
  track: TrackKey;
  trackTitle: string;
  percent: number;
  closest: boolean;
}

const MAX_ROADMAPS = 3;

/** The oldest anonymous result that may still be attached to an account (kept in the browser meanwhile). */
const ATTACH_WINDOW_DAYS = 30;

/**
 * The career quiz: anyone gets a result; a signed-in learner's results are kept (an anonymous
 * result is attached after sign-in with the time it was taken). Scoring runs on the server,
 * from the questions as they are stored.
 */
@Injectable()
export class CareerQuiz {
  constructor(
    private readonly quiz: QuizRepository,
    private readonly roadmaps: RoadmapsFacade,
  ) {}

  questions(): Promise<QuizQuestion[]> {
    return this.quiz.questions();
  }

  /** The roadmaps the scores lead to (published ones only), the best track's first. */
  private async recommended(scores: readonly TrackScore[]): Promise<RecommendedRoadmap[]> {
    const picks = roadmapPicks(scores);
    const found = await Promise.all(picks.map((p) => this.roadmaps.roadmap(p.slug)));
    return picks
      .flatMap((p, i) => {
        const r = found[i];
        return r
          ? [
              {
                slug: r.slug,
                title: r.title,
                track: p.track,
                trackTitle: TRACKS.find((t) => t.key === p.track)!.title,
                percent: p.percent,
                closest: p.closest,
              },
            ]
          : [];
      })
      .slice(0, MAX_ROADMAPS);
  }

  private async view(answers: Answers, stored: Pick<StoredResult, 'id' | 'takenAt'> | null): Promise<ResultView> {
    const outcome = score(await this.quiz.questions(), answers);
    const track = TRACKS.find((t) => t.key === outcome.top)!;
    const roadmaps = await this.recommended(outcome.scores);
    return {
      id: stored?.id ?? null,
      takenAt: stored?.takenAt ?? null,
      scores: outcome.scores.map((s) => ({ ...s, title: TRACKS.find((t) => t.key === s.track)!.title })),
      top: { key: track.key, title: track.title, description: track.description },
      explanation: explanation(outcome),
      reasons: outcome.reasons.map(({ question, answer }) => ({ question, answer })),
      closeMatch: isCloseMatch(outcome.scores),
      roadmaps,
    };
  }

  /** Scores answers without keeping them (anonymous visitors). */
  score(answers: Answers): Promise<ResultView> {
    return this.view(answers, null);
  }

  async save(userId: number, answers: Answers, takenAt: Date | undefined, now = new Date()): Promise<ResultView> {
    const at = takenAt ?? now;
    if (at.getTime() > now.getTime() + 60_000)
      throw new DomainError('invalid', 'QUIZ_TAKEN_AT_INVALID', 'takenAt cannot be in the future.');
    if (now.getTime() - at.getTime() > ATTACH_WINDOW_DAYS * 86_400_000) {
      throw new DomainError(
        'invalid',
        'QUIZ_TAKEN_AT_INVALID',
        `Results older than ${ATTACH_WINDOW_DAYS} days cannot be attached; take the quiz again.`,
      );
    }
    const outcome = score(await this.quiz.questions(), answers);
    const stored = await this.quiz.save({
      userId,
      answers,
      answersHash: answersHash(answers),
      scores: outcome.scores,
      topTrack: outcome.top,
      takenAt: at,
    });
    return this.view(stored.answers, stored);
  }

  async get(userId: number, id: string): Promise<ResultView> {
    const stored = await this.quiz.find(userId, id);
    if (!stored) throw new DomainError('not_found', 'QUIZ_RESULT_NOT_FOUND', 'There is no such quiz result of yours.');
    try {
      return await this.view(stored.answers, stored);
    } catch (error) {
      // The questions changed since: show the result as it was scored.
      if (!(error instanceof DomainError)) throw error;
      const track = TRACKS.find((t) => t.key === stored.topTrack)!;
      return {
        id: stored.id,
        takenAt: stored.takenAt,
        scores: stored.scores.map((s) => ({ ...s, title: TRACKS.find((t) => t.key === s.track)?.title ?? s.track })),
        top: { key: track.key, title: track.title, description: track.description },
        explanation: `Your answers pointed to ${track.title}: ${track.description}`,
        reasons: [],
        closeMatch: isCloseMatch(stored.scores),
        roadmaps: await this.recommended(stored.scores),
      };
    }
  }

  history(userId: number, page: number, pageSize: number) {
    return this.quiz.history(userId, page, pageSize);
  }
}
