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
  // web-servers-and-reverse-proxies
  {
    key: 'devops-131',
    kind: 'single',
    prompt:
      'A multi-tenant app behind nginx (`proxy_pass http://10.0.2.5:8080;`, no `proxy_set_header` lines) cannot tell `acme.example.com` from `globex.example.com`: every request shows the same Host. Which Host does the app see?',
    options: opts('The client’s Host, unchanged', '10.0.2.5:8080', 'localhost', 'An empty Host header'),
    correct: ['b'],
    explanation:
      'By default nginx sets Host to `$proxy_host`, the upstream’s address and port from `proxy_pass`. Adding `proxy_set_header Host $host;` passes the name the client asked for.',
    moduleKey: 'web-servers-and-reverse-proxies',
    section: "Forwarding the client's details",
  },
  {
    key: 'devops-132',
    kind: 'multiple',
    prompt:
      'The `server` block sets `Host`, `X-Forwarded-For` and `X-Forwarded-Proto` with `proxy_set_header`. One `location /payments/` adds a single line, `proxy_set_header X-Request-Id $request_id;`. Which headers does nginx set for requests to `/payments/`? Choose all that apply.',
    options: opts('X-Request-Id', 'Host set to `$proxy_host` (the default)', 'X-Forwarded-For', 'X-Forwarded-Proto'),
    correct: ['a', 'b'],
    explanation:
      '`proxy_set_header` directives are inherited only when the current level defines none, so the location’s one line replaces the whole server-level set and Host falls back to its default. Repeat the full set in the location or use a shared include.',
    moduleKey: 'web-servers-and-reverse-proxies',
    section: 'Common mistakes',
  },
  {
    key: 'devops-133',
    kind: 'single',
    prompt:
      'An upstream line reads `server 10.0.1.12:3000 max_fails=2 fail_timeout=30s;` in open-source nginx. What does it mean?',
    options: opts(
      'nginx polls the server’s /health URL every 30 seconds and removes it after 2 failed polls',
      'After 2 failed attempts to talk to it within 30 seconds, nginx stops sending it requests for 30 seconds',
      'Each request to it may take at most 30 seconds, retried twice',
      'The server is removed permanently after 2 failures',
    ),
    correct: ['b'],
    explanation:
      'Open-source nginx checks health passively from real traffic: `max_fails` failures within `fail_timeout` mark the server unavailable for `fail_timeout`, after which it is tried again. Active polling needs NGINX Plus or another balancer.',
    moduleKey: 'web-servers-and-reverse-proxies',
    section: 'Health checks and timeouts',
  },
  {
    key: 'devops-134',
    kind: 'output',
    prompt:
      'Requests pass a CDN, then your nginx, then the app; both proxies append the address they saw to X-Forwarded-For, and the app trusts exactly those two hops. What does this print as the client address?',
    code: "const header = '6.6.6.6, 198.51.100.4, 203.0.113.9'; // as the app receives it\nconst trustedHops = 2;\nconst list = header.split(',').map((s) => s.trim());\nconsole.log(list[list.length - trustedHops]);",
    language: 'javascript',
    options: opts('6.6.6.6', '198.51.100.4', '203.0.113.9', 'undefined'),
    correct: ['b'],
    explanation:
      'The last entry was appended by nginx (the CDN’s address) and the one before it by the CDN (the real client); anything further left was sent by the client and cannot be trusted.',
    moduleKey: 'web-servers-and-reverse-proxies',
    section: 'Trusting proxy headers',
  },
  {
    key: 'devops-135',
    kind: 'single',
    prompt:
      'Users uploading a 4 MB profile photo get "413 Request Entity Too Large" from nginx, while the app accepts up to 5 MB. What should change?',
    options: opts(
      'Raise `proxy_read_timeout` for the upload location',
      'Turn on `gzip` for image types',
      'Set `client_max_body_size 5m;` in the upload location',
      'Add `proxy_buffering off;` to the server block',
    ),
    correct: ['c'],
    explanation:
      'nginx rejects request bodies larger than `client_max_body_size`, which defaults to 1 MB, before the app ever sees them. Raise it only where uploads happen.',
    moduleKey: 'web-servers-and-reverse-proxies',
    section: 'Static files, compression and caching',
  },
  // docker-compose
  {
    key: 'devops-136',
    kind: 'output',
    prompt:
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion, not a template
      'Compose interpolates `${TAG:-latest}` in a Compose file with the same rule as the shell. What does this Bash snippet print?',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion, not a template
    code: 'unset TAG\necho "shop-api:${TAG:-latest}"\nTAG=""\necho "shop-api:${TAG:-latest}"\nTAG=1.4.2\necho "shop-api:${TAG:-latest}"',
    language: 'bash',
    options: opts(
      'shop-api:latest shop-api: shop-api:1.4.2',
      'shop-api:latest shop-api:latest shop-api:1.4.2',
      'shop-api: shop-api: shop-api:1.4.2',
      'shop-api:latest shop-api:latest shop-api:latest',
    ),
    correct: ['b'],
    explanation:
      '`:-` uses the default when the variable is unset or empty, so both of the first two lines print `latest`; once TAG has a value, that value is used.',
    moduleKey: 'docker-compose',
    section: 'Ports, environment and env files',
  },
  {
    key: 'devops-137',
    kind: 'single',
    prompt:
      'An API container crashes at start with "connection refused" to PostgreSQL about half of the time; its service has `depends_on: [db]`. What is the most direct fix in the Compose file?',
    options: opts(
      'Publish the database port with `ports: ["5432:5432"]`',
      'Add a healthcheck to `db` and use `depends_on: { db: { condition: service_healthy } }`',
      'List `db` after `api` in the file',
      'Set `restart: "no"` on the API',
    ),
    correct: ['b'],
    explanation:
      'The short `depends_on` waits only until the db container is running, not until PostgreSQL accepts connections; `service_healthy` waits for its healthcheck to pass.',
    moduleKey: 'docker-compose',
    section: 'Start order and healthchecks',
  },
  {
    key: 'devops-138',
    kind: 'multiple',
    prompt: 'A project has `compose.yaml` and `compose.override.yaml`. Which of these are true? Choose all that apply.',
    options: opts(
      'A plain `docker compose up` merges the override file automatically',
      '`docker compose -f compose.yaml -f compose.prod.yaml up -d` ignores `compose.override.yaml`',
      'Source-code bind mounts belong in the production file',
      '`docker compose config` shows the merged result',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Compose merges `compose.override.yaml` only when no `-f` files are given; naming files explicitly uses exactly those. `config` prints the final, merged and interpolated model, and bind mounts of source code are a development convenience.',
    moduleKey: 'docker-compose',
    section: 'Secrets, development and production',
  },
  {
    key: 'devops-139',
    kind: 'single',
    prompt:
      'A project folder named `blog` has a `db` service with the volume `pgdata:/var/lib/postgresql/data`. After `docker compose down`, the developer runs `docker compose up -d` again. What about the posts stored in the database?',
    options: opts(
      'They are gone, because `down` removes the containers',
      'They are still there, in the named volume `blog_pgdata`',
      'They were copied into the new image',
      'They survive only if the container was stopped with `stop` first',
    ),
    correct: ['b'],
    explanation:
      'Named volumes outlive containers and are kept by `down`; Compose prefixes them with the project name. Only `down -v` or `docker volume rm` deletes them.',
    moduleKey: 'docker-compose',
    section: 'Volumes and bind mounts',
  },
  {
    key: 'devops-140',
    kind: 'single',
    prompt:
      'A `mailpit` service used only for testing emails locally should not start with a plain `docker compose up`, but should be easy to add. What fits best?',
    options: opts(
      'Put it in a separate repository',
      'Give it `profiles: [mail]` and start it with `docker compose --profile mail up`',
      'Comment it out and uncomment it when needed',
      'Give it `restart: "no"`',
    ),
    correct: ['b'],
    explanation:
      'Services with a profile are skipped unless that profile is active, while services without profiles always start. A restart policy only controls restarts after exit.',
    moduleKey: 'docker-compose',
    section: 'Profiles and the everyday commands',
  },
  // logs-and-alerting
  {
    key: 'devops-141',
    kind: 'output',
    prompt:
      'A service has an SLO of 99.5 % over 30 days. This code prints its error budget in minutes of full outage, then how many of those minutes a 2 % budget spend is. What does it print?',
    code: 'const minutes = 30 * 24 * 60;\nconst budget = 1 - 0.995;\nconsole.log(Math.round(minutes * budget));\nconsole.log(Math.round(minutes * budget * 0.02));',
    language: 'javascript',
    options: opts('43 1', '216 4', '216 43', '2160 43'),
    correct: ['b'],
    explanation:
      '30 days are 43,200 minutes and 0.5 % of them is 216 minutes of budget; 2 % of that budget, the spend that triggers the fast-burn page over one hour, is about 4 minutes.',
    moduleKey: 'logs-and-alerting',
    section: 'SLOs, error budgets and burn rates',
  },
  {
    key: 'devops-142',
    kind: 'single',
    prompt:
      'An SLO burn-rate alert over a 1-hour window keeps firing for almost an hour after a bad deploy was rolled back. What does the SRE workbook add to fix that?',
    options: opts(
      'A longer `for:` duration',
      'A second, short window (one twelfth of the long one) that must also exceed the threshold',
      'A lower burn-rate threshold',
      'A silence that starts automatically after each deploy',
    ),
    correct: ['b'],
    explanation:
      'Requiring the 5-minute window to burn too means the alert stops a few minutes after the problem ends, while the 1-hour window still guarantees that enough budget was spent.',
    moduleKey: 'logs-and-alerting',
    section: 'SLOs, error budgets and burn rates',
  },
  {
    key: 'devops-143',
    kind: 'multiple',
    prompt: 'Which of these are jobs of Alertmanager rather than of the Prometheus rule itself? Choose all that apply.',
    options: opts(
      'Grouping related alerts into one notification',
      'Routing by label, such as pages to the paging tool and warnings to chat',
      'Deciding after how long a true expression counts as firing',
      'Silencing alerts during planned maintenance',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Prometheus evaluates `expr` and `for` and sends firing alerts on; Alertmanager groups, routes, silences and inhibits them before anyone is notified.',
    moduleKey: 'logs-and-alerting',
    section: 'Prometheus alerting rules',
  },
  {
    key: 'devops-144',
    kind: 'single',
    prompt:
      'During an incident, support has a screenshot with "Reference: 4be1c07d" from a failed checkout. What makes that reference most useful to the on-call engineer?',
    options: opts(
      'It is the request’s correlation id, logged as a field by every service the request passed',
      'It is the container id of the server that failed',
      'It is a hash of the error message',
      'It is the user’s session cookie',
    ),
    correct: ['a'],
    explanation:
      'A correlation id returned to the client and logged by every component lets one search pull up the whole path of that request across services.',
    moduleKey: 'logs-and-alerting',
    section: 'Correlation ids',
  },
  {
    key: 'devops-145',
    kind: 'single',
    prompt:
      'A team of three shares a 24/7 on-call and averages five incidents per 12-hour shift. What does the SRE book’s guidance suggest?',
    options: opts(
      'It is fine as long as each person is paid for on-call time',
      'Too much: a 12-hour shift should see at most 2 incidents',
      'Add more alerts so incidents are caught earlier',
      'Move to 24-hour shifts so fewer handoffs happen',
    ),
    correct: ['b'],
    explanation:
      'The SRE book derives a maximum of 2 incidents per 12-hour shift from an average of 6 hours per incident including follow-up, and caps on-call at 25 % of an engineer’s time; more is a signal to fix the system and its alerts.',
    moduleKey: 'logs-and-alerting',
    section: 'On-call rotations and escalation',
  },
  // backups-and-disaster-recovery
  {
    key: 'devops-146',
    kind: 'output',
    prompt:
      'A backup tool runs a full backup on Sunday and an incremental backup every other night. This script lists what a restore on Thursday needs. What does it print?',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion, not a template
    code: 'days=(sun mon tue wed thu)\nchain=""\nfor d in "${days[@]}"; do\n  if [[ $d == sun ]]; then chain="full-$d"; else chain="$chain inc-$d"; fi\ndone\necho "$chain"',
    language: 'bash',
    options: opts('full-sun inc-thu', 'full-sun inc-mon inc-tue inc-wed inc-thu', 'inc-thu', 'full-sun'),
    correct: ['b'],
    explanation:
      'Each incremental holds only the changes since the previous backup, so a restore needs the full backup and every incremental after it, in order; a missing link breaks the chain.',
    moduleKey: 'backups-and-disaster-recovery',
    section: 'Full, incremental and differential backups',
  },
  {
    key: 'devops-147',
    kind: 'single',
    prompt:
      'The finance team says: "after an outage, the invoicing system must work again within 2 hours, and we can re-enter at most 15 minutes of invoices." Which targets are these?',
    options: opts(
      'RPO 2 hours, RTO 15 minutes',
      'RTO 2 hours, RPO 15 minutes',
      'RTO and RPO both 2 hours',
      'An SLO of 99.85 %',
    ),
    correct: ['b'],
    explanation:
      'The time allowed to be back in service is the recovery time objective; the amount of data that may be lost, measured in time, is the recovery point objective.',
    moduleKey: 'backups-and-disaster-recovery',
    section: 'RPO and RTO',
  },
  {
    key: 'devops-148',
    kind: 'multiple',
    prompt:
      'A PostgreSQL database has an agreed RPO of 5 minutes and a 300 GB data directory. Which parts belong in its backup design? Choose all that apply.',
    options: opts(
      'Regular base backups, for example with pg_basebackup',
      'Continuous WAL archiving to separate storage',
      '`archive_timeout` so quiet periods still ship WAL within minutes',
      'A nightly pg_dump as the only backup',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Base backups plus archived WAL allow point-in-time recovery with a gap of only the unarchived WAL, and `archive_timeout` bounds that gap on quiet systems. A nightly dump alone could lose a whole day.',
    moduleKey: 'backups-and-disaster-recovery',
    section: 'Physical backups, WAL archiving and point-in-time recovery',
  },
  {
    key: 'devops-149',
    kind: 'single',
    prompt:
      'A company’s backup job has reported success every night for a year. What is the strongest evidence that they can actually recover?',
    options: opts(
      'The backup files grow a little every day',
      'An automated job restores the latest backup to a scratch server and checks row counts and the newest record, with its duration recorded',
      'The storage provider promises eleven nines of durability',
      'The backups are encrypted',
    ),
    correct: ['b'],
    explanation:
      'Only a restore proves that the files are complete and usable, and timing it gives the real RTO. Size, durability and encryption say nothing about whether the data can be brought back.',
    moduleKey: 'backups-and-disaster-recovery',
    section: 'Testing restores',
  },
  {
    key: 'devops-150',
    kind: 'single',
    prompt:
      'Attackers stole a cloud administrator’s credentials, deleted the backups in the same account, then encrypted the servers. Which change would most directly have saved the backups?',
    options: opts(
      'Taking backups twice as often',
      'Keeping backups in a separate account with Object Lock in compliance mode',
      'Compressing the backups',
      'Storing the backups on faster disks',
    ),
    correct: ['b'],
    explanation:
      'Backups that production credentials cannot reach, and that nobody can delete before their retention ends, survive an attacker who controls production. Frequency, compression and speed do not stop a deletion.',
    moduleKey: 'backups-and-disaster-recovery',
    section: 'Ransomware: immutable and offsite copies',
  },
];
