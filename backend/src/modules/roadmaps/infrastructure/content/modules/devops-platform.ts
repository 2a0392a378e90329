import type { ModuleContent } from '../content-types.js';

/** DevOps lessons: shell scripting, proxies, Compose, alerting and recovery (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_PLATFORM_MODULES: ModuleContent[] = [
  {
    key: 'shell-scripting',
    title: 'Shell Scripting',
    summary:
      'Write Bash scripts that fail safely: the shebang, quoting and arguments, exit codes and set -euo pipefail with its caveats, [[ ]] tests, safe loops over files, functions, here-docs, trap for cleanup and ShellCheck.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Your first script: the shebang and running it
A shell script is a text file of commands that you would otherwise type by hand, saved so that a machine (or a colleague at 3 a.m.) can run them the same way every time. Deploy steps, backup jobs, CI helpers and container entrypoints are very often small Bash scripts, which is why every DevOps engineer ends up reading and writing them.

The first line is the **shebang**: \`#!\` followed by the interpreter that should run the file. \`#!/usr/bin/env bash\` asks \`env\` to find \`bash\` on the \`PATH\`, which works on Linux and on macOS, where a newer Bash is often installed somewhere other than \`/bin\`. Make the file executable once with \`chmod +x deploy.sh\`, then run it as \`./deploy.sh\`. Running \`bash deploy.sh\` also works without the execute bit, because you named the interpreter yourself and the shebang is then just a comment. Do not call a Bash script with \`sh deploy.sh\`: on Debian and Ubuntu \`sh\` is \`dash\`, a smaller shell that does not understand \`[[ ]]\`, arrays or \`pipefail\`.

### Variables, quoting and arguments
Assign without spaces (\`env=staging\`) and read with \`"$env"\`, always inside double quotes so that a value with spaces or a \`*\` stays one word. Braces separate the name from text that follows (\`"\${env}_db"\`) and give you defaults: \`"\${PORT:-8080}"\` uses 8080 when \`PORT\` is unset or empty, and \`"\${1:?usage: deploy.sh ENV}"\` stops the script with that message when the first argument is missing.

A script receives its **arguments** as positional parameters. \`$0\` is the script's own name, \`$1\`, \`$2\` … are the arguments, \`$#\` is how many there are, and \`"$@"\` expands to all of them, each still a separate word, which is what you want when passing them on to another command. \`"$*"\` glues them into a single string instead. \`shift\` drops \`$1\` and moves every other argument down by one, so a loop can read options one at a time until none are left.

### Exit codes and strict mode
Every command returns an **exit status** from 0 to 255: 0 means success, anything else failure. Bash itself uses 127 for "command not found", 126 for "found but not executable" and 128 + N when a command was killed by signal N (130 after Ctrl+C, signal 2). Your script's own status is the status of its last command, or the number you give \`exit\`; CI systems and \`cron\` read it to decide whether the job failed, so a script must fail loudly.

That is why scripts start with \`set -euo pipefail\`: \`-e\` (errexit) stops at a failing command, \`-u\` (nounset) treats an unset variable as an error, and \`pipefail\` makes a pipeline's status the last non-zero status in it instead of only the status of the final command. The Bash manual lists where \`-e\` deliberately does **not** fire, and these are the caveats that bite:

- A command tested by \`if\`, \`while\` or \`until\`, any command of an \`&&\` or \`||\` list except the last, and a command negated with \`!\` never stop the script. A function called as \`if deploy; then\` runs its whole body with errexit off.
- \`local out=$(build)\` always succeeds, because the status you see is the status of \`local\`, not of \`build\`. Declare first (\`local out\`), then assign (\`out=$(build)\`).
- \`((count++))\` returns status 1 when \`count\` was 0, because the expression's value is 0, and \`-e\` kills the script. Write \`count=$((count + 1))\`.
- With \`pipefail\`, \`grep pattern file | wc -l\` fails when nothing matches, since \`grep\` exits with 1 for "no match".

Strict mode is a safety net, not error handling: check the commands you expect to fail explicitly.

### Conditionals and tests
\`if\` runs a command and branches on its status. The test command \`[[ ... ]]\` is Bash's safer version of the old \`[\`: it does not split or glob unquoted variables, it understands \`&&\`, \`||\` and \`!\` inside, \`==\` with an unquoted pattern on the right matches globs (\`[[ $file == *.log ]]\`), and \`=~\` matches a regular expression. Useful tests are \`-f path\` (a regular file exists), \`-d path\` (a directory), \`-z "$s"\` (empty) and \`-n "$s"\` (not empty). Numbers need \`-eq\`, \`-lt\`, \`-gt\` or arithmetic \`(( n > 9 ))\`: inside \`[[ ]]\`, \`<\` compares strings, so \`[[ 10 < 9 ]]\` is true because "1" sorts before "9". A \`case\` statement is often clearer than a chain of \`elif\` for matching one value against several patterns.

### Loops over files, safely
Let the shell list files for you with a glob: \`for f in /var/log/app/*.log; do gzip -- "$f"; done\`. Never loop over the output of \`ls\`, which splits names at spaces. Two details matter: when nothing matches, the pattern stays as the literal text \`*.log\`, so either set \`shopt -s nullglob\` or test \`[[ -e $f ]] || continue\`; and the \`--\` tells the command that what follows are file names even if one starts with a dash. To read a file line by line, use \`while IFS= read -r line; do ...; done < hosts.txt\`; \`-r\` keeps backslashes and the empty \`IFS\` keeps leading spaces. For names from \`find\`, pair \`-print0\` with \`read -r -d ''\` so that even a newline inside a name is safe.

### Functions, here-docs and trap
A **function** groups steps under a name: \`log() { printf '%s %s\\n' "$(date +%T)" "$*" >&2; }\`. Inside it, \`$1\`, \`$2\` and \`"$@"\` are the function's own arguments, \`local\` keeps variables from leaking into the rest of the script, and \`return N\` sets its status. Functions "return" text by printing it, which the caller captures with \`$(...)\`; that is why logs go to standard error (\`>&2\`), so they never end up inside a captured value.

A **here-document** feeds several lines to a command's standard input: everything between \`<<EOF\` and a line containing only \`EOF\`. Variables and \`$(...)\` are expanded inside it; quote the delimiter (\`<<'EOF'\`) to keep the text exactly as written, for example when generating another script. \`<<-EOF\` also strips leading tab characters so that the block can be indented.

\`trap\` registers a command to run when the shell receives a signal or exits. \`trap cleanup EXIT\` runs \`cleanup\` however the script ends: normally, through \`exit\`, or because \`set -e\` stopped it, which makes it the right place to delete a temporary directory made with \`mktemp -d\` or to release a lock.

### ShellCheck
**ShellCheck** is a free static analyser for shell scripts. It reads the script without running it and warns about unquoted variables (its rule SC2086), \`local\` hiding a failure (SC2155), \`cd\` without a check, and dozens of other traps, each with a wiki page explaining the fix. Run it in your editor and in CI on every script, with \`shellcheck deploy.sh\`; a clean ShellCheck run is a reasonable bar for merging a script.

### Worked example
A script that archives yesterday's logs of one app to a backup folder, written to fail safely:

\`\`\`bash
#!/usr/bin/env bash
set -euo pipefail

usage() { echo "usage: $0 APP DEST" >&2; exit 2; }
[[ $# -eq 2 ]] || usage
app=$1 dest=$2

workdir=$(mktemp -d)
trap 'rm -rf -- "$workdir"' EXIT

shopt -s nullglob
files=(/var/log/"$app"/*.log)
if (( \${#files[@]} == 0 )); then
  echo "no logs for $app" >&2
  exit 0
fi

tar -czf "$workdir/$app-$(date +%F).tar.gz" -- "\${files[@]}"
mv -- "$workdir"/*.tar.gz "$dest"/
cat <<EOF
Archived \${#files[@]} files of $app to $dest
EOF
\`\`\`

Walk through it: the argument check exits with status 2 (a common convention for wrong usage) before anything happens; \`mktemp -d\` creates a private temporary folder and the \`EXIT\` trap removes it whatever happens next; \`nullglob\` plus an array makes "no logs" an explicit, successful case instead of \`tar\` failing on a literal \`*.log\`; every path is quoted, and \`--\` protects against names that start with a dash. If \`tar\` fails because the disk is full, \`set -e\` stops the script with a non-zero status, the trap still cleans up, and \`cron\` or the CI job reports the failure.

### Common mistakes
- Unquoted or unchecked variables: \`rm -rf $dir/*\` with an empty \`dir\` becomes \`rm -rf /*\`. Quote, and write \`"\${dir:?}"/*\` to refuse an empty value.
- Trusting \`set -e\` to catch everything: read the caveats above, and test the failure paths on purpose.
- \`cd somewhere\` without a check in a script that does not use \`-e\`; write \`cd somewhere || exit 1\`.
- Parsing \`ls\` or looping with \`for line in $(cat file)\`, which splits on every space.
- Piping into \`while read\`: the loop runs in a subshell, so variables it sets are gone after the loop; redirect the file into the loop instead.
- Writing a 400-line Bash program. Past about a page, or when you need data structures and tests, switch to Python or another real language.

### At work
Scripts live in the repository (\`scripts/\` or \`bin/\`), are reviewed like code and are checked by ShellCheck in CI. Each one prints a usage line, validates its arguments, logs to standard error and exits non-zero on failure, because pipelines, \`cron\` and container orchestrators act on that status. Container entrypoints usually end with \`exec "$@"\` so that the real program replaces the shell and receives stop signals directly. And before running an unfamiliar script with \`sudo\`, you read it: it runs with all of your permissions.
`,
    resources: [
      { title: 'GNU Bash Reference Manual', url: 'https://www.gnu.org/software/bash/manual/bash.html', kind: 'docs' },
      {
        title: 'ShellCheck: paste a script and see its warnings',
        url: 'https://www.shellcheck.net/',
        kind: 'interactive',
      },
      {
        title: 'LinuxCommand.org: Writing Shell Scripts',
        url: 'https://linuxcommand.org/lc3_writing_shell_scripts.php',
        kind: 'course',
      },
    ],
  },
];
