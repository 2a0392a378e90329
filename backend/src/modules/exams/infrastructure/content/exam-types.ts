/**
 * The shape of a roadmap's exam question bank. Question keys are stable identifiers: answers and
 * attempts refer to them, so a key is never renamed or reused once shipped.
 */
export type ExamQuestionKind = 'single' | 'multiple' | 'output';
export interface ExamQuestionContent {
  /** Stable key, e.g. `frontend-001`; never renamed or reused. */
  key: string;
  kind: ExamQuestionKind;
  /** Plain text question. For `output`: "What does this code print?" or similar. */
  prompt: string;
  /** Optional code shown with the question (required for `output`). */
  code?: string;
  language?: 'javascript' | 'typescript' | 'html' | 'css' | 'bash' | 'python' | 'sql' | 'yaml' | 'dockerfile';
  /** 3–5 options, keys 'a', 'b', 'c', ... */
  options: { key: string; text: string }[];
  /** The correct option keys: exactly one for single and output, at least two for multiple. */
  correct: string[];
  /** Why the answer is right (shown in the review after submission), 1–3 sentences. */
  explanation: string;
  /** The roadmap module it tests (a module key). */
  moduleKey: string;
  /**
   * The `### ` heading of that module's lesson which teaches what the question asks (exact text):
   * the trace from question to lesson. Required in every bank the content tests count as finished.
   */
  section?: string;
}
export interface ExamBankContent {
  roadmapSlug: string;
  questions: ExamQuestionContent[];
}
