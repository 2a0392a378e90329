import type { ExamQuestionContent } from '../exam-types.js';
import { multiple, outputQuestion, single } from '../question-builders.js';

const bash = outputQuestion('bash', 'What does this script print?');
const js = outputQuestion('javascript', 'What does this code print?');
const python = outputQuestion('python', 'What does this code print?');
/** Adds the `### ` heading of the module's lesson that teaches what the question asks. */
const at = (section: string, question: ExamQuestionContent): ExamQuestionContent => ({ ...question, section });

/** backend exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_SHARED: ExamQuestionContent[] = [
  at(
    'Remotes',
    single(
      'backend-161',
      'github-collaboration',
      "Before mixing a teammate's new commits into your work, you want to see what landed on the remote main without touching your own branches or files. Which command does only that?",
      ['git pull origin main', 'git fetch origin', 'git merge origin/main', 'git push -u origin main'],
      'b',
      'git fetch only downloads and moves remote-tracking branches such as origin/main; git pull also integrates them into your branch, which can create a merge commit or a conflict.',
    ),
  ),
  at(
    'The pull request flow',
    single(
      'backend-162',
      'github-collaboration',
      'A pull request targeting a release branch (not the default branch) has "Closes #42" in its description. What happens to issue 42 when the PR is merged?',
      [
        'It closes, as with any merged pull request',
        'Nothing: closing keywords act only when the PR targets the default branch',
        'It is reopened and labelled as a duplicate',
        'It closes only after the next release is tagged',
      ],
      'b',
      "Closing keywords (Closes, Fixes, Resolves) close the linked issue only when the pull request is merged into the repository's default branch.",
    ),
  ),
  at(
    'Keeping your branch up to date',
    single(
      'backend-163',
      'github-collaboration',
      'You rebased your own feature branch on origin/main and the push is rejected. A colleague may have pushed a fix to the same branch an hour ago. Which push is safest?',
      [
        'git push --force',
        'git push --force-with-lease',
        'git push --no-verify',
        'Delete the remote branch and push again',
      ],
      'b',
      '--force-with-lease overwrites the remote branch only if it is still where you last fetched it, so a commit pushed meanwhile is not silently wiped, as a plain --force would do.',
    ),
  ),
  at(
    'Protected branches and required checks',
    multiple(
      'backend-164',
      'github-collaboration',
      'Which can a branch protection rule or ruleset on main require before the merge button works? (Choose all that apply.)',
      [
        'A pull request with a number of approving reviews',
        'Required status checks (the CI jobs) passing',
        'That the author approves their own pull request',
        'Conversations on the pull request being resolved',
      ],
      ['a', 'b', 'd'],
      'Rules can demand reviews, passing checks and resolved conversations; nobody can approve their own pull request, so that cannot be a requirement.',
    ),
  ),
  at(
    "Contributing to someone else's project",
    single(
      'backend-165',
      'github-collaboration',
      'You forked an open-source project months ago and now want to start a new fix. Your clone has the remotes origin (your fork) and upstream (the original). Where should the new branch start?',
      [
        "From your fork's main, as it is",
        'From a freshly fetched upstream/main',
        'From the last branch you worked on',
        'From a tag of the first release',
      ],
      'b',
      'Fetch upstream and branch from upstream/main: a months-old fork makes you fix conflicts that need not exist.',
    ),
  ),

  at(
    'Files and permissions',
    single(
      'backend-166',
      'linux-fundamentals',
      'ls -l shows -rw-r----- for app.env, owned by user deploy and group web. Who may read it?',
      [
        'Everyone on the machine',
        'The user deploy and members of the group web',
        'Only the user deploy',
        'Nobody until chmod +x is run',
      ],
      'b',
      'rw- for the owner, r-- for the group and --- for others: deploy may read and write, group members may read, anyone else gets nothing (chmod 640).',
    ),
  ),
  at(
    'Users, root and sudo',
    single(
      'backend-167',
      'linux-fundamentals',
      'Three people administer a server. What is the better way to give them admin access?',
      [
        'One shared root password kept in a password manager',
        'One shared private key copied to each laptop',
        'Their own accounts and keys, with sudo for the commands that need root',
        'Adding all three to the docker group instead of sudo',
      ],
      'c',
      "Personal accounts with sudo log every command per person and let you remove one person's access alone; shared secrets do neither, and the docker group is as powerful as root.",
    ),
  ),
  at(
    'Shell scripts: quoting and exit codes',
    bash(
      'backend-168',
      'linux-fundamentals',
      'name=\'monthly report.pdf\'\nset -- $name\necho $#\nset -- "$name"\necho $#',
      ['2 1', '1 1', '1 2', '2 2'],
      'a',
      'Unquoted, the value splits on the space into two arguments; inside double quotes it stays one argument, which is why variables should always be quoted.',
    ),
  ),
  at(
    'Disk, memory and logs',
    single(
      'backend-169',
      'linux-fundamentals',
      'You deleted a 20 GB log file, but df -h still shows the disk as full. What is the likely reason?',
      [
        'df caches its numbers for an hour',
        'A process still has the file open, so the space is freed only when it closes it',
        'Deleted files always go to a trash folder on servers',
        'The file system needs a reboot to count again',
      ],
      'b',
      'The space of a deleted file stays in use while a process writes to it; truncate the file or restart the process (lsof +L1 lists such files).',
    ),
  ),
  at(
    'Processes and services',
    multiple(
      'backend-170',
      'linux-fundamentals',
      'The api service on a systemd server stopped answering. Which are good first steps before changing anything? (Choose all that apply.)',
      [
        'systemctl status api',
        'journalctl -u api to read its recent logs',
        'Reboot the machine at once',
        'df -h and free -h to check disk and memory',
      ],
      ['a', 'b', 'd'],
      "Look before you change: the unit's state, its journal and the machine's disk and memory usually show the cause. A reboot may destroy the evidence.",
    ),
  ),

  at(
    'Why containers',
    single(
      'backend-171',
      'containers-docker',
      'A colleague calls containers "lightweight virtual machines". What is the more accurate description?',
      [
        'A full guest operating system with its own kernel',
        'An ordinary host process isolated by kernel namespaces and limited by cgroups, sharing the host kernel',
        'A program compiled to run on any CPU',
        'A compressed copy of the whole host disk',
      ],
      'b',
      "Containers share the host's kernel; namespaces give them their own view and cgroups limit their resources. That is why a kernel vulnerability on the host affects every container.",
    ),
  ),
  at(
    'A Dockerfile',
    single(
      'backend-172',
      'containers-docker',
      'Every code change makes your Docker build reinstall all npm dependencies. The Dockerfile does COPY . . and then RUN npm ci. What fixes it?',
      [
        'Add --no-cache to docker build',
        'Copy package*.json and run npm ci before COPY . ., so that layer is reused while the lockfile is unchanged',
        'Use the latest tag for the base image',
        'Move EXPOSE to the top of the file',
      ],
      'b',
      'Each instruction is a cached layer rebuilt only when its inputs change; installing from the package files first lets code changes reuse the installed dependencies.',
    ),
  ),
  at(
    'Everyday commands',
    single(
      'backend-173',
      'containers-docker',
      'Your app listens on port 3000 inside the container, started with docker run -p 8080:3000 shop-api. Which URL reaches it from your browser?',
      ['http://localhost:3000', 'http://localhost:8080', 'http://localhost:3000:8080', 'http://shop-api:8080'],
      'b',
      "The -p flag is host:container, so the container's port 3000 is published on port 8080 of your machine.",
    ),
  ),
  at(
    'Container security basics',
    multiple(
      'backend-174',
      'containers-docker',
      'A Dockerfile does COPY .env . and later RUN rm .env, and the image runs as root. Which statements are true? (Choose all that apply.)',
      [
        'The .env file can still be extracted from the earlier layer',
        'Adding a USER line for an unprivileged user limits what an attacker gets from a hole in the app',
        'RUN rm .env removes the secret from the image history',
        'Secrets should be passed at runtime or as build secrets, not copied into the image',
      ],
      ['a', 'b', 'd'],
      'Every layer is kept, so a deleted file is still in the layer that added it. Pass secrets at runtime (or with RUN --mount=type=secret) and run as a non-root user.',
    ),
  ),
  at(
    'Several services',
    single(
      'backend-175',
      'containers-docker',
      'In a compose.yaml with services api and db, how should the api reach PostgreSQL?',
      [
        "Publish 5432:5432 and connect to the server's public address",
        'Connect to db:5432 over the Compose network; the database needs no published port',
        'Connect to localhost:5432 from inside the api container',
        'Run PostgreSQL inside the api container',
      ],
      'b',
      'Compose puts services on a shared network where they find each other by service name, so a database only the app uses need not be published at all.',
    ),
  ),

  at(
    'Continuous integration',
    bash(
      'backend-176',
      'ci-cd-pipelines',
      'false | true\necho $?\nset -o pipefail\nfalse | true\necho $?',
      ['0 1', '1 1', '0 0', '1 0'],
      'a',
      "Without pipefail a pipeline's status is its last command's (true, so 0); with pipefail the failing false makes the whole pipeline fail (1). That is how npm test | tee log.txt can hide a failure.",
    ),
  ),
  at(
    'Continuous delivery and deployment',
    single(
      'backend-177',
      'ci-cd-pipelines',
      'Every green commit on main is built, tested on staging and waits there; a person approves the production deploy. What is this called?',
      ['Continuous integration only', 'Continuous delivery', 'Continuous deployment', 'A canary release'],
      'b',
      'Continuous delivery keeps every green commit ready to ship with a human approval step; continuous deployment would release it automatically.',
    ),
  ),
  at(
    'Releasing safely',
    single(
      'backend-178',
      'ci-cd-pipelines',
      'The pipeline builds the image once for staging and again for production "to use production settings". What is the problem?',
      [
        'Two builds cost more runner minutes, nothing else',
        'The second build can pick up other base images or dependencies, so production runs an artifact nobody tested',
        'Docker refuses to build the same commit twice',
        'Production images must always be built by hand',
      ],
      'b',
      'Build once and promote the same artifact; configuration differs by environment, the image does not.',
    ),
  ),
  at(
    'Secrets and permissions in pipelines',
    multiple(
      'backend-179',
      'ci-cd-pipelines',
      'Which make a GitHub Actions deploy workflow safer? (Choose all that apply.)',
      [
        'Pinning third-party actions to a full commit SHA',
        'A permissions: block giving GITHUB_TOKEN only what the job needs',
        'Storing the cloud access key in the workflow file so reviewers can see it',
        'Using OpenID Connect to get short-lived cloud credentials',
      ],
      ['a', 'b', 'd'],
      'A tag can be moved to malicious code but a SHA cannot, least privilege limits a stolen token, and OIDC removes the long-lived key; a key in the file is readable by everyone with the repository.',
    ),
  ),
  at(
    'Keep pipelines fast and honest',
    single(
      'backend-180',
      'ci-cd-pipelines',
      'A test fails about one run in ten and the team has got used to pressing "re-run". What should happen?',
      [
        'Keep re-running; green eventually means it works',
        'Fix or quarantine the flaky test the same day',
        'Remove the test job from the pipeline',
        'Run the whole pipeline three times on every push',
      ],
      'b',
      'A pipeline people learn to re-run stops protecting anyone; flaky tests are fixed or quarantined at once.',
    ),
  ),

  at(
    'Metrics with Prometheus',
    single(
      'backend-181',
      'observability',
      'A developer wants to add a user_id label to the http_requests_total counter "to see who is slow". Why is that a bad idea?',
      [
        'Prometheus labels may only contain numbers',
        'Every distinct label value creates another time series, so unbounded values explode the number of series',
        'Counters cannot have labels at all',
        'It makes the counter go down when users sign out',
      ],
      'b',
      'Each label combination is its own time series; unbounded values such as user ids belong in logs and traces, not metric labels.',
    ),
  ),
  at(
    'What to measure first',
    multiple(
      'backend-182',
      'observability',
      'Which belong to the RED method for a service? (Choose all that apply.)',
      ['Rate of requests', 'Errors', 'Duration of requests', 'Disk inventory of the host'],
      ['a', 'b', 'c'],
      'RED is Rate, Errors and Duration (read at the 95th and 99th percentiles); saturation is added for machines and queues.',
    ),
  ),
  at(
    'Traces with OpenTelemetry',
    single(
      'backend-183',
      'observability',
      "Service A calls service B over HTTP. How do B's spans end up in the same trace as A's?",
      [
        'Both services log the same timestamp',
        'A sends the trace context in the W3C traceparent header and B continues that trace',
        'Prometheus joins them when it scrapes both services',
        "B copies A's log lines into its own",
      ],
      'b',
      "The traceparent header carries the version, trace id, parent span id and flags, so B's spans join A's trace.",
    ),
  ),
  at(
    'Service level objectives',
    python(
      'backend-184',
      'observability',
      'window_minutes = 30 * 24 * 60\nslo = 0.995\nprint(round(window_minutes * (1 - slo)))',
      ['216', '43', '432', '7'],
      'a',
      'A 30-day window has 43,200 minutes; a 99.5 % objective leaves 0.5 % of them, 216 minutes, as the error budget (99.9 % would leave 43.2).',
    ),
  ),
  at(
    'Never log secrets',
    single(
      'backend-185',
      'observability',
      'A handler logs request.headers to debug a sign-in problem. What is the better practice?',
      [
        'Keep it, since logs are internal',
        'Mask fields such as authorization and cookie in the logging library and log ids instead of tokens',
        'Encrypt only the log file on the server',
        'Log the headers only on Fridays',
      ],
      'b',
      'Logs are copied widely and kept for months; masking known secret fields centrally means a careless log call cannot leak a token.',
    ),
  ),

  at(
    'Deny by default',
    js(
      'backend-186',
      'access-control',
      "const rules = { 'invoice:read': (user, inv) => user.tenantId === inv.tenantId };\nfunction can(user, action, resource) {\n  const rule = rules[action];\n  if (!rule) return false;\n  try {\n    return rule(user, resource) === true;\n  } catch {\n    return false;\n  }\n}\nconst alice = { tenantId: 1 };\nconsole.log([\n  can(alice, 'invoice:read', { tenantId: 1 }),\n  can(alice, 'invoice:refund', { tenantId: 1 }),\n  can(alice, 'invoice:read', null),\n].join(' '));",
      ['true false false', 'true true false', 'true false true', 'true true true'],
      'a',
      'The policy allows only what a rule allows: refund has no rule, so it is denied, and the null resource throws inside the rule, which ends in a refusal rather than access.',
    ),
  ),
  at(
    'Check the object, not just the route',
    single(
      'backend-187',
      'access-control',
      'GET /api/projects/:id checks that the caller is signed in and has the role "member", then loads the project by id. What is missing?',
      [
        'Nothing: role and sign-in are checked',
        'A check that this caller may access this particular project (the object), not only the route',
        'Using UUIDs instead of numbers, which makes the check unnecessary',
        'A longer session timeout',
      ],
      'b',
      'This is broken object level authorization (IDOR): every endpoint that takes an id must check the relationship between caller and object. Unguessable ids are not a control.',
    ),
  ),
  at(
    'Vertical and horizontal escalation',
    single(
      'backend-188',
      'access-control',
      "An ordinary user changes a request and reads another ordinary user's orders. Which kind of escalation is this?",
      ['Vertical', 'Horizontal', 'Tenant isolation', 'Authentication bypass'],
      'b',
      "Horizontal escalation reaches a peer's data at the same privilege level; vertical escalation gains higher privileges, such as admin functions.",
    ),
  ),
  at(
    'Enforce it on the server, in one place',
    single(
      'backend-189',
      'access-control',
      'The React app hides the "Delete user" button for non-admins. The API endpoint has no check. What is true?',
      [
        'That is enough, since users cannot see the button',
        'Anyone can call the API directly, so the decision must be enforced on the server',
        'It is safe as long as the role is stored in localStorage',
        'The browser blocks calls from users without the button',
      ],
      'b',
      "Everything in the client is under the attacker's control; UI checks are for usability and the server must make the decision.",
    ),
  ),
  at(
    'Models: RBAC, ABAC and ReBAC',
    single(
      'backend-190',
      'access-control',
      'A document app lets people edit a document if they are its owner or someone shared it with them. Which model describes "shared with them" most directly?',
      [
        'RBAC: a role per document',
        'ReBAC: permissions from relationships between users and objects',
        'Deny by default',
        'Vertical escalation',
      ],
      'b',
      'Relationship-based access control derives permissions from relationships such as owner-of or shared-with; roles alone describe what kind of user someone is.',
    ),
  ),
  // Modules shared with other roadmaps, each brought to five questions in this bank.
  at(
    'Anatomy of a URL',
    js(
      'backend-191',
      'how-the-web-works',
      "const u = new URL('https://shop.example.com:8443/orders?page=2#latest');\nconsole.log(u.origin);\nconsole.log(u.search, u.hash);",
      [
        'https://shop.example.com:8443 ?page=2 #latest',
        'https://shop.example.com ?page=2 #latest',
        'shop.example.com:8443 page=2 latest',
        'https://shop.example.com:8443/orders ?page=2',
      ],
      'a',
      'The origin is scheme, host and port together (the port is kept because 8443 is not the default for https); the query starts at ? and the fragment at #.',
    ),
  ),
  at(
    'From a URL to a page',
    single(
      'backend-192',
      'how-the-web-works',
      'You moved api.example.com to a new server and updated its DNS record an hour ago, yet some users still reach the old server. What is the likely reason?',
      [
        'The new server has no TLS certificate yet',
        'Resolvers, operating systems and browsers still hold the old answer until its time to live (TTL) runs out',
        'DNS changes need a restart of every client machine',
        'The old server is redirecting users back to itself',
      ],
      'b',
      'DNS answers are cached for their TTL by the browser, the operating system and the resolver, so old answers keep being used for a while after a change.',
    ),
  ),
  at(
    'What HTTPS protects and what it does not',
    multiple(
      'backend-193',
      'how-the-web-works',
      'A site is served over HTTPS with a valid certificate. What does that give its visitors? (Choose all that apply.)',
      [
        'Nobody on the network can read the path, headers, cookies or body',
        'Changes to the data in transit are detected',
        'The site belongs to an honest, well-known company',
        'Proof that the server controls that domain name',
      ],
      ['a', 'b', 'd'],
      'HTTPS gives confidentiality, integrity and server authentication. A phishing site can get a valid certificate for its own look-alike domain, so the padlock says nothing about honesty.',
    ),
  ),
  at(
    'Clients and servers',
    single(
      'backend-194',
      'how-the-web-works',
      'A checkout form sends the price from a hidden field, and the JavaScript on the page checks that the quantity is at most 10. What should the server do?',
      [
        'Trust both, since the page was served by the same server',
        'Look up the price itself and check the quantity again, because the client can change or skip anything',
        'Trust the quantity check but look up the price',
        'Reject requests that were not sent by a browser',
      ],
      'b',
      'Everything the client sends can be edited or forged with hand-made requests; browser checks are for convenience and the server must decide again.',
    ),
  ),

  at(
    'Pipes, redirection and searching',
    bash(
      'backend-195',
      'command-line-basics',
      "printf 'b\\na\\nb\\n' | uniq | wc -l\nprintf 'b\\na\\nb\\n' | sort | uniq | wc -l",
      ['3 2', '2 2', '3 3', '2 3'],
      'a',
      'uniq drops only repeats that sit next to each other, so the two b lines separated by a survive (3 lines); sorting first puts them together (2 lines).',
    ),
  ),
  at(
    'Quoting and variables',
    single(
      'backend-196',
      'command-line-basics',
      'A script sets file="q3 report.csv" and then runs rm $file. What happens?',
      [
        'The file q3 report.csv is deleted',
        'rm tries to delete two files, q3 and report.csv',
        'Nothing, because rm ignores variables',
        'rm deletes every csv file in the folder',
      ],
      'b',
      'Without double quotes the shell splits the value at the space into two arguments; rm "$file" deletes the one file meant.',
    ),
  ),
  at(
    'Exit codes and safer scripts',
    multiple(
      'backend-197',
      'command-line-basics',
      'A deploy script starts with set -euo pipefail. Which statements are true? (Choose all that apply.)',
      [
        'It stops at the first command that fails',
        'Using a variable that was never set becomes an error instead of an empty string',
        'A pipeline fails when any command in it fails, not only the last one',
        'Failed commands are retried three times',
      ],
      ['a', 'b', 'c'],
      '-e stops on failure, -u rejects unset variables and pipefail makes a pipeline report any failing part; nothing is retried.',
    ),
  ),
  at(
    'Habits that save you',
    single(
      'backend-198',
      'command-line-basics',
      'Why should you not run mysql --password=S3cret or a similar command with a secret as an argument?',
      [
        'Arguments longer than eight characters are cut off',
        "The command line is saved in the shell history, and other users can see a running program's arguments with ps",
        'The shell encrypts arguments, so the server receives garbage',
        'It only works with sudo',
      ],
      'b',
      'Shell history files and process lists expose arguments; read secrets from an environment variable or a file with tight permissions instead.',
    ),
  ),

  at(
    'The everyday loop',
    single(
      'backend-199',
      'git-basics',
      'You edited a.js and b.js, ran git add a.js and then git commit -m "Fix total". Where is the change to b.js now?',
      [
        'In the new commit together with a.js',
        'Still only in the working directory, neither staged nor committed',
        'On the remote, because commit uploads changes',
        'Lost, because commit discards unstaged changes',
      ],
      'b',
      'git commit saves what is in the staging area; b.js was never added, so its change stays in your files for a later commit. Nothing is uploaded until git push.',
    ),
  ),
  at(
    'Undoing changes: restore, revert and reset',
    single(
      'backend-200',
      'git-basics',
      'A commit on the shared main branch, already pulled by teammates, broke the build. How should you undo it?',
      [
        'git reset --hard HEAD~1 and force-push',
        'git revert <commit>, which adds a new commit that reverses it',
        'Delete the branch and recreate it from an older commit',
        'git restore on every file the commit touched, without committing',
      ],
      'b',
      "revert keeps history intact and teammates just pull one more commit; resetting shared history forces a push that breaks everyone's clones.",
    ),
  ),
  at(
    'Secrets and history',
    single(
      'backend-201',
      'git-basics',
      'A database password was pushed to GitHub this morning; a later commit deleted the file. What comes first?',
      [
        'Nothing: the deleting commit removed it',
        'Rotate or revoke the password, treating it as known to attackers',
        'Rewrite history with git filter-repo and hope nobody cloned it',
        'Make the repository private for a day',
      ],
      'b',
      'The file is still in history and in every clone; revoking the secret comes first, and cleaning history is a later step because copies may already exist.',
    ),
  ),
  at(
    'Branches',
    single(
      'backend-202',
      'git-basics',
      'git merge feature stops with a conflict in cart.js. What resolves it?',
      [
        'Run git merge again until it succeeds',
        'Edit cart.js to keep the right content, remove the <<<<<<<, ======= and >>>>>>> markers, then git add and git commit',
        'Delete cart.js and commit',
        'git push --force so the remote decides',
      ],
      'b',
      'Git stops when both branches changed the same lines; you choose the content, delete the markers and complete the merge with add and commit.',
    ),
  ),
  at(
    'Common mistakes',
    single(
      'backend-203',
      'git-basics',
      'You add .env to .gitignore, but git status still shows changes to .env. Why?',
      [
        '.gitignore only works after a reboot',
        '.env was already committed, and .gitignore only ignores untracked files; remove it from the index with git rm --cached .env',
        '.gitignore must be in the home folder',
        'Files starting with a dot cannot be ignored',
      ],
      'b',
      'A tracked file stays tracked whatever .gitignore says; git rm --cached stops tracking it while keeping your local copy (and a secret in it must still be rotated).',
    ),
  ),

  at(
    'Status codes',
    single(
      'backend-204',
      'http-and-apis',
      'A request without any credentials, and a signed-in customer asking for an admin-only report: which pair of status codes fits?',
      ['403, then 401', '401, then 403', '400, then 404', '401, then 401'],
      'b',
      'Despite its name, 401 Unauthorized means no valid credentials were sent (who you are); 403 Forbidden means authenticated but not allowed (what you may do).',
    ),
  ),
  at(
    'APIs',
    single(
      'backend-205',
      'http-and-apis',
      "const res = await fetch('/api/orders/9') gets a 500 response from the server. What happens in the client code?",
      [
        'fetch rejects, so the catch block runs',
        'The promise resolves and res.ok is false, so the code must check it',
        'fetch retries until it gets a 2xx',
        'res.json() throws before the status is known',
      ],
      'b',
      'fetch rejects only on network errors where no response arrived; 4xx and 5xx responses resolve, and res.ok is true only for statuses 200 to 299.',
    ),
  ),

  at(
    'JWT pitfalls',
    single(
      'backend-206',
      'authentication-and-sessions',
      'An API middleware reads the user id with jwt.decode(token) and trusts it. What is the flaw?',
      [
        'decode is slower than verify',
        'Decoding reads the claims without checking the signature, so an attacker can write any claims they like',
        'JWTs cannot carry a user id',
        'The middleware should base64-encode the token first',
      ],
      'b',
      'Decoding is not verifying: always call the verifying function with an explicit list of allowed algorithms, and check exp, iss and aud.',
    ),
  ),

  at(
    'What the Top 10 is',
    single(
      'backend-207',
      'web-security-owasp',
      'A client asks you to verify that their application is secure "against OWASP". Which OWASP document is meant for verifying an application?',
      [
        'The OWASP Top 10, used as a compliance checklist',
        'The Application Security Verification Standard (ASVS)',
        'The CWE catalogue',
        'The OWASP Top 10 from 2017',
      ],
      'b',
      "The Top 10 is an awareness document, not a standard; teams verify applications against ASVS and fix problems with the cheat sheets. CWE is MITRE's catalogue of weakness types.",
    ),
  ),
  at(
    'The OWASP Top 10',
    single(
      'backend-208',
      'web-security-owasp',
      'The permission check throws an exception when a record has no owner, and the framework then lets the request through. Which OWASP Top 10:2025 category names this "fail open" problem?',
      [
        'A02 Security Misconfiguration',
        'A10 Mishandling of Exceptional Conditions',
        'A08 Software or Data Integrity Failures',
        'A03 Software Supply Chain Failures',
      ],
      'b',
      'A10:2025, new in this edition, covers errors that leak internals and checks that fail open; the fix is to fail closed, so an exception in a check means "no".',
    ),
  ),
];
