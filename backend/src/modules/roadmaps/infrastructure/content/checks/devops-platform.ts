import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops-platform.ts. */
export const DEVOPS_PLATFORM_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'shell-scripting',
    questions: [
      {
        id: 'shell-scripting-1',
        kind: 'single',
        section: 'Your first script: the shebang and running it',
        prompt:
          'A colleague runs your Bash script, which starts with `#!/usr/bin/env bash` and uses `[[ ]]`, as `sh backup.sh` on Ubuntu, and it fails with "[[: not found". Why?',
        options: [
          {
            text: 'The script lacks the execute bit',
            correct: false,
            why: 'Naming an interpreter (`sh backup.sh`) does not need the execute bit; the file is read as input by that interpreter.',
          },
          {
            text: '`sh` is dash on Ubuntu, and dash has no `[[ ]]`',
            correct: true,
            why: 'Calling `sh` explicitly ignores the shebang; Ubuntu’s `sh` is dash, a POSIX shell without Bash extensions such as `[[ ]]`, arrays and `pipefail`.',
          },
          {
            text: '`env` could not find bash on the PATH of the colleague’s machine',
            correct: false,
            why: 'The shebang was never used: the colleague chose the interpreter by typing `sh`.',
          },
          {
            text: '`[[ ]]` only works in interactive shells',
            correct: false,
            why: '`[[ ]]` works in Bash scripts as well; the problem is that Bash was not the shell running it.',
          },
        ],
      },
      {
        id: 'shell-scripting-2',
        kind: 'fill',
        section: 'Variables, quoting and arguments',
        prompt:
          'A script forwards all of its own arguments to `rsync`, keeping each argument as one word even if it contains spaces: `rsync ____ /backup/`.',
        answers: ['"$@"'],
        why: '`"$@"` expands to every positional parameter as a separate, quoted word. `$*` or an unquoted `$@` would split arguments at spaces, and `"$*"` would glue them into one string.',
      },
      {
        id: 'shell-scripting-3',
        kind: 'multiple',
        section: 'Exit codes and strict mode',
        prompt:
          'A script starts with `set -euo pipefail`. Which of these failures do **not** stop it? Pick all that apply.',
        options: [
          {
            text: '`if grep -q admin users.txt; then` when there is no match',
            correct: true,
            why: 'A command tested by `if` never triggers errexit: its status is the condition being tested.',
          },
          {
            text: '`local out=$(make build)` inside a function, when `make` fails',
            correct: true,
            why: 'The status the shell sees is the status of `local`, which succeeded; declare and assign on separate lines to keep the failure.',
          },
          {
            text: '`cp config.yml /etc/app/` when the file is missing',
            correct: false,
            why: 'A plain failing command outside any condition is exactly what `-e` stops on.',
          },
          {
            text: '`mkdir /data || true`',
            correct: true,
            why: 'Commands on the left of `||` are part of a list and are treated as handled; `|| true` is the deliberate way to allow a failure.',
          },
          {
            text: '`curl -fsS "$URL" | tee page.html` when curl fails',
            correct: false,
            why: 'With `pipefail`, the pipeline’s status is curl’s non-zero status, so `-e` stops the script.',
          },
        ],
      },
      {
        id: 'shell-scripting-4',
        kind: 'single',
        section: 'Conditionals and tests',
        prompt:
          'A script checks disk usage with `if [[ $used < 9 ]]; then echo ok; fi`, and `used` is `10`. What happens, and what is the fix?',
        options: [
          {
            text: 'It prints `ok`, because `<` compares strings here; use `(( used < 9 ))` or `-lt`',
            correct: true,
            why: 'Inside `[[ ]]`, `<` sorts strings, and "10" sorts before "9"; numeric comparison needs `-lt` or arithmetic `(( ))`.',
          },
          {
            text: 'It prints nothing, and the test is correct as written',
            correct: false,
            why: 'The test compares text, not numbers, so "10" < "9" is true and `ok` is printed.',
          },
          {
            text: 'It is a syntax error; fix it with single brackets',
            correct: false,
            why: 'It is valid syntax; with single brackets `<` would even become a redirection to a file named 9.',
          },
          {
            text: 'It redirects input from a file named `9`',
            correct: false,
            why: 'Inside `[[ ]]` the shell does not treat `<` as a redirection; that is a pitfall of the old `[` command.',
          },
        ],
      },
      {
        id: 'shell-scripting-5',
        kind: 'single',
        section: 'Loops over files, safely',
        prompt:
          'A folder contains `jan report.csv` and `feb.csv`. Which loop compresses each file exactly once, whatever its name?',
        options: [
          {
            text: '`for f in $(ls *.csv); do gzip $f; done`',
            correct: false,
            why: 'Splitting the output of `ls` turns `jan report.csv` into two words, `jan` and `report.csv`.',
          },
          {
            text: '`for f in *.csv; do gzip -- "$f"; done`',
            correct: true,
            why: 'The glob hands each name to the loop as one word, the quotes keep it whole and `--` protects names starting with a dash.',
          },
          {
            text: '`for f in "*.csv"; do gzip "$f"; done`',
            correct: false,
            why: 'Quoting the pattern stops the glob: the loop runs once with the literal text `*.csv`.',
          },
          {
            text: '`ls *.csv | while read f; do gzip $f; done`',
            correct: false,
            why: 'Still parses `ls`, and without quotes `$f` is split again at the space.',
          },
        ],
      },
      {
        id: 'shell-scripting-6',
        kind: 'order',
        section: 'Functions, here-docs and trap',
        prompt: 'Put the parts of a script that uses a temporary directory in a safe order.',
        steps: [
          'set -euo pipefail',
          'tmp=$(mktemp -d)',
          'trap \'rm -rf -- "$tmp"\' EXIT',
          'Download and process files inside "$tmp"',
          'Move the result to its final place',
        ],
        why: 'Strict mode comes first so that every later step is covered; the trap is set right after the directory exists, before any step that could fail, so the folder is removed however the script ends.',
      },
      {
        id: 'shell-scripting-7',
        kind: 'single',
        section: 'Functions, here-docs and trap',
        prompt:
          'A script writes a `run.sh` for a container with `cat > run.sh <<EOF`, and the generated file must contain `$HOME` literally so that it is expanded when `run.sh` runs. What should change?',
        options: [
          {
            text: 'Use `<<-EOF` instead',
            correct: false,
            why: '`<<-` only strips leading tabs; variables are still expanded.',
          },
          {
            text: "Quote the delimiter: `<<'EOF'`",
            correct: true,
            why: 'With a quoted delimiter the here-document is taken literally: no variable, command or arithmetic expansion happens.',
          },
          {
            text: 'Write `echo` lines instead of a here-document',
            correct: false,
            why: 'Double-quoted `echo` lines expand `$HOME` too; the here-document is fine once its delimiter is quoted.',
          },
          {
            text: 'Export HOME before the here-document',
            correct: false,
            why: 'Exporting changes nothing about expansion: `$HOME` would still be replaced by its current value.',
          },
        ],
      },
      {
        id: 'shell-scripting-8',
        kind: 'multiple',
        section: 'ShellCheck',
        prompt: 'Which of these will ShellCheck point out in a script? Pick all that apply.',
        options: [
          {
            text: '`rm -rf $dir/*` with `$dir` unquoted',
            correct: true,
            why: 'Rule SC2086 warns about unquoted expansions that undergo word splitting and globbing.',
          },
          {
            text: '`local out=$(build)`, which hides the exit status of `build`',
            correct: true,
            why: 'Rule SC2155 asks you to declare and assign separately so the command’s status is not masked.',
          },
          {
            text: 'That the backup server the script copies to is out of disk space',
            correct: false,
            why: 'ShellCheck reads the code without running it; it knows nothing about the machines the script talks to.',
          },
          {
            text: 'That the script deletes the wrong folder because the business rule is wrong',
            correct: false,
            why: 'A static analyser finds shell pitfalls, not mistakes in what you meant the script to do; that is what review and tests are for.',
          },
        ],
      },
    ],
  },
];
