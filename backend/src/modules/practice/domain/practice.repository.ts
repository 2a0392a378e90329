import type { Verdict } from './judge.js';
import type { Comparator, Difficulty, FunctionSignature, Language, ProblemContent, ProblemTest } from './problem.js';
import type { ShownResult, Submission, SubmissionMode } from './submission.js';

/** A problem as the list shows it, with the viewer's status. */
export interface ProblemSummary {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  /** The roadmap modules (keys) whose lessons this problem exercises. */
  modules: string[];
  submissions: number;
  accepted: number;
  status: 'solved' | 'attempted' | null;
}

/** Everything a learner may see of a problem (never the reference solutions or hidden tests). */
export interface ProblemView {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  modules: string[];
  statementMd: string;
  constraints: string[];
  signature: FunctionSignature;
  /** The languages offered, each with its starter (SQL problems offer `sql` alone). */
  starter: Partial<Record<Language, string>>;
  /** SQL problems: the CREATE TABLE statements of the tables the query reads. */
  sqlSchema?: string;
  samples: ProblemTest[];
  hiddenCount: number;
  comparator: Comparator;
  hints: string[];
  editorialMd: string;
  memoryLimitMb: number;
  timeLimits: Partial<Record<Language, number>>;
  submissions: number;
  accepted: number;
}

/** What the judge needs of a problem (server side only). */
export interface ProblemForJudging {
  slug: string;
  title: string;
  difficulty: Difficulty;
  signature: FunctionSignature;
  samples: ProblemTest[];
  hidden: ProblemTest[];
  comparator: Comparator;
  memoryLimitMb: number;
  timeLimits: Partial<Record<Language, number>>;
  reference: Partial<Record<Language, string>>;
  /** SQL problems: the tables each test's rows go into. */
  sqlSchema?: string;
}

export interface ProblemQuery {
  q?: string;
  difficulty?: Difficulty;
  tag?: string;
  /** Only problems that exercise this roadmap module (its key). */
  module?: string;
  status?: 'solved' | 'attempted' | 'todo';
  page: number;
  pageSize: number;
}

/** A problem as staff edit it: everything, the reference solutions and hidden tests included. */
export interface StaffProblem extends ProblemContent {
  published: boolean;
  editedByStaff: boolean;
  timeLimits: Partial<Record<Language, number>>;
  updatedAt: Date;
}

/** A line of the staff list. */
export interface StaffProblemLine {
  slug: string;
  title: string;
  difficulty: Difficulty;
  published: boolean;
  editedByStaff: boolean;
  updatedAt: Date;
}

export abstract class PracticeRepository {
  /** Staff only: every problem, published or not, in list order. */
  abstract staffList(): Promise<StaffProblemLine[]>;
  /** Staff only: published or not. */
  abstract staffProblem(slug: string): Promise<StaffProblem | null>;
  /** Creates or replaces a problem as staff wrote it (marked edited, so content releases leave it alone). */
  abstract saveProblem(
    problem: ProblemContent,
    options: { published: boolean; timeLimits: Partial<Record<Language, number>> },
  ): Promise<void>;
  abstract list(query: ProblemQuery, viewerId: number | null): Promise<{ items: ProblemSummary[]; total: number }>;
  abstract tags(): Promise<string[]>;
  abstract problem(slug: string): Promise<ProblemView | null>;
  abstract forJudging(slug: string): Promise<ProblemForJudging | null>;
  abstract setTimeLimit(slug: string, language: Language, ms: number): Promise<void>;
  abstract uncalibrated(): Promise<{ slug: string; languages: Language[] }[]>;
  abstract solved(userId: number, slug: string): Promise<boolean>;
  /** Solved problems per difficulty (the list's header and the public profile). */
  /** The problems the learner solved, first solve first (the resume builder's verified achievements). */
  abstract solvedBy(
    userId: number,
  ): Promise<Array<{ slug: string; title: string; difficulty: Difficulty; solvedAt: Date }>>;
  /** When the learner first solved each of these problems (never solved: absent). */
  abstract solvedAmong(userId: number, slugs: readonly string[]): Promise<Map<string, Date>>;
  abstract solvedCounts(userId: number): Promise<Record<Difficulty, number>>;
  /**
   * Takes the learner's submit lock until the caller's transaction ends: one learner's runs and
   * submissions are counted and inserted one at a time. Only inside a transaction.
   */
  abstract lockSubmitter(userId: number): Promise<void>;
  abstract recentSubmissionCount(userId: number, sinceMs: number): Promise<number>;
  /** Inside the caller's transaction when there is one. */
  abstract insertSubmission(s: {
    userId: number;
    problemSlug: string;
    language: Language;
    code: string;
    mode: SubmissionMode;
  }): Promise<Submission>;
  /** How many of the same learner's submissions, made before this one, are not judged yet (the judge queue's fairness). */
  abstract waitingAheadOfSameLearner(id: string): Promise<number>;
  abstract submission(id: string): Promise<Submission | null>;
  /** How many submissions wait before this one (0 when it is being judged or done). */
  abstract positionOf(submission: Submission): Promise<number>;
  abstract history(
    userId: number,
    slug: string,
    page: number,
    pageSize: number,
  ): Promise<{ items: Submission[]; total: number }>;
  /** Marks a queued (or stuck) submission as being judged; null when it was judged already. */
  abstract claim(id: string): Promise<Submission | null>;
  /**
   * Records the verdict once (inside the caller's transaction); for a Submit, counts it on the
   * problem and returns whether it is the learner's first accepted solution of the problem and,
   * for that one, how many Submits the learner made until it (1 at the first try; else 0).
   */
  abstract recordVerdict(
    submission: Submission,
    verdict: Verdict,
    result: ShownResult,
    difficulty: Difficulty,
  ): Promise<{ recorded: boolean; firstSolve: boolean; attempts: number }>;
  abstract forget(userId: number): Promise<void>;
}
