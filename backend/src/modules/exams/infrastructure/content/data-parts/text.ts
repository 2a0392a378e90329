import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** data exam questions on the text processing lessons (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const DATA_EXAM_TEXT: ExamQuestionContent[] = [
  // regular-expressions
  {
    key: 'data-131',
    kind: 'single',
    prompt:
      'An export has lines such as `42,"Smith, Anna",Berlin`. A colleague splits each line with the regex `,` and gets four fields instead of three. What is the better fix?',
    options: opts(
      'A lazy quantifier, so the split stops at the first comma',
      'The `re.IGNORECASE` flag, so the quotes are ignored',
      'Read the file with a CSV parser, which understands quoted fields',
      'A word boundary `\\b,\\b`, so only commas between words count',
    ),
    correct: ['c'],
    explanation:
      'CSV has its own quoting rules, so a comma inside quotes is part of the field. A parser such as Python’s `csv` module handles that; no flag or quantifier makes a flat pattern understand the quotes.',
    moduleKey: 'regular-expressions',
    section: 'When not to use one',
  },
  {
    key: 'data-132',
    kind: 'output',
    prompt: 'What does this Python code print?',
    language: 'python',
    code: `import re

m = re.search(r"(?P<year>\\d{4})-(?P<month>\\d{2})", "report_2026-11_final.csv")
print(m["month"], m.group(1))`,
    options: opts('11 2026', '2026 11', '11 11', '2026-11 2026'),
    correct: ['a'],
    explanation:
      '`m["month"]` reads the named group `month`, which is `11`. Named groups are still numbered from left to right, so group 1 is `year`, `2026`.',
    moduleKey: 'regular-expressions',
    section: 'Groups and alternation',
  },
  {
    key: 'data-133',
    kind: 'output',
    prompt: 'What does this Python code print?',
    language: 'python',
    code: `import re

print(re.findall(r"(\\w+)=(\\d+)", "a=1, b=22, c=x"))`,
    options: opts(
      "['a=1', 'b=22']",
      "['a=1', 'b=22', 'c=x']",
      "[('a', '1'), ('b', '22'), ('c', 'x')]",
      "[('a', '1'), ('b', '22')]",
    ),
    correct: ['d'],
    explanation:
      'With more than one group, `findall` returns one tuple of the groups per match instead of the matched text. `c=x` does not match because `x` is not a digit.',
    moduleKey: 'regular-expressions',
    section: 'Running a regex in Python',
  },
  {
    key: 'data-134',
    kind: 'multiple',
    prompt:
      'An analyst uses `re.findall(r"\\d+.\\d+", text)` to pull prices such as `12.50` out of free-text notes. Which statements are true? Choose all that apply.',
    options: opts(
      'The pattern is correct, because `.` inside a pattern always means a literal dot',
      'It also matches text like `2026-11`, because an unescaped `.` matches any character',
      'Writing `\\d+\\.\\d+` makes the dot literal',
      'The matches come back as strings, so convert them before comparing amounts',
      'Adding `re.MULTILINE` would make the dot literal',
    ),
    correct: ['b', 'c', 'd'],
    explanation:
      'An unescaped dot is a metacharacter matching any character except a newline, so `\\d+.\\d+` finds `2026-11`; `\\.` matches only a dot. Matches are strings, and `"125" > "99"` compares text. `re.MULTILINE` changes `^` and `$`, not the dot.',
    moduleKey: 'regular-expressions',
    section: 'Common mistakes',
  },
  {
    key: 'data-135',
    kind: 'single',
    prompt:
      'Your pattern for product codes has grown to six parts and nobody can read it on one line. Which Python flag lets you spread it over several lines with a `#` comment after each part?',
    options: opts('`re.MULTILINE`', '`re.VERBOSE`', '`re.DOTALL`', '`re.ASCII`'),
    correct: ['b'],
    explanation:
      '`re.VERBOSE` (`re.X`) ignores whitespace in the pattern and treats `#` as the start of a comment. `MULTILINE` changes `^` and `$`, `DOTALL` lets `.` match newlines and `ASCII` restricts `\\d`, `\\w` and `\\s`.',
    moduleKey: 'regular-expressions',
    section: 'Flags',
  },
];
