import { DomainError } from '../../../platform/errors/domain-error.js';
import type { QuizOption } from './quiz.js';
import { TRACK_KEYS } from './tracks.js';

/** A quiz question: 2–6 options keyed a, b, c… with distinct texts, each weighing 1–3 known tracks by 1 to 3. */
export function checkQuizOptions(options: readonly QuizOption[]): void {
  const fail = (message: string) => {
    throw new DomainError('invalid', 'QUIZ_QUESTION_OPTIONS', message);
  };
  if (options.length < 2 || options.length > 6) fail('A quiz question has 2 to 6 options.');
  options.forEach((o, i) => {
    if (o.key !== String.fromCharCode(97 + i)) fail('Options are keyed a, b, c… in order.');
    const weights = Object.entries(o.weights);
    if (weights.length < 1 || weights.length > 3) fail(`Option "${o.text}" must weigh one to three career tracks.`);
    for (const [track, weight] of weights) {
      if (!(TRACK_KEYS as readonly string[]).includes(track)) fail(`"${track}" is not a career track.`);
      if (![1, 2, 3].includes(weight as number)) fail('Weights are 1, 2 or 3.');
    }
  });
  if (new Set(options.map((o) => o.text.trim().toLowerCase())).size !== options.length)
    fail('Two options have the same text.');
}
