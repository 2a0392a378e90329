import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** backend exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. Every output question was run here (Node 24, bash, python3). */
export const BACKEND_EXAM_SHARED: ExamQuestionContent[] = [
  {
    key: 'backend-161',
    kind: 'single',
    prompt:
      "Before mixing a teammate's new commits into your work, you want to see what landed on the remote main without touching your own branches or files. Which command does only that?",
    options: opts('git merge origin/main', 'git push -u origin main', 'git pull origin main', 'git fetch origin'),
    correct: ['d'],
    explanation:
      'git fetch only downloads and moves remote-tracking branches such as origin/main; git pull also integrates them into your branch, which can create a merge commit or a conflict.',
    moduleKey: 'github-collaboration',
    section: 'Remotes',
  },
  {
    key: 'backend-162',
    kind: 'single',
    prompt:
      'A pull request targeting a release branch (not the default branch) has "Closes #42" in its description. What happens to issue 42 when the PR is merged?',
    options: opts(
      'It closes only after the next release is tagged',
      'It closes, as with any merged pull request',
      'It stays open',
      'It is reopened and labelled as a duplicate',
    ),
    correct: ['c'],
    explanation:
      "Closing keywords (Closes, Fixes, Resolves) close the linked issue only when the pull request is merged into the repository's default branch.",
    moduleKey: 'github-collaboration',
    section: 'The pull request flow',
  },
  {
    key: 'backend-163',
    kind: 'single',
    prompt:
      'You rebased your own feature branch on origin/main and the push is rejected. A colleague may have pushed a fix to the same branch an hour ago. Which push is safest?',
    options: opts(
      'git push --force',
      'git push --force-with-lease',
      'git push --no-verify',
      'Delete the remote branch and push again',
    ),
    correct: ['b'],
    explanation:
      '--force-with-lease overwrites the remote branch only if it is still where you last fetched it, so a commit pushed meanwhile is not silently wiped, as a plain --force would do.',
    moduleKey: 'github-collaboration',
    section: 'Keeping your branch up to date',
  },
  {
    key: 'backend-164',
    kind: 'multiple',
    prompt:
      'Which can a branch protection rule or ruleset on main require before the merge button works? (Choose all that apply.)',
    options: opts(
      'Required status checks (the CI jobs) passing',
      'That the author approves their own pull request',
      'Conversations on the pull request being resolved',
      'A pull request with a number of approving reviews',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Rules can demand reviews, passing checks and resolved conversations; nobody can approve their own pull request, so that cannot be a requirement.',
    moduleKey: 'github-collaboration',
    section: 'Protected branches and required checks',
  },
  {
    key: 'backend-165',
    kind: 'single',
    prompt:
      'You forked an open-source project months ago and now want to start a new fix. Your clone has the remotes origin (your fork) and upstream (the original). Where should the new branch start?',
    options: opts(
      'From the last branch you worked on',
      'From a tag of the first release',
      "From your fork's main, as it is",
      'From a freshly fetched upstream/main',
    ),
    correct: ['d'],
    explanation:
      'Fetch upstream and branch from upstream/main: a months-old fork makes you fix conflicts that need not exist.',
    moduleKey: 'github-collaboration',
    section: "Contributing to someone else's project",
  },
  {
    key: 'backend-166',
    kind: 'single',
    prompt: 'ls -l shows -rw-r----- for app.env, owned by user deploy and group web. Who may read it?',
    options: opts(
      'Nobody until chmod +x is run',
      'Everyone on the machine',
      'The user deploy and members of the group web',
      'Only the user deploy',
    ),
    correct: ['c'],
    explanation:
      'rw- for the owner, r-- for the group and --- for others: deploy may read and write, group members may read, anyone else gets nothing (chmod 640).',
    moduleKey: 'linux-fundamentals',
    section: 'Files and permissions',
  },
  {
    key: 'backend-167',
    kind: 'single',
    prompt: 'Three people administer a server. What is the better way to give them admin access?',
    options: opts(
      'One shared root password kept in a password manager',
      'One shared private key copied to each laptop',
      'Personal accounts and keys, plus sudo',
      'Adding all three to the docker group instead of sudo',
    ),
    correct: ['c'],
    explanation:
      "Personal accounts with sudo log every command per person and let you remove one person's access alone; shared secrets do neither, and the docker group is as powerful as root.",
    moduleKey: 'linux-fundamentals',
    section: 'Users, root and sudo',
  },
  {
    key: 'backend-168',
    kind: 'output',
    prompt: 'What does this script print?',
    code: 'name=\'monthly report.pdf\'\nset -- $name\necho $#\nset -- "$name"\necho $#',
    language: 'bash',
    options: opts('1 1', '1 2', '2 2', '2 1'),
    correct: ['d'],
    explanation:
      'Unquoted, the value splits on the space into two arguments; inside double quotes it stays one argument, which is why variables should always be quoted.',
    moduleKey: 'linux-fundamentals',
    section: 'Shell scripts: quoting and exit codes',
  },
  {
    key: 'backend-169',
    kind: 'single',
    prompt: 'You deleted a 20 GB log file, but df -h still shows the disk as full. What is the likely reason?',
    options: opts(
      'Deleted files always go to a trash folder on servers',
      'The file system needs a reboot to count again',
      'df caches its numbers for an hour',
      'A process still holds the file open',
    ),
    correct: ['d'],
    explanation:
      'The space of a deleted file stays in use while a process writes to it; truncate the file or restart the process (lsof +L1 lists such files).',
    moduleKey: 'linux-fundamentals',
    section: 'Disk, memory and logs',
  },
  {
    key: 'backend-170',
    kind: 'multiple',
    prompt:
      'The api service on a systemd server stopped answering. Which are good first steps before changing anything? (Choose all that apply.)',
    options: opts(
      'df -h and free -h to check disk and memory',
      'systemctl status api',
      'journalctl -u api to read its recent logs',
      'Reboot the machine at once',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      "Look before you change: the unit's state, its journal and the machine's disk and memory usually show the cause. A reboot may destroy the evidence.",
    moduleKey: 'linux-fundamentals',
    section: 'Processes and services',
  },
  {
    key: 'backend-171',
    kind: 'single',
    prompt: 'A colleague calls containers "lightweight virtual machines". What is the more accurate description?',
    options: opts(
      'A full guest operating system with its own kernel',
      'An isolated process sharing the host kernel',
      'A program compiled to run on any CPU',
      'A compressed copy of the whole host disk',
    ),
    correct: ['b'],
    explanation:
      "Containers share the host's kernel; namespaces give them their own view and cgroups limit their resources. That is why a kernel vulnerability on the host affects every container.",
    moduleKey: 'containers-docker',
    section: 'Why containers',
  },
  {
    key: 'backend-172',
    kind: 'single',
    prompt:
      'Every code change makes your Docker build reinstall all npm dependencies. The Dockerfile does COPY . . and then RUN npm ci. What fixes it?',
    options: opts(
      'Copy package*.json and npm ci first',
      'Use the latest tag for the base image',
      'Move EXPOSE to the top of the file',
      'Add --no-cache to docker build',
    ),
    correct: ['a'],
    explanation:
      'Each instruction is a cached layer rebuilt only when its inputs change; installing from the package files first lets code changes reuse the installed dependencies.',
    moduleKey: 'containers-docker',
    section: 'A Dockerfile',
  },
  {
    key: 'backend-173',
    kind: 'single',
    prompt:
      'Your app listens on port 3000 inside the container, started with docker run -p 8080:3000 shop-api. Which URL reaches it from your browser?',
    options: opts(
      'http://localhost:3000:8080',
      'http://shop-api:8080',
      'http://localhost:3000',
      'http://localhost:8080',
    ),
    correct: ['d'],
    explanation:
      "The -p flag is host:container, so the container's port 3000 is published on port 8080 of your machine.",
    moduleKey: 'containers-docker',
    section: 'Everyday commands',
  },
  {
    key: 'backend-174',
    kind: 'multiple',
    prompt:
      'A Dockerfile does COPY .env . and later RUN rm .env, and the image runs as root. Which statements are true? (Choose all that apply.)',
    options: opts(
      'Secrets should be passed at runtime or as build secrets, not copied into the image',
      'The .env file can still be extracted from the earlier layer',
      'Adding a USER line for an unprivileged user limits what an attacker gets from a hole in the app',
      'RUN rm .env removes the secret from the image history',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Every layer is kept, so a deleted file is still in the layer that added it. Pass secrets at runtime (or with RUN --mount=type=secret) and run as a non-root user.',
    moduleKey: 'containers-docker',
    section: 'Container security basics',
  },
  {
    key: 'backend-175',
    kind: 'single',
    prompt: 'In a compose.yaml with services api and db, how should the api reach PostgreSQL?',
    options: opts(
      "Publish 5432:5432 and connect to the server's public address",
      'Connect to db:5432 on the Compose network',
      'Connect to localhost:5432 from inside the api container',
      'Run PostgreSQL inside the api container',
    ),
    correct: ['b'],
    explanation:
      'Compose puts services on a shared network where they find each other by service name, so a database only the app uses need not be published at all.',
    moduleKey: 'containers-docker',
    section: 'Several services',
  },
  {
    key: 'backend-176',
    kind: 'output',
    prompt: 'What does this script print?',
    code: 'false | true\necho $?\nset -o pipefail\nfalse | true\necho $?',
    language: 'bash',
    options: opts('1 1', '0 0', '1 0', '0 1'),
    correct: ['d'],
    explanation:
      "Without pipefail a pipeline's status is its last command's (true, so 0); with pipefail the failing false makes the whole pipeline fail (1). That is how npm test | tee log.txt can hide a failure.",
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous integration',
  },
  {
    key: 'backend-177',
    kind: 'single',
    prompt:
      'Every green commit on main is built, tested on staging and waits there; a person approves the production deploy. What is this called?',
    options: opts('Continuous deployment', 'A canary release', 'Continuous integration only', 'Continuous delivery'),
    correct: ['d'],
    explanation:
      'Continuous delivery keeps every green commit ready to ship with a human approval step; continuous deployment would release it automatically.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous delivery and deployment',
  },
  {
    key: 'backend-178',
    kind: 'single',
    prompt:
      'The pipeline builds the image once for staging and again for production "to use production settings". What is the problem?',
    options: opts(
      'Production images must always be built by hand',
      'Two builds cost more runner minutes, nothing else',
      'Production runs an artifact nobody tested',
      'Docker refuses to build the same commit twice',
    ),
    correct: ['c'],
    explanation: 'Build once and promote the same artifact; configuration differs by environment, the image does not.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Releasing safely',
  },
  {
    key: 'backend-179',
    kind: 'multiple',
    prompt: 'Which make a GitHub Actions deploy workflow safer? (Choose all that apply.)',
    options: opts(
      'Pinning third-party actions to a full commit SHA',
      'A permissions: block giving GITHUB_TOKEN only what the job needs',
      'Storing the cloud access key in the workflow file so reviewers can see it',
      'Using OpenID Connect to get short-lived cloud credentials',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'A tag can be moved to malicious code but a SHA cannot, least privilege limits a stolen token, and OIDC removes the long-lived key; a key in the file is readable by everyone with the repository.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Secrets and permissions in pipelines',
  },
  {
    key: 'backend-180',
    kind: 'single',
    prompt: 'A test fails about one run in ten and the team has got used to pressing "re-run". What should happen?',
    options: opts(
      'Fix or quarantine the flaky test the same day',
      'Remove the test job from the pipeline',
      'Run the whole pipeline three times on every push',
      'Keep re-running; green eventually means it works',
    ),
    correct: ['a'],
    explanation:
      'A pipeline people learn to re-run stops protecting anyone; flaky tests are fixed or quarantined at once.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Keep pipelines fast and honest',
  },
  {
    key: 'backend-181',
    kind: 'single',
    prompt:
      'A developer wants to add a user_id label to the http_requests_total counter "to see who is slow". Why is that a bad idea?',
    options: opts(
      'Counters cannot have labels at all',
      'It makes the counter go down when users sign out',
      'Prometheus labels may only contain numbers',
      'Each distinct value adds a time series',
    ),
    correct: ['d'],
    explanation:
      'Each label combination is its own time series; unbounded values such as user ids belong in logs and traces, not metric labels.',
    moduleKey: 'observability',
    section: 'Metrics with Prometheus',
  },
  {
    key: 'backend-182',
    kind: 'multiple',
    prompt: 'Which belong to the RED method for a service? (Choose all that apply.)',
    options: opts('Disk inventory of the host', 'Rate of requests', 'Errors', 'Duration of requests'),
    correct: ['b', 'c', 'd'],
    explanation:
      'RED is Rate, Errors and Duration (read at the 95th and 99th percentiles); saturation is added for machines and queues.',
    moduleKey: 'observability',
    section: 'What to measure first',
  },
  {
    key: 'backend-183',
    kind: 'single',
    prompt: "Service A calls service B over HTTP. How do B's spans end up in the same trace as A's?",
    options: opts(
      'Both services log the same timestamp',
      'A sends a W3C traceparent header',
      'Prometheus joins them when it scrapes both services',
      "B copies A's log lines into its own",
    ),
    correct: ['b'],
    explanation:
      "The traceparent header carries the version, trace id, parent span id and flags, so B's spans join A's trace.",
    moduleKey: 'observability',
    section: 'Traces with OpenTelemetry',
  },
  {
    key: 'backend-184',
    kind: 'output',
    prompt: 'What does this code print?',
    code: 'window_minutes = 30 * 24 * 60\nslo = 0.995\nprint(round(window_minutes * (1 - slo)))',
    language: 'python',
    options: opts('43', '432', '7', '216'),
    correct: ['d'],
    explanation:
      'A 30-day window has 43,200 minutes; a 99.5 % objective leaves 0.5 % of them, 216 minutes, as the error budget (99.9 % would leave 43.2).',
    moduleKey: 'observability',
    section: 'Service level objectives',
  },
  {
    key: 'backend-185',
    kind: 'single',
    prompt: 'A handler logs request.headers to debug a sign-in problem. What is the better practice?',
    options: opts(
      'Encrypt only the log file on the server',
      'Log the headers only on Fridays',
      'Keep it, since logs are internal',
      'Mask secret fields centrally; log ids',
    ),
    correct: ['d'],
    explanation:
      'Logs are copied widely and kept for months; masking known secret fields centrally means a careless log call cannot leak a token.',
    moduleKey: 'observability',
    section: 'Never log secrets',
  },
  {
    key: 'backend-186',
    kind: 'output',
    prompt: 'What does this code print?',
    code: "const rules = { 'invoice:read': (user, inv) => user.tenantId === inv.tenantId };\nfunction can(user, action, resource) {\n  const rule = rules[action];\n  if (!rule) return false;\n  try {\n    return rule(user, resource) === true;\n  } catch {\n    return false;\n  }\n}\nconst alice = { tenantId: 1 };\nconsole.log([\n  can(alice, 'invoice:read', { tenantId: 1 }),\n  can(alice, 'invoice:refund', { tenantId: 1 }),\n  can(alice, 'invoice:read', null),\n].join(' '));",
    language: 'javascript',
    options: opts('true true true', 'true false false', 'true true false', 'true false true'),
    correct: ['b'],
    explanation:
      'The policy allows only what a rule allows: refund has no rule, so it is denied, and the null resource throws inside the rule, which ends in a refusal rather than access.',
    moduleKey: 'access-control',
    section: 'Deny by default',
  },
  {
    key: 'backend-187',
    kind: 'single',
    prompt:
      'GET /api/projects/:id checks that the caller is signed in and has the role "member", then loads the project by id. What is missing?',
    options: opts(
      'Nothing: role and sign-in are checked',
      'A check on this caller and this project',
      'Using UUIDs instead of numbers, which makes the check unnecessary',
      'A longer session timeout',
    ),
    correct: ['b'],
    explanation:
      'This is broken object level authorization (IDOR): every endpoint that takes an id must check the relationship between caller and object. Unguessable ids are not a control.',
    moduleKey: 'access-control',
    section: 'Check the object, not just the route',
  },
  {
    key: 'backend-188',
    kind: 'single',
    prompt:
      "An ordinary user changes a request and reads another ordinary user's orders. Which kind of escalation is this?",
    options: opts('Horizontal', 'Tenant isolation', 'Authentication bypass', 'Vertical'),
    correct: ['a'],
    explanation:
      "Horizontal escalation reaches a peer's data at the same privilege level; vertical escalation gains higher privileges, such as admin functions.",
    moduleKey: 'access-control',
    section: 'Vertical and horizontal escalation',
  },
  {
    key: 'backend-189',
    kind: 'single',
    prompt: 'The React app hides the "Delete user" button for non-admins. The API endpoint has no check. What is true?',
    options: opts(
      'It is safe as long as the role is stored in localStorage',
      'The browser blocks calls from users without the button',
      'That is enough, since users cannot see the button',
      'The server must enforce it',
    ),
    correct: ['d'],
    explanation:
      "Everything in the client is under the attacker's control; UI checks are for usability and the server must make the decision.",
    moduleKey: 'access-control',
    section: 'Enforce it on the server, in one place',
  },
  {
    key: 'backend-190',
    kind: 'single',
    prompt:
      'A document app lets people edit a document if they are its owner or someone shared it with them. Which model describes "shared with them" most directly?',
    options: opts('Vertical escalation', 'RBAC: a role per document', 'ReBAC', 'Deny by default'),
    correct: ['c'],
    explanation:
      'Relationship-based access control derives permissions from relationships such as owner-of or shared-with; roles alone describe what kind of user someone is.',
    moduleKey: 'access-control',
    section: 'Models: RBAC, ABAC and ReBAC',
  },
  {
    key: 'backend-191',
    kind: 'output',
    prompt: 'What does this code print?',
    code: "const u = new URL('https://shop.example.com:8443/orders?page=2#latest');\nconsole.log(u.origin);\nconsole.log(u.search, u.hash);",
    language: 'javascript',
    options: opts(
      'https://shop.example.com:8443 ?page=2 #latest',
      'https://shop.example.com ?page=2 #latest',
      'shop.example.com:8443 page=2 latest',
      'https://shop.example.com:8443/orders ?page=2',
    ),
    correct: ['a'],
    explanation:
      'The origin is scheme, host and port together (the port is kept because 8443 is not the default for https); the query starts at ? and the fragment at #.',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'backend-192',
    kind: 'single',
    prompt:
      'You moved api.example.com to a new server and updated its DNS record an hour ago, yet some users still reach the old server. What is the likely reason?',
    options: opts(
      'Cached answers live until their TTL ends',
      'DNS changes need a restart of every client machine',
      'The old server is redirecting users back to itself',
      'The new server has no TLS certificate yet',
    ),
    correct: ['a'],
    explanation:
      'DNS answers are cached for their TTL by the browser, the operating system and the resolver, so old answers keep being used for a while after a change.',
    moduleKey: 'how-the-web-works',
    section: 'From a URL to a page',
  },
  {
    key: 'backend-193',
    kind: 'multiple',
    prompt:
      'A site is served over HTTPS with a valid certificate. What does that give its visitors? (Choose all that apply.)',
    options: opts(
      'The site belongs to an honest, well-known company',
      'Proof that the server controls that domain name',
      'Nobody on the network can read the path, headers, cookies or body',
      'Changes to the data in transit are detected',
    ),
    correct: ['b', 'c', 'd'],
    explanation:
      'HTTPS gives confidentiality, integrity and server authentication. A phishing site can get a valid certificate for its own look-alike domain, so the padlock says nothing about honesty.',
    moduleKey: 'how-the-web-works',
    section: 'What HTTPS protects and what it does not',
  },
  {
    key: 'backend-194',
    kind: 'single',
    prompt:
      'A checkout form sends the price from a hidden field, and the JavaScript on the page checks that the quantity is at most 10. What should the server do?',
    options: opts(
      'Reject requests that were not sent by a browser',
      'Trust both, since the page was served by the same server',
      'Look up the price and recheck the quantity',
      'Trust the quantity check but look up the price',
    ),
    correct: ['c'],
    explanation:
      'Everything the client sends can be edited or forged with hand-made requests; browser checks are for convenience and the server must decide again.',
    moduleKey: 'how-the-web-works',
    section: 'Clients and servers',
  },
  {
    key: 'backend-195',
    kind: 'output',
    prompt: 'What does this script print?',
    code: "printf 'b\\na\\nb\\n' | uniq | wc -l\nprintf 'b\\na\\nb\\n' | sort | uniq | wc -l",
    language: 'bash',
    options: opts('3 2', '2 2', '3 3', '2 3'),
    correct: ['a'],
    explanation:
      'uniq drops only repeats that sit next to each other, so the two b lines separated by a survive (3 lines); sorting first puts them together (2 lines).',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'backend-196',
    kind: 'single',
    prompt: 'A script sets file="q3 report.csv" and then runs rm $file. What happens?',
    options: opts(
      'rm tries to delete two files, q3 and report.csv',
      'Nothing, because rm ignores variables',
      'rm deletes every csv file in the folder',
      'The file q3 report.csv is deleted',
    ),
    correct: ['a'],
    explanation:
      'Without double quotes the shell splits the value at the space into two arguments; rm "$file" deletes the one file meant.',
    moduleKey: 'command-line-basics',
    section: 'Quoting and variables',
  },
  {
    key: 'backend-197',
    kind: 'multiple',
    prompt: 'A deploy script starts with set -euo pipefail. Which statements are true? (Choose all that apply.)',
    options: opts(
      'A pipeline fails when any command in it fails, not only the last one',
      'Failed commands are retried three times',
      'It stops at the first command that fails',
      'Using a variable that was never set becomes an error instead of an empty string',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      '-e stops on failure, -u rejects unset variables and pipefail makes a pipeline report any failing part; nothing is retried.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },
  {
    key: 'backend-198',
    kind: 'single',
    prompt: 'Why should you not run mysql --password=S3cret or a similar command with a secret as an argument?',
    options: opts(
      'It only works with sudo',
      'Arguments longer than eight characters are cut off',
      'Shell history and ps expose it',
      'The shell encrypts arguments, so the server receives garbage',
    ),
    correct: ['c'],
    explanation:
      'Shell history files and process lists expose arguments; read secrets from an environment variable or a file with tight permissions instead.',
    moduleKey: 'command-line-basics',
    section: 'Habits that save you',
  },
  {
    key: 'backend-199',
    kind: 'single',
    prompt:
      'You edited a.js and b.js, ran git add a.js and then git commit -m "Fix total". Where is the change to b.js now?',
    options: opts(
      'In the new commit together with a.js',
      'Only in the working directory',
      'On the remote, because commit uploads changes',
      'Lost, because commit discards unstaged changes',
    ),
    correct: ['b'],
    explanation:
      'git commit saves what is in the staging area; b.js was never added, so its change stays in your files for a later commit. Nothing is uploaded until git push.',
    moduleKey: 'git-basics',
    section: 'The everyday loop',
  },
  {
    key: 'backend-200',
    kind: 'single',
    prompt: 'A commit on the shared main branch, already pulled by teammates, broke the build. How should you undo it?',
    options: opts(
      'git revert <commit>, which adds a new commit that reverses it',
      'Delete the branch and recreate it from an older commit',
      'git restore on every file the commit touched, without committing',
      'git reset --hard HEAD~1 and force-push',
    ),
    correct: ['a'],
    explanation:
      "revert keeps history intact and teammates just pull one more commit; resetting shared history forces a push that breaks everyone's clones.",
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'backend-201',
    kind: 'single',
    prompt: 'A database password was pushed to GitHub this morning; a later commit deleted the file. What comes first?',
    options: opts(
      'Rewrite history with git filter-repo and hope nobody cloned it',
      'Make the repository private for a day',
      'Nothing: the deleting commit removed it',
      'Rotate or revoke the password, treating it as known to attackers',
    ),
    correct: ['d'],
    explanation:
      'The file is still in history and in every clone; revoking the secret comes first, and cleaning history is a later step because copies may already exist.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'backend-202',
    kind: 'single',
    prompt: 'git merge feature stops with a conflict in cart.js. What resolves it?',
    options: opts(
      'git push --force so the remote decides',
      'Run git merge again until it succeeds',
      'Fix the file and markers, then add and commit',
      'Delete cart.js and commit',
    ),
    correct: ['c'],
    explanation:
      'Git stops when both branches changed the same lines; you choose the content, delete the markers and complete the merge with add and commit.',
    moduleKey: 'git-basics',
    section: 'Branches',
  },
  {
    key: 'backend-203',
    kind: 'single',
    prompt: 'You add .env to .gitignore, but git status still shows changes to .env. Why?',
    options: opts(
      '.gitignore only works after a reboot',
      'It is tracked already: git rm --cached .env',
      '.gitignore must be in the home folder',
      'Files starting with a dot cannot be ignored',
    ),
    correct: ['b'],
    explanation:
      'A tracked file stays tracked whatever .gitignore says; git rm --cached stops tracking it while keeping your local copy (and a secret in it must still be rotated).',
    moduleKey: 'git-basics',
    section: 'Common mistakes',
  },
  {
    key: 'backend-204',
    kind: 'single',
    prompt:
      'A request without any credentials, and a signed-in customer asking for an admin-only report: which pair of status codes fits?',
    options: opts('401, then 403', '400, then 404', '401, then 401', '403, then 401'),
    correct: ['a'],
    explanation:
      'Despite its name, 401 Unauthorized means no valid credentials were sent (who you are); 403 Forbidden means authenticated but not allowed (what you may do).',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'backend-205',
    kind: 'single',
    prompt:
      "const res = await fetch('/api/orders/9') gets a 500 response from the server. What happens in the client code?",
    options: opts(
      'fetch retries until it gets a 2xx',
      'res.json() throws before the status is known',
      'fetch rejects, so the catch block runs',
      'It resolves with res.ok false',
    ),
    correct: ['d'],
    explanation:
      'fetch rejects only on network errors where no response arrived; 4xx and 5xx responses resolve, and res.ok is true only for statuses 200 to 299.',
    moduleKey: 'http-and-apis',
    section: 'APIs',
  },
  {
    key: 'backend-206',
    kind: 'single',
    prompt: 'An API middleware reads the user id with jwt.decode(token) and trusts it. What is the flaw?',
    options: opts(
      'The middleware should base64-encode the token first',
      'decode is slower than verify',
      'decode does not check the signature',
      'JWTs cannot carry a user id',
    ),
    correct: ['c'],
    explanation:
      'Decoding is not verifying: always call the verifying function with an explicit list of allowed algorithms, and check exp, iss and aud.',
    moduleKey: 'authentication-and-sessions',
    section: 'JWT pitfalls',
  },
  {
    key: 'backend-207',
    kind: 'single',
    prompt:
      'A client asks you to verify that their application is secure "against OWASP". Which OWASP document is meant for verifying an application?',
    options: opts(
      'The OWASP Top 10, used as a compliance checklist',
      'The Application Security Verification Standard (ASVS)',
      'The CWE catalogue',
      'The OWASP Top 10 from 2017',
    ),
    correct: ['b'],
    explanation:
      "The Top 10 is an awareness document, not a standard; teams verify applications against ASVS and fix problems with the cheat sheets. CWE is MITRE's catalogue of weakness types.",
    moduleKey: 'web-security-owasp',
    section: 'What the Top 10 is',
  },
  {
    key: 'backend-208',
    kind: 'single',
    prompt:
      'The permission check throws an exception when a record has no owner, and the framework then lets the request through. Which OWASP Top 10:2025 category names this "fail open" problem?',
    options: opts(
      'A10 Mishandling of Exceptional Conditions',
      'A08 Software or Data Integrity Failures',
      'A03 Software Supply Chain Failures',
      'A02 Security Misconfiguration',
    ),
    correct: ['a'],
    explanation:
      'A10:2025, new in this edition, covers errors that leak internals and checks that fail open; the fix is to fail closed, so an exception in a check means "no".',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
];
