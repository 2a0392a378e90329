/**
 * What other modules read of roadmaps and ask of it (through `RoadmapsFacade`): plain
 * data, declared here rather than handed out from the domain (the domain's own types are
 * assignable to these; `module-faces.e2e-spec` keeps the face to contracts).
 */

/** A lesson-check question as the review queue shows it again: keyless, with its module. */
export interface ReviewQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'output' | 'order' | 'fill';
  section: string;
  prompt: string;
  code: { language: string; source: string } | null;
  /** Option texts (single, multiple, output), answered by index. */
  options: string[];
  /** The steps to order, in a stable scrambled order, answered by these ids. */
  steps: Array<{ id: number; text: string }>;
  moduleKey: string;
  moduleTitle: string;
}

/** A learner's answer to one question: option indexes, an order of step ids, or a text. */
export interface CheckAnswer {
  questionId: string;
  choices?: number[];
  order?: number[];
  text?: string;
}

/** One question graded, with the explanations a learner sees after answering. */
export interface QuestionResult {
  questionId: string;
  answered: boolean;
  correct: boolean;
  options: Array<{
    index: number;
    text: string;
    chosen: boolean;
    correct: boolean;
    why: string;
  }>;
  correctOrder: number[] | null;
  acceptedAnswer: string | null;
  why: string | null;
  givenOrder: number[] | null;
  givenText: string | null;
}
