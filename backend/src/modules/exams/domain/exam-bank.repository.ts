import type { Option, QuestionKind } from './exam.js';

export interface StaffQuestion {
  key: string;
  roadmapSlug: string;
  kind: QuestionKind;
  prompt: string;
  code: string | null;
  language: string | null;
  options: Option[];
  correct: string[];
  explanation: string;
  moduleKey: string | null;
  published: boolean;
  editedByStaff: boolean;
  updatedAt: Date;
}

export type QuestionFields = Omit<StaffQuestion, 'key' | 'roadmapSlug' | 'editedByStaff' | 'updatedAt'>;

/** The banks as staff edit them (every write marks the question as edited by staff). */
export abstract class ExamBankRepository {
  abstract list(roadmapSlug: string): Promise<StaffQuestion[]>;
  abstract find(key: string): Promise<StaffQuestion | null>;
  /** False when the key is taken. */
  abstract insert(roadmapSlug: string, key: string, fields: QuestionFields): Promise<boolean>;
  /** Loads the question under a row lock, lets `change` compute the new fields, saves them; null when there is none. */
  abstract update(key: string, change: (current: StaffQuestion) => QuestionFields): Promise<StaffQuestion | null>;
}
