/**
 * The graded checks that end each lesson (issue 28). One `ModuleChecks` per module key, written
 * beside the modules in `checks/<file>.ts`. Question ids are stable once shipped (learners'
 * answers and review items are stored by id): never rename or reuse one; text may change.
 *
 * Rules every question keeps (content tests enforce them):
 * - `section` is the exact text of a `### ` heading of the module's lesson (not "Check yourself"):
 *   the part of the lesson that teaches what the question asks.
 * - Every option, and every ordering/fill-in, carries `why`: one or two sentences shown after
 *   answering, saying why it is right or wrong (not "Correct!").
 * - Facts are checked against a primary source (MDN, the language's or tool's own docs, OWASP).
 * - Options are balanced: the right one is not the longest more often than the others.
 * - `output` questions: `code` runs as written (Node.js 24 for javascript, python3 for python) and
 *   the correct option's `text` equals what it prints to stdout, trimmed; the suite executes it.
 */
export type CheckLanguage = 'javascript' | 'typescript' | 'python' | 'sql' | 'shell' | 'html' | 'css' | 'text';

export interface CheckCode {
  language: CheckLanguage;
  source: string;
}

export interface CheckOption {
  text: string;
  correct: boolean;
  /** Why this option is right or wrong, shown after answering. */
  why: string;
}

interface QuestionBase {
  /** Stable, kebab-case, unique across all modules: `<module-key>-<n>` (e.g. `git-basics-3`). */
  id: string;
  /** The `### ` heading of the lesson section this question tests (exact text). */
  section: string;
  /** The question, in Markdown (inline code allowed). */
  prompt: string;
  /** A snippet shown under the prompt (required for `output`). */
  code?: CheckCode;
}

/** Exactly one correct option; 3 to 5 options. */
export interface SingleChoiceQuestion extends QuestionBase {
  kind: 'single';
  options: CheckOption[];
}

/** One or more correct options (the learner picks all that apply); 4 to 6 options. */
export interface MultipleChoiceQuestion extends QuestionBase {
  kind: 'multiple';
  options: CheckOption[];
}

/** "What does this print?": single choice over outputs of `code` (javascript or python), which is executed in the test suite. */
export interface OutputQuestion extends QuestionBase {
  kind: 'output';
  code: CheckCode;
  options: CheckOption[];
}

/** Put the steps in order: `steps` is the correct order (3 to 6 steps); the learner sees them shuffled. */
export interface OrderQuestion extends QuestionBase {
  kind: 'order';
  steps: string[];
  why: string;
}

/**
 * Fill in the blank: `prompt` holds exactly one `____` (four underscores). `answers` lists every
 * accepted answer; comparison trims surrounding spaces and is case-sensitive unless `caseInsensitive`.
 */
export interface FillInQuestion extends QuestionBase {
  kind: 'fill';
  answers: string[];
  caseInsensitive?: boolean;
  why: string;
}

export type CheckQuestion =
  | SingleChoiceQuestion
  | MultipleChoiceQuestion
  | OutputQuestion
  | OrderQuestion
  | FillInQuestion;

export interface ModuleChecks {
  /** The module's key (`ModuleContent.key`). */
  moduleKey: string;
  /** At least 5, covering the lesson's main sections; at least one `output` where the topic is code. */
  questions: CheckQuestion[];
}
