import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** devops exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_PLATFORM: ExamQuestionContent[] = [
  // shell-scripting
  {
    key: 'devops-126',
    kind: 'output',
    prompt: 'What does this Bash snippet print?',
    code: 'set -- "a b" c\necho "$#"\nfor x in "$@"; do echo "[$x]"; done',
    language: 'bash',
    options: opts('3 [a] [b] [c]', '2 [a b] [c]', '2 [a b c]', '3 [a b] [c]'),
    correct: ['b'],
    explanation:
      '`set --` sets the positional parameters to two words, so `$#` is 2, and `"$@"` expands to each parameter as its own word, keeping the space inside "a b".',
    moduleKey: 'shell-scripting',
    section: 'Variables, quoting and arguments',
  },
  {
    key: 'devops-127',
    kind: 'output',
    prompt: 'What does this script print before it exits?',
    code: "set -e\ntrap 'echo cleanup' EXIT\necho start\nfalse\necho end",
    language: 'bash',
    options: opts('start end cleanup', 'start', 'start cleanup', 'start end'),
    correct: ['c'],
    explanation:
      '`set -e` stops the script at `false`, so `end` never runs, and the EXIT trap still fires as the shell exits, printing `cleanup`.',
    moduleKey: 'shell-scripting',
    section: 'Functions, here-docs and trap',
  },
  {
    key: 'devops-128',
    kind: 'single',
    prompt:
      'A nightly job in CI fails with exit status 127 on the line `pg_dumpp "$DB" > dump.sql`. What does that status tell you first?',
    options: opts(
      'The database refused the connection',
      'The command was not found, here a typo in its name',
      'The dump file could not be written',
      'The job was killed by a signal',
    ),
    correct: ['b'],
    explanation:
      'Bash returns 127 when it cannot find the command to run; 126 means found but not executable, and 128 + N means killed by signal N.',
    moduleKey: 'shell-scripting',
    section: 'Exit codes and strict mode',
  },
  {
    key: 'devops-129',
    kind: 'single',
    prompt:
      'A helper `get_version() { echo "reading VERSION"; cat VERSION; }` is used as `v=$(get_version)`, and the tag pushed is "reading VERSION 1.4.2". What is the right fix?',
    options: opts(
      'Send the progress message to standard error with `>&2`',
      'Call the function without `$(...)`',
      'Declare `v` with `local` first',
      'Put the function after the line that calls it',
    ),
    correct: ['a'],
    explanation:
      'Command substitution captures everything the function prints on standard output; messages meant for people belong on standard error, which `$(...)` does not capture.',
    moduleKey: 'shell-scripting',
    section: 'Functions, here-docs and trap',
  },
  {
    key: 'devops-130',
    kind: 'multiple',
    prompt:
      'A script must process every file that `find /srv/uploads -type f` returns, including names with spaces or newlines. Which approaches are safe? Choose all that apply.',
    options: opts(
      '`find /srv/uploads -type f -print0 | while IFS= read -r -d \'\' f; do scan "$f"; done`',
      '`for f in $(find /srv/uploads -type f); do scan "$f"; done`',
      '`find /srv/uploads -type f -exec scan {} \\;`',
      '`find /srv/uploads -type f | xargs scan`',
    ),
    correct: ['a', 'c'],
    explanation:
      "NUL-separated names read with `read -d ''` and find’s own `-exec` both pass each name intact. Splitting `$(find ...)` breaks names at spaces, and plain `xargs` splits on blanks and newlines too.",
    moduleKey: 'shell-scripting',
    section: 'Loops over files, safely',
  },
];
