import { createHash } from 'node:crypto';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { type QuizTrack, TRACK_KEYS, TRACKS, type TrackKey } from './tracks.js';

export interface QuizOption {
  key: string;
  text: string;
  /** Track → 1 (a hint) … 3 (a strong sign). */
  weights: Partial<Record<TrackKey, number>>;
}

export interface QuizQuestion {
  key: string;
  prompt: string;
  options: QuizOption[];
}

export type Answers = Record<string, string>;

export interface TrackScore {
  track: TrackKey;
  /** 0–100: the points the answers gave the track, of the most they could have given it. */
  percent: number;
  points: number;
}

export interface Reason {
  question: string;
  answer: string;
  weight: number;
}

export interface QuizOutcome {
  scores: TrackScore[];
  top: TrackKey;
  /** The answers that pointed most to the top track, strongest first. */
  reasons: Reason[];
}

/** Every question answered once, with one of its options. */
export function checkAnswers(questions: readonly QuizQuestion[], answers: Answers): void {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  for (const [key, option] of Object.entries(answers)) {
    const question = byKey.get(key);
    if (!question)
      throw new DomainError('invalid', 'QUIZ_QUESTION_UNKNOWN', `"${key.slice(0, 64)}" is not a question of the quiz.`);
    if (!question.options.some((o) => o.key === option))
      throw new DomainError(
        'invalid',
        'QUIZ_OPTION_UNKNOWN',
        `"${String(option).slice(0, 10)}" is not an answer to "${question.prompt}".`,
      );
  }
  const missing = questions.filter((q) => !(q.key in answers));
  if (missing.length) {
    throw new DomainError('invalid', 'QUIZ_INCOMPLETE', `Answer every question (${missing.length} left).`, {
      missing: missing.map((q) => q.key),
    });
  }
}

/**
 * Each track's score is the share of the points it could have earned on these questions (the
 * strongest weight any option of a question gives it, summed), so tracks that fewer questions
 * mention are not at a disadvantage. Ties go to the track listed first in TRACKS.
 */
export function score(questions: readonly QuizQuestion[], answers: Answers): QuizOutcome {
  checkAnswers(questions, answers);
  const earned = new Map<TrackKey, number>(TRACK_KEYS.map((t) => [t, 0]));
  const possible = new Map<TrackKey, number>(TRACK_KEYS.map((t) => [t, 0]));
  for (const question of questions) {
    const chosen = question.options.find((o) => o.key === answers[question.key])!;
    for (const track of TRACK_KEYS) {
      possible.set(track, possible.get(track)! + Math.max(0, ...question.options.map((o) => o.weights[track] ?? 0)));
      earned.set(track, earned.get(track)! + (chosen.weights[track] ?? 0));
    }
  }
  const scores = TRACK_KEYS.map((track) => {
    const max = possible.get(track)!;
    return { track, points: earned.get(track)!, percent: max ? Math.round((earned.get(track)! * 100) / max) : 0 };
  }).sort(
    (a, b) => b.percent - a.percent || b.points - a.points || TRACK_KEYS.indexOf(a.track) - TRACK_KEYS.indexOf(b.track),
  );
  const top = scores[0].track;
  const reasons = questions
    .map((q) => {
      const chosen = q.options.find((o) => o.key === answers[q.key])!;
      return { question: q.prompt, answer: chosen.text, weight: chosen.weights[top] ?? 0 };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3);
  return { scores, top, reasons };
}

/** The top two tracks are a close match when their scores are at most this many points apart. */
export const CLOSE_MATCH_POINTS = 10;

/** Whether the best two tracks are too close to call (the result says so). */
export function isCloseMatch(scores: readonly TrackScore[]): boolean {
  return scores.length > 1 && scores[0].percent - scores[1].percent <= CLOSE_MATCH_POINTS;
}

export interface RoadmapPick {
  track: TrackKey;
  percent: number;
  slug: string;
  /** The track has no roadmap of its own: this is the one that comes closest. */
  closest: boolean;
}

/**
 * The roadmaps to suggest, following the scores: each track (best first, the top one even at 0,
 * the others only with points) brings its roadmap, the closest one when it has none of its own;
 * a roadmap already suggested for a better track is not repeated.
 */
export function roadmapPicks(scores: readonly TrackScore[], tracks: readonly QuizTrack[] = TRACKS): RoadmapPick[] {
  const picks: RoadmapPick[] = [];
  for (const [i, s] of scores.entries()) {
    if (i > 0 && s.percent === 0) break;
    const track = tracks.find((t) => t.key === s.track);
    const slug = track?.roadmaps[0];
    if (!track || !slug || picks.some((p) => p.slug === slug)) continue;
    picks.push({ track: track.key, percent: s.percent, slug, closest: !track.ownRoadmap });
  }
  return picks;
}

/** The plain-words "why" of the top track, from the answers that pointed there. */
export function explanation(outcome: QuizOutcome): string {
  const track = TRACKS.find((t) => t.key === outcome.top)!;
  if (!outcome.reasons.length) return `Your answers lean slightly towards ${track.title}.`;
  const quoted = outcome.reasons.map((r) => `"${r.answer.replace(/^"|"$/g, '')}"`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0];
  return `You chose ${list}. Those answers point to ${track.title}: ${track.description}`;
}

/** The same answers hash the same, whatever the key order (a repeated submission is recognised). */
export function answersHash(answers: Answers): string {
  const canonical = Object.keys(answers)
    .sort()
    .map((k) => `${k}=${answers[k]}`)
    .join('&');
  return createHash('sha256').update(canonical).digest('hex');
}
