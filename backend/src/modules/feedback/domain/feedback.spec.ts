import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  checkProjectUrls,
  checkRubric,
  checkWithdrawable,
  claimExpiresAt,
  CRITERIA,
  effectiveState,
  mayReview,
  REVIEWER_XP_THRESHOLD,
  type RubricScore,
} from './feedback.js';

const rubric = (overrides: Partial<RubricScore> = {}): RubricScore[] =>
  CRITERIA.map((criterion) => ({ criterion, score: 4, comment: 'Clear and consistent throughout.', ...overrides }));
const summary =
  'A tidy first project: the README explains how to run it. Next, add tests for the form validation and handle network errors.';
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('project feedback rules', () => {
  it('lets staff review always and learners from the XP threshold on', () => {
    expect(mayReview('moderator', 0)).toBe(true);
    expect(mayReview('admin', 0)).toBe(true);
    expect(mayReview('user', REVIEWER_XP_THRESHOLD - 1)).toBe(false);
    expect(mayReview('user', REVIEWER_XP_THRESHOLD)).toBe(true);
  });

  it('reads a lapsed claim as open, a live one as in review; other states as stored', () => {
    const claimed = new Date('2026-01-01T00:00:00Z');
    expect(claimExpiresAt(claimed).toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(effectiveState('in_review', claimed, new Date('2026-01-02T23:59:59Z'))).toBe('in_review');
    expect(effectiveState('in_review', claimed, new Date('2026-01-03T00:00:00Z'))).toBe('open');
    expect(effectiveState('reviewed', claimed, new Date('2027-01-01T00:00:00Z'))).toBe('reviewed');
    expect(effectiveState('open', null, new Date())).toBe('open');
  });

  it('withdraws open projects only', () => {
    expect(codeOf(() => checkWithdrawable('open'))).toBeNull();
    expect(codeOf(() => checkWithdrawable('in_review'))).toBe('PROJECT_NOT_OPEN');
    expect(codeOf(() => checkWithdrawable('reviewed'))).toBe('PROJECT_NOT_OPEN');
    expect(codeOf(() => checkWithdrawable('withdrawn'))).toBe('PROJECT_NOT_OPEN');
  });

  it('takes a complete rubric of whole scores 1–5 with comments and a real summary, in the rubric order', () => {
    const shuffled = rubric().reverse();
    expect(checkRubric(shuffled, summary).map((r) => r.criterion)).toEqual([...CRITERIA]);
    expect(codeOf(() => checkRubric(rubric().slice(1), summary))).toBe('RUBRIC_INCOMPLETE');
    expect(codeOf(() => checkRubric([...rubric().slice(1), rubric()[1]], summary))).toBe('RUBRIC_INCOMPLETE');
    expect(codeOf(() => checkRubric(rubric({ score: 0 }), summary))).toBe('RUBRIC_SCORE_INVALID');
    expect(codeOf(() => checkRubric(rubric({ score: 6 }), summary))).toBe('RUBRIC_SCORE_INVALID');
    expect(codeOf(() => checkRubric(rubric({ score: 3.5 }), summary))).toBe('RUBRIC_SCORE_INVALID');
    expect(codeOf(() => checkRubric(rubric({ comment: '  ok  ' }), summary))).toBe('RUBRIC_COMMENT_TOO_SHORT');
    expect(codeOf(() => checkRubric(rubric(), 'Looks good!'))).toBe('SUMMARY_TOO_SHORT');
  });

  it('accepts public https addresses only, naming the field at fault', () => {
    expect(codeOf(() => checkProjectUrls({ repositoryUrl: 'https://github.com/ada/todo', liveUrl: null }))).toBeNull();
    expect(
      codeOf(() => checkProjectUrls({ repositoryUrl: 'https://github.com/ada/todo', liveUrl: 'https://10.0.0.1/' })),
    ).toBe('PROJECT_URL_INVALID');
    expect(codeOf(() => checkProjectUrls({ repositoryUrl: 'http://github.com/ada/todo', liveUrl: null }))).toBe(
      'PROJECT_URL_INVALID',
    );
  });
});
