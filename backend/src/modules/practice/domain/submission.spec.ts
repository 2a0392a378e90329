import { shownResult } from './submission.js';

describe('what a learner is shown of a verdict', () => {
  const tests = [
    { args: [[1, 2]], expected: 3 },
    { args: [[40, 2]], expected: 42 },
    { args: [[-7, 7]], expected: 0 },
  ];

  it('shows a sample in full and a hidden test without its input, output, print or error message', () => {
    const shown = shownResult(
      {
        verdict: 'Runtime Error',
        totalTimeMs: 12,
        tests: [
          { name: 'small', passed: true, timeMs: 1, actual: 3, stdout: 'adding 1 and 2\n' },
          { name: 'h1', passed: true, timeMs: 1, actual: 42, stdout: 'adding 40 and 2\n' },
          {
            name: 'h2',
            passed: false,
            timeMs: 2,
            stdout: 'adding -7 and 7\n',
            error: { message: 'TypeError: secret input [-7,7] broke it', line: 4 },
          },
        ],
      },
      tests,
      1,
    );
    expect(shown.tests[0]).toEqual({
      name: 'small',
      hidden: false,
      passed: true,
      timeMs: 1,
      input: [[1, 2]],
      expected: 3,
      actual: 3,
      stdout: 'adding 1 and 2\n',
    });
    expect(shown.tests[1]).toEqual({ name: 'Hidden test 1', hidden: true, passed: true, timeMs: 1 });
    expect(shown.tests[2]).toEqual({
      name: 'Hidden test 2',
      hidden: true,
      passed: false,
      timeMs: 2,
      error: { message: 'TypeError on a hidden test', line: 4 },
    });
    expect(JSON.stringify(shown)).not.toMatch(/-7|40|42|h1|h2|secret/);
    expect(shown).toMatchObject({ verdict: 'Runtime Error', passedCount: 2, totalCount: 3 });
  });
});
