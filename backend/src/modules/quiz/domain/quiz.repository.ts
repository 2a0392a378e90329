import type { Answers, QuizQuestion, TrackScore } from './quiz.js';
import type { TrackKey } from './tracks.js';

export interface StoredResult {
  id: string;
  userId: number;
  answers: Answers;
  scores: TrackScore[];
  topTrack: TrackKey;
  takenAt: Date;
}

export interface StaffQuizQuestion extends QuizQuestion {
  position: number;
  published: boolean;
  editedByStaff: boolean;
  updatedAt: Date;
}

export type QuizQuestionFields = Pick<StaffQuizQuestion, 'prompt' | 'options' | 'position' | 'published'>;

export abstract class QuizRepository {
  /** Every question, published or not, in order (staff). */
  abstract staffQuestions(): Promise<StaffQuizQuestion[]>;
  /** False when the key is taken. */
  abstract insertQuestion(key: string, fields: QuizQuestionFields): Promise<boolean>;
  /** Under a row lock: `change` computes the new fields from the current ones; null when there is none. Marks it edited by staff. */
  abstract updateQuestion(
    key: string,
    change: (current: StaffQuizQuestion) => QuizQuestionFields,
  ): Promise<StaffQuizQuestion | null>;
  /** The published questions, in order. */
  abstract questions(): Promise<QuizQuestion[]>;
  /** Stores the result; the same answers in the same minute give back the stored one. */
  abstract save(result: Omit<StoredResult, 'id'> & { answersHash: string }): Promise<StoredResult>;
  abstract find(userId: number, id: string): Promise<StoredResult | null>;
  abstract history(userId: number, page: number, pageSize: number): Promise<{ items: StoredResult[]; total: number }>;
  abstract forget(userId: number): Promise<void>;
}
