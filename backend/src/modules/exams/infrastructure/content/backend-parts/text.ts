import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** backend exam questions on the text processing lessons (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node.js 24. */
export const BACKEND_EXAM_TEXT: ExamQuestionContent[] = [
  // regular-expressions
  {
    key: 'backend-231',
    kind: 'single',
    prompt:
      'A product search runs `new RegExp(req.query.q, "i")` over product names. Users report that searching `1.5` also returns `105`, and searching `(` returns a 500 error. What is the best fix?',
    options: opts(
      'Wrap the query in `^` and `$` before building the regex',
      'Add the `g` flag so every product name is searched',
      'Catch the error and return an empty result instead of a 500',
      'Escape the query (for example with `RegExp.escape`) or compare with `includes`, since the text should match literally',
    ),
    correct: ['d'],
    explanation:
      'The user’s text is being read as pattern syntax: `.` matches any character and `(` opens a group. Escaping turns it back into literal text, or plain string search avoids the regex, which also keeps attackers from supplying a slow pattern.',
    moduleKey: 'regular-expressions',
    section: 'Escaping user input',
  },
  {
    key: 'backend-232',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const s = 'id=7 id=42';
console.log(
  s.match(/id=(\\d+)/g).join(','),
  [...s.matchAll(/id=(\\d+)/g)].map((m) => m[1]).join(','),
);`,
    options: opts('id=7,id=42 7,42', '7,42 7,42', 'id=7,id=42 id=7,id=42', 'id=7 7'),
    correct: ['a'],
    explanation:
      'With the `g` flag, `match` returns only the matched strings and drops the groups. `matchAll` yields a full match object per match, so `m[1]` is each captured number.',
    moduleKey: 'regular-expressions',
    section: 'Running a regex in JavaScript',
  },
  {
    key: 'backend-233',
    kind: 'single',
    prompt:
      'A Node.js API validates usernames with `/^([a-z]+)*$/`. Why can one crafted request such as 40 letters followed by `!` slow down every other request on that process?',
    options: opts(
      'Node.js compiles the regex again for every request and the compile cache overflows',
      'The `*` quantifier makes the engine read the input from the network byte by byte',
      'The backtracking engine tries exponentially many ways to split the letters before failing, and it runs on the one thread that serves all requests',
      'Node.js stops accepting connections whenever a regex fails to match',
    ),
    correct: ['c'],
    explanation:
      'A repeated group that contains another repetition lets the engine divide the letters in exponentially many ways when the input fails at the end (ReDoS). JavaScript runs on one thread in a Node.js process, so while it backtracks, nothing else is served.',
    moduleKey: 'regular-expressions',
    section: 'Catastrophic backtracking (ReDoS)',
  },
  {
    key: 'backend-234',
    kind: 'multiple',
    prompt: 'Which statements about JavaScript regex flags are true? Choose all that apply.',
    options: opts(
      '`m` lets `^` and `$` match at the start and end of every line',
      '`u` makes `\\d` match digits from every script, such as Arabic-Indic digits',
      '`s` lets `.` match newline characters too',
      '`String.prototype.matchAll` throws a `TypeError` if the regex lacks `g`',
      '`y` makes the match case-insensitive',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      '`m` is multiline, `s` (dotAll) lets the dot cross newlines, and `matchAll` demands `g`. In JavaScript `\\d` is always `[0-9]`, with or without `u`; case-insensitivity is `i`, while `y` is sticky.',
    moduleKey: 'regular-expressions',
    section: 'Flags',
  },
  {
    key: 'backend-235',
    kind: 'output',
    prompt: 'What does this code print?',
    language: 'javascript',
    code: `const re = /^INFO|WARN$/;
console.log(re.test('WARN: disk'), re.test('disk WARN'), re.test('x INFO'));`,
    options: opts('true true true', 'false true false', 'true false false', 'false false false'),
    correct: ['b'],
    explanation:
      'Alternation has the lowest precedence, so the pattern means `^INFO` or `WARN$`. Only `disk WARN` ends with `WARN`, and no string starts with `INFO`. Writing `^(?:INFO|WARN)$` would anchor both alternatives.',
    moduleKey: 'regular-expressions',
    section: 'Groups and alternation',
  },
];
