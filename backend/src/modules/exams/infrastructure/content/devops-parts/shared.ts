import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** devops exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_SHARED: ExamQuestionContent[] = [
  // http-and-apis
  {
    key: 'devops-151',
    kind: 'single',
    prompt:
      'A load balancer is configured to resend a request to another backend when the first one times out. For which of these requests is that automatic retry harmless?',
    options: opts(
      '`POST /payments` charging a card',
      '`PUT /servers/web-3/config` with the complete new configuration in the body',
      '`POST /deployments` starting a new deployment',
      '`PATCH /counters/builds` with the body "add 1"',
    ),
    correct: ['b'],
    explanation:
      'PUT replaces the resource with the body sent, so sending it twice leaves the same result as once: it is idempotent. The POSTs may act twice, and a PATCH that adds 1 is not idempotent.',
    moduleKey: 'http-and-apis',
    section: 'Methods: safe and idempotent',
  },
  {
    key: 'devops-152',
    kind: 'multiple',
    prompt:
      'An alert should fire when the service itself fails, not when clients send bad requests. Which response statuses should it count? (Choose all that apply.)',
    options: opts(
      '`502 Bad Gateway`',
      '`503 Service Unavailable`',
      '`404 Not Found`',
      '`500 Internal Server Error`',
      '`401 Unauthorized`',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'The 5xx codes say the server failed and the request may have been fine; 4xx codes such as 404 and 401 report a mistake or missing credentials on the client side.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'devops-153',
    kind: 'single',
    prompt:
      'A cleanup job calls an artifact API with a valid token. The API knows which account the token belongs to, but that account may not delete artifacts. Which status code fits the HTTP definitions?',
    options: opts('`401 Unauthorized`', '`400 Bad Request`', '`403 Forbidden`', '`409 Conflict`'),
    correct: ['c'],
    explanation:
      'Despite its name, 401 means no valid credentials were sent; 403 means the caller is authenticated but not allowed to do this.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'devops-154',
    kind: 'output',
    prompt: 'A proxy adds a header that the app already set. What does this print in Node.js?',
    code: "const h = new Headers();\nh.append('Cache-Control', 'no-store');\nh.append('cache-control', 'private');\nconsole.log(h.get('CACHE-CONTROL'));",
    language: 'javascript',
    options: opts('private', 'no-store', 'no-store, private', 'null'),
    correct: ['c'],
    explanation:
      'Header names are case-insensitive, so all three spellings name one header, and the Headers object joins repeated values with ", ".',
    moduleKey: 'http-and-apis',
    section: 'Headers, cookies and state',
  },
  {
    key: 'devops-155',
    kind: 'single',
    prompt:
      'A smoke test after each deploy runs `await fetch(url)` and reports the service healthy if the promise does not reject. The new release answers every request with `503`. What does the smoke test report?',
    options: opts(
      'Unhealthy, because fetch rejects on any 5xx status',
      'Healthy, because fetch resolves whenever a response arrives; the test must check `response.ok`',
      'Nothing: fetch waits until the service answers 200',
      'Unhealthy, because a 503 is a network error',
    ),
    correct: ['b'],
    explanation:
      'fetch only rejects when no response arrives at all; a 503 still resolves, so a health check has to look at response.ok (true only for 200 to 299) or the status.',
    moduleKey: 'http-and-apis',
    section: 'APIs',
  },
  // relational-databases-sql
  {
    key: 'devops-156',
    kind: 'single',
    prompt:
      "A quota service reads a team's remaining build minutes in one statement, subtracts in code, and writes the new value in a second statement. Two builds start at the same moment and only one deduction survives. What fixes it in PostgreSQL?",
    options: opts(
      'Raise the connection pool size so both statements run faster',
      'One statement: `update quotas set minutes = minutes - 10 where team_id = 3 and minutes >= 10`',
      'Add an index on team_id',
      'Run the read with `explain analyze` first',
    ),
    correct: ['b'],
    explanation:
      'Under Read Committed, read-compute-write in two statements can lose an update when two requests interleave. Letting the database do the arithmetic in one update (or locking the row with select ... for update) prevents it.',
    moduleKey: 'relational-databases-sql',
    section: 'Transactions',
  },
  {
    key: 'devops-157',
    kind: 'single',
    prompt:
      '`explain analyze select * from deployments where service_id = 12` shows `Seq Scan on deployments` and `Rows Removed by Filter: 480000`. service_id is a foreign key to services. What is the likely cause?',
    options: opts(
      'PostgreSQL does not index a foreign key column by itself, so there is no index on service_id',
      'Foreign keys always force a sequential scan',
      'The query lacks an order by clause',
      'The table needs a primary key on service_id',
    ),
    correct: ['a'],
    explanation:
      'Primary keys and unique constraints get an index automatically, foreign keys do not. Reading 480,000 rows to return a few is the sign of a missing index: create one on deployments (service_id) and measure again.',
    moduleKey: 'relational-databases-sql',
    section: 'Indexes',
  },
  {
    key: 'devops-158',
    kind: 'output',
    prompt: "An inventory of hosts is queried with Python's built-in SQLite driver. What does this print?",
    code: "import sqlite3\ndb = sqlite3.connect(':memory:')\ndb.execute('create table hosts (name text, retired date)')\ndb.executemany('insert into hosts values (?, ?)', [('web-1', None), ('web-2', '2026-01-10'), ('db-1', None)])\na = db.execute('select count(*) from hosts where retired = null').fetchone()[0]\nb = db.execute('select count(*) from hosts where retired is null').fetchone()[0]\nprint(a, b)",
    language: 'python',
    options: opts('2 2', '0 2', '0 0', '1 2'),
    correct: ['b'],
    explanation:
      'null means unknown, so `retired = null` is never true and matches no row; `is null` finds the two hosts without a retirement date.',
    moduleKey: 'relational-databases-sql',
    section: 'Tables, rows and keys',
  },
  {
    key: 'devops-159',
    kind: 'multiple',
    prompt:
      'An internal admin page lists servers, filtered by a hostname typed by the operator and sorted by a column chosen in the query string. Which implementations are safe? (Choose all that apply.)',
    options: opts(
      'Pass the hostname as a query parameter (`where hostname = $1`)',
      'Pick the sort column from a fixed allowlist in the code',
      'Double every single quote in the hostname and paste it into the query text',
      'Pass the sort column name as a second parameter, `order by $2`',
    ),
    correct: ['a', 'b'],
    explanation:
      'Values travel separately from the query text as parameters, so they are only ever data. Column names cannot be parameters, so a variable sort column must come from an allowlist; hand-escaping is not the defence.',
    moduleKey: 'relational-databases-sql',
    section: 'Never build SQL from strings',
  },
  {
    key: 'devops-160',
    kind: 'single',
    prompt:
      'A capacity report must list every team with its number of servers, including teams with none (showing 0). Which query does that?',
    options: opts(
      '`select t.name, count(*) from teams t left join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t left join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t left join servers s on s.team_id = t.id`',
    ),
    correct: ['b'],
    explanation:
      'The left join keeps teams without servers as one row of nulls; count(s.id) skips nulls and gives 0, while count(*) would count that row as 1. A plain join drops those teams, and the aggregate needs a group by.',
    moduleKey: 'relational-databases-sql',
    section: 'The four verbs',
  },
  // github-collaboration
  {
    key: 'devops-161',
    kind: 'single',
    prompt:
      'On the build server you want to see which commits are new on the remote main branch before anything in the local checkout changes. Which commands do that?',
    options: opts(
      '`git pull`',
      '`git fetch origin` then `git log main..origin/main`',
      '`git push -u origin main`',
      '`git reset --hard origin/main`',
    ),
    correct: ['b'],
    explanation:
      'fetch only downloads and moves the remote-tracking branch origin/main; your branches and files stay as they are, so you can look before you integrate. pull would merge straight away.',
    moduleKey: 'github-collaboration',
    section: 'Remotes',
  },
  {
    key: 'devops-162',
    kind: 'single',
    prompt:
      'You rebased your feature branch onto the latest main and the push is rejected. A teammate may have pushed a small fix to the same branch an hour ago. Which push is right?',
    options: opts(
      '`git push --force`',
      '`git push --force-with-lease`',
      'Delete the remote branch and push again',
      'Merge main into the branch once more and push with `--force`',
    ),
    correct: ['b'],
    explanation:
      "A rebase rewrites the branch, so the push must be forced; --force-with-lease only overwrites the remote branch if it is still where you last saw it, so a teammate's new commit is not silently wiped.",
    moduleKey: 'github-collaboration',
    section: 'Keeping your branch up to date',
  },
  {
    key: 'devops-163',
    kind: 'multiple',
    prompt:
      "The infrastructure repository's main branch deploys to production on every merge. Which requirements can a branch protection rule or ruleset enforce before the merge button works? (Choose all that apply.)",
    options: opts(
      'A pull request with a number of approving reviews',
      'The CI status checks must pass',
      'Review conversations must be resolved',
      "An approval from the pull request's own author",
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Rules can require a pull request, approvals, passing status checks and resolved conversations. An author cannot approve their own pull request, so that is not a requirement anyone can set.',
    moduleKey: 'github-collaboration',
    section: 'Protected branches and required checks',
  },
  {
    key: 'devops-164',
    kind: 'single',
    prompt:
      'A hotfix pull request says "Closes #42" and is merged into `release/2.4`, while the default branch is main. What happens to issue #42?',
    options: opts(
      'It closes when the pull request is merged',
      'It stays open: closing keywords only act on pull requests to the default branch',
      'It closes when the next tag is created',
      'GitHub refuses to merge because of the keyword',
    ),
    correct: ['b'],
    explanation:
      "Closes, Fixes and Resolves close the issue automatically only when the pull request targets the repository's default branch; merged anywhere else the keyword does nothing.",
    moduleKey: 'github-collaboration',
    section: 'The pull request flow',
  },
  {
    key: 'devops-165',
    kind: 'single',
    prompt:
      'You open your first pull request from a fork to a public open-source project, and its GitHub Actions checks show as waiting. What is the usual reason?',
    options: opts(
      'Your fork is broken and must be deleted',
      "A maintainer has to approve workflow runs for a first-time contributor, and those runs do not get the project's secrets",
      'Checks only run after the pull request is merged',
      'Forks cannot run GitHub Actions at all',
    ),
    correct: ['b'],
    explanation:
      "Public projects usually hold workflows from first-time contributors until a maintainer approves them, and a fork's pull request does not receive the project's secrets, so a waiting check is normal.",
    moduleKey: 'github-collaboration',
    section: "Contributing to someone else's project",
  },
  // secrets-management
  {
    key: 'devops-166',
    kind: 'single',
    prompt:
      'A new service reads DATABASE_URL and SMTP_PASSWORD at start-up. What about this configuration belongs in its Git repository?',
    options: opts(
      'A `.env` file with the staging values, since the repository is private',
      'A `.env.example` listing the variable names with placeholder values',
      'The production values, encrypted with base64',
      'Nothing at all, not even the variable names',
    ),
    correct: ['b'],
    explanation:
      'Git keeps the shape of the configuration (names and placeholders) while the real values come from the environment or a secret manager at run time. Private repositories and base64 do not make a committed secret safe.',
    moduleKey: 'secrets-management',
    section: 'Never in git',
  },
  {
    key: 'devops-167',
    kind: 'single',
    prompt: 'You discover that a cloud access key was committed to a public repository two days ago. What comes first?',
    options: opts(
      'Rewrite the history with git filter-repo so the key disappears',
      'Make the repository private',
      'Revoke the key at the provider, issue a new one and deploy it',
      'Add a pre-commit scanner so it cannot happen again',
    ),
    correct: ['c'],
    explanation:
      "Until the old value stops working nothing else helps: clones and forks keep the history. Then check the provider's logs for its use, clean the history if needed and add the prevention.",
    moduleKey: 'secrets-management',
    section: 'When a secret leaks: revoke, rotate, investigate',
  },
  {
    key: 'devops-168',
    kind: 'single',
    prompt:
      "A GitHub Actions workflow assumes an AWS deployment role through OIDC. Which `sub` condition in the role's trust policy follows least privilege for production deploys of acme/shop-api?",
    options: opts(
      '`repo:acme/*`',
      '`repo:acme/shop-api:*`',
      '`repo:acme/shop-api:environment:production`',
      'No sub condition, since the audience is already checked',
    ),
    correct: ['c'],
    explanation:
      "The trust policy's conditions are the security: pinned to one repository and its production environment, no other workflow, branch or pull request can assume the role.",
    moduleKey: 'secrets-management',
    section: 'Short-lived credentials and OIDC from CI',
  },
  {
    key: 'devops-169',
    kind: 'output',
    prompt:
      'A Kubernetes Secret manifest contains `password: aHVudGVyMg==`. A developer with read access runs this. What does it print?',
    code: "echo 'aHVudGVyMg==' | base64 -d; echo",
    language: 'bash',
    options: opts('aHVudGVyMg==', 'hunter2', 'base64: invalid input', 'an empty line'),
    correct: ['b'],
    explanation:
      'Secret values are base64-encoded, not encrypted: anyone who can read the object can decode them. Restrict reads with RBAC and turn on encryption at rest or sync from a real secret manager.',
    moduleKey: 'secrets-management',
    section: 'Vaults and cloud secret managers',
  },
  {
    key: 'devops-170',
    kind: 'multiple',
    prompt:
      'A team wants to keep production secrets in a `.env` file loaded into environment variables. Which are real limits of that approach? (Choose all that apply.)',
    options: opts(
      'Environment variables are inherited by child processes and show up in `docker inspect` and crash reports',
      'A `COPY . .` without a `.dockerignore` can bake the file into the image',
      'Nothing records who read a value, and nothing rotates it',
      'The kernel encrypts environment variables, so they cannot be debugged',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'A .env file is plaintext, easily copied into images and backups, and environment variables leak into child processes, inspection output and logs, with no audit or rotation. Nothing encrypts them.',
    moduleKey: 'secrets-management',
    section: '.env files and their limits',
  },
  // network-security
  {
    key: 'devops-171',
    kind: 'single',
    prompt:
      '`sudo ss -tlnp` on a cloud VM shows Redis listening on `0.0.0.0:6379` and Postgres on `127.0.0.1:5432`. Which statement is true?',
    options: opts(
      'Both accept connections only from the same machine',
      'Redis accepts connections on every interface, including the public one; Postgres only from the same machine',
      'Postgres is exposed to the internet because 5432 is a well-known port',
      'Neither can be reached until nmap opens the port',
    ),
    correct: ['b'],
    explanation:
      'The bound address matters as much as the port: 127.0.0.1 is reachable only locally, 0.0.0.0 on all interfaces. Whether the internet reaches Redis then depends only on the firewall in front.',
    moduleKey: 'network-security',
    section: 'Ports, services and what listens',
  },
  {
    key: 'devops-172',
    kind: 'single',
    prompt: 'An authorized nmap scan of your staging host reports `5432/tcp filtered`. What does that mean?',
    options: opts(
      'PostgreSQL accepts connections from anyone',
      'The port is reachable but nothing listens on it',
      'A firewall drops the probes, so nmap cannot tell whether anything listens',
      'PostgreSQL is running an outdated version',
    ),
    correct: ['c'],
    explanation:
      'Nmap reports open when an application accepts connections, closed when the host is reachable but nothing listens, and filtered when probes are dropped and it cannot tell.',
    moduleKey: 'network-security',
    section: 'Scanning your own hosts with nmap',
  },
  {
    key: 'devops-173',
    kind: 'output',
    prompt: 'This Python models how an AWS network ACL evaluates its numbered rules. What does it print?',
    code: "rules = [(130, 'allow', '*'), (100, 'allow', 443), (120, 'deny', 22)]\ndef decide(port):\n    for number, action, match in sorted(rules):\n        if match == port or match == '*':\n            return action\n    return 'deny'\nprint(decide(22), decide(443), decide(3389))",
    language: 'python',
    options: opts('deny allow allow', 'allow allow allow', 'deny allow deny', 'allow allow deny'),
    correct: ['a'],
    explanation:
      'Network ACL rules are evaluated from the lowest number up and the first match decides: rule 120 denies port 22 before the catch-all 130 is reached, 443 matches rule 100, and 3389 falls through to the allow-all rule 130.',
    moduleKey: 'network-security',
    section: 'Firewalls and security groups: default deny',
  },
  {
    key: 'devops-174',
    kind: 'single',
    prompt:
      'An architect says the new platform follows zero trust. Which design matches that claim as NIST SP 800-207 describes it?',
    options: opts(
      'Services inside the VPC skip authentication because the perimeter firewall is strong',
      'Every request is authenticated and authorized on its own, whatever network it comes from, and traffic is protected everywhere',
      'Only the VPN is trusted, so everyone connected to it may reach every server',
      'No firewall is used, because identity replaces the network',
    ),
    correct: ['b'],
    explanation:
      'Zero trust gives no trust for being inside the network: each request is checked by who asks, from which device and for which resource, and internal traffic is encrypted too.',
    moduleKey: 'network-security',
    section: 'Segmentation and zero trust',
  },
  {
    key: 'devops-175',
    kind: 'single',
    prompt:
      'The team deleted the cloud storage website behind `docs.example.com` but left its CNAME record in place. What is the risk?',
    options: opts(
      'None: the record simply stops resolving',
      'Someone can claim the same resource name and serve their content on your subdomain',
      'DNSSEC signatures on the zone become invalid',
      'Browsers will show a certificate warning for the main site',
    ),
    correct: ['b'],
    explanation:
      'This is subdomain takeover: the dangling CNAME still points at a name anyone may now register. Delete DNS records in the same change that deletes what they point to.',
    moduleKey: 'network-security',
    section: 'DNS security basics',
  },
  // cloud-security
  {
    key: 'devops-176',
    kind: 'multiple',
    prompt:
      'Your application uses a managed PostgreSQL service from a cloud provider. Which remain your responsibility under the shared responsibility model? (Choose all that apply.)',
    options: opts(
      'Who may connect to the database (network rules and database users)',
      'Whether the data is encrypted and who may use the key',
      'Patching the host operating system under the database engine',
      'The data you store in it',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      "For platform services the provider patches the engine and the host; access, encryption choices and the data itself are always the customer's.",
    moduleKey: 'cloud-security',
    section: 'The shared responsibility model',
  },
  {
    key: 'devops-177',
    kind: 'single',
    prompt:
      'An app has a server-side request forgery bug that lets an attacker make it send GET requests to any URL. Why does requiring IMDSv2 on the instance stop the attacker reading the role credentials?',
    options: opts(
      'IMDSv2 moves the metadata service to a secret address',
      'A client must first get a session token with a PUT request and send it in a header, which a GET-only SSRF cannot do',
      'IMDSv2 encrypts the credentials with the account root password',
      'IMDSv2 turns off the instance role',
    ),
    correct: ['b'],
    explanation:
      'IMDSv2 needs a PUT for a session token, presented as a header on every read; it also rejects token requests with X-Forwarded-For, and a hop limit of 1 keeps the token on the machine. Fix the SSRF too.',
    moduleKey: 'cloud-security',
    section: 'The metadata service and SSRF',
  },
  {
    key: 'devops-178',
    kind: 'single',
    prompt:
      'In AWS, a role has one policy allowing `s3:*` on the backups bucket and another with an explicit Deny on `s3:DeleteObject` for that bucket. A script using the role deletes an object. What happens?',
    options: opts(
      'The delete succeeds because s3:* is broader',
      'The delete is denied: an explicit deny overrides any allow',
      'The result depends on which policy was attached first',
      'The delete succeeds but is logged as a warning',
    ),
    correct: ['b'],
    explanation:
      'Everything is denied unless allowed, and in AWS an explicit deny always wins over any allow, whatever the order of the policies.',
    moduleKey: 'cloud-security',
    section: 'IAM and least privilege',
  },
  {
    key: 'devops-179',
    kind: 'single',
    prompt: 'Where should CloudTrail write the audit trail of the production account?',
    options: opts(
      'A bucket in the production account that the deploy role can manage',
      'A separate, locked-down logging account with retention and immutability such as S3 Object Lock',
      'Nowhere: the 90-day event history is enough',
      "The developers' laptops, so logs survive an outage",
    ),
    correct: ['b'],
    explanation:
      'An attacker with admin rights in production could delete logs kept there. A separate account with restricted access and immutable retention keeps the evidence; the free event history only covers 90 days of management events.',
    moduleKey: 'cloud-security',
    section: 'Audit logs with CloudTrail and friends',
  },
  {
    key: 'devops-180',
    kind: 'single',
    prompt:
      'Customers must be able to download their own invoices, stored as objects in a private S3 bucket. What is the safe way?',
    options: opts(
      'Turn off Block Public Access for the invoices bucket',
      'Give the app a short-lived pre-signed URL for each download',
      'Make the objects public but give them random names',
      'Email the bucket access key to each customer',
    ),
    correct: ['b'],
    explanation:
      'A pre-signed URL grants one object for a short time while the bucket stays private, and Block Public Access can stay on at the account level.',
    moduleKey: 'cloud-security',
    section: 'Public storage buckets',
  },
  // security-logging-and-detection
  {
    key: 'devops-181',
    kind: 'multiple',
    prompt:
      'A debugging middleware writes every incoming request to the application log. Which parts must it never record? (Choose all that apply.)',
    options: opts(
      'The `Authorization: Bearer …` header',
      'The session cookie value',
      'The request id',
      'The password in a login request body',
      'The response status code',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Tokens, session identifiers and passwords give access to whoever reads the logs, and logs are widely read and long kept. A request id and a status code are what an investigation needs.',
    moduleKey: 'security-logging-and-detection',
    section: 'What never to log',
  },
  {
    key: 'devops-182',
    kind: 'output',
    prompt: 'A login service logs a user name that an attacker chose. What does this print?',
    code: "import json\nuser = 'eve\\n2026-11-02 INFO login_success user=admin'\nplain = f'login_failure user={user}'\nstructured = json.dumps({'event': 'login_failure', 'user': user})\nprint(len(plain.splitlines()), len(structured.splitlines()))",
    language: 'python',
    options: opts('1 1', '2 1', '2 2', '1 2'),
    correct: ['b'],
    explanation:
      'In the free-text line the newline in the input starts a forged second entry (log injection); json.dumps escapes it, so the structured entry stays one line with the input as a value.',
    moduleKey: 'security-logging-and-detection',
    section: 'Structured logs',
  },
  {
    key: 'devops-183',
    kind: 'single',
    prompt:
      'You write a detection for "many failed logins followed by a success" on a public login page. On which event should the alert fire?',
    options: opts(
      'On every failed login',
      'On the successful login that follows the failures, since that is when an account may be compromised',
      'Once a day, with a summary of all failures',
      'Only when the same address fails more than 1,000 times',
    ),
    correct: ['b'],
    explanation:
      'Failures alone are background noise on any public login page; the success after them is the moment that matters, and the alert should carry the user, address, count and time span.',
    moduleKey: 'security-logging-and-detection',
    section: 'Writing a detection',
  },
  {
    key: 'devops-184',
    kind: 'single',
    prompt:
      'Application logs stay in /var/log on each web server, and hosts are rebuilt on every deploy. Why is that a security problem, and what fixes it?',
    options: opts(
      'Logs use too much disk; compress them daily on the host',
      'They vanish with the host and an attacker with root can edit them; ship them at once to a central store the servers can write to but not change',
      'Local logs are not in UTC; set the time zone of each host',
      'Nothing is wrong as long as logrotate keeps seven files',
    ),
    correct: ['b'],
    explanation:
      'A log that lives only on its server disappears with a rebuild and can be altered by whoever compromises it; a central, append-only store with deliberate retention keeps the evidence.',
    moduleKey: 'security-logging-and-detection',
    section: 'Centralizing and retention',
  },
  {
    key: 'devops-185',
    kind: 'single',
    prompt:
      'A rule detects one source address trying the same common password against hundreds of different accounts. Which MITRE ATT&CK technique should it be tagged with?',
    options: opts(
      'Credential Stuffing (T1110.004)',
      'Password Spraying (T1110.003)',
      'Valid Accounts (T1078)',
      'Exfiltration, a tactic',
    ),
    correct: ['b'],
    explanation:
      'Trying one or a few passwords across many accounts is password spraying, a sub-technique of Brute Force (T1110). Credential stuffing replays leaked user-password pairs; Valid Accounts is logging in with stolen credentials.',
    moduleKey: 'security-logging-and-detection',
    section: 'MITRE ATT&CK as a map',
  },
  // incident-response
  {
    key: 'devops-186',
    kind: 'multiple',
    prompt:
      'NIST SP 800-61 Revision 3 maps incident response onto the six Functions of CSF 2.0. Which Functions are the incident response itself, rather than the preparation around it? (Choose all that apply.)',
    options: opts('Detect', 'Respond', 'Recover', 'Govern', 'Protect'),
    correct: ['a', 'b', 'c'],
    explanation:
      'Detect, Respond and Recover are the incident response; Govern, Identify and Protect are the broader risk-management work that prepares for it.',
    moduleKey: 'incident-response',
    section: 'Incidents and the NIST lifecycle',
  },
  {
    key: 'devops-187',
    kind: 'single',
    prompt:
      'Endpoint detection flags a reverse shell on a production VM. Which first step contains it without destroying evidence?',
    options: opts(
      "Reboot the VM to kill the attacker's process",
      'Terminate the VM and launch a fresh one from the image',
      'Isolate the VM from the network and snapshot its disk and memory',
      'Leave it running and watch quietly without telling anyone',
    ),
    correct: ['c'],
    explanation:
      'Isolation stops the damage while memory, processes and disk stay available for analysis; rebooting or wiping destroys the most volatile evidence, and watching an attacker is a decision for the incident commander and legal, not one person.',
    moduleKey: 'incident-response',
    section: 'Containment, eradication and recovery',
  },
  {
    key: 'devops-188',
    kind: 'single',
    prompt: "Following RFC 3227's order of volatility, what do you collect first from a compromised server?",
    options: opts(
      'The archived logs in the central log store',
      'Memory and the list of running processes and network connections',
      'A full image of the disk',
      'Backups from last week',
    ),
    correct: ['b'],
    explanation:
      'Memory and running state disappear at reboot, so they go first; disks and remote logs last longer. Work on copies and record a SHA-256 of every image.',
    moduleKey: 'incident-response',
    section: 'Evidence and chain of custody',
  },
  {
    key: 'devops-189',
    kind: 'single',
    prompt:
      "On Monday at 10:00 a company becomes aware that a misconfigured database exposed customers' personal data. Under GDPR Article 33, by when should the supervisory authority be notified, where feasible?",
    options: opts(
      'Within 24 hours',
      'Within 72 hours of becoming aware, so by Thursday 10:00',
      'Within 30 days, after the investigation is complete',
      'Only if a customer complains',
    ),
    correct: ['b'],
    explanation:
      'Article 33 asks the controller to notify without undue delay and, where feasible, within 72 hours of becoming aware, unless the breach is unlikely to result in a risk to people. Bring in legal early.',
    moduleKey: 'incident-response',
    section: 'Communication',
  },
  {
    key: 'devops-190',
    kind: 'single',
    prompt:
      'An engineer ran a cleanup script against production instead of staging. Which action item fits a blameless post-incident review?',
    options: opts(
      'The engineer loses production access for a month',
      'Make the script require the environment name and confirm it, and give it a role that cannot touch production by default',
      'Remind everyone to be more careful',
      "Record the engineer's name in the summary so the team knows who to ask",
    ),
    correct: ['b'],
    explanation:
      'A blameless review asks how the system let a well-meaning person make the mistake and fixes those conditions with owned action items; blame teaches people to hide details.',
    moduleKey: 'incident-response',
    section: 'Blameless post-incident review',
  },
  // command-line-basics
  {
    key: 'devops-191',
    kind: 'output',
    prompt: '`set --` replaces the positional arguments and `$#` counts them. What does this print?',
    code: 'file="release notes.txt"\nset -- $file; echo $#\nset -- "$file"; echo $#',
    language: 'bash',
    options: opts('1 1', '2 1', '2 2', '3 1'),
    correct: ['b'],
    explanation:
      'Unquoted, the value is split at the space into two words; in double quotes it stays one argument. The same splitting makes `rm $file` try to delete two files.',
    moduleKey: 'command-line-basics',
    section: 'Quoting and variables',
  },
  {
    key: 'devops-192',
    kind: 'single',
    prompt:
      'A cleanup script starts with `set -euo pipefail` and later runs `rm -rf "$BUILD_DIR"/*`, but BUILD_DIR was never set on this runner. What happens?',
    options: opts(
      'rm deletes everything under / because the variable is empty',
      'The script stops with an "unbound variable" error before rm runs',
      'rm runs on the current directory instead',
      'The line is skipped and the script carries on',
    ),
    correct: ['b'],
    explanation:
      'set -u turns the use of an unset variable into an error instead of an empty string, and set -e then stops the script, so the dangerous path `/*` is never built.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },
  {
    key: 'devops-193',
    kind: 'single',
    prompt: 'On a shared jump server, why should you not run `mysql -u admin -pS3cretPass` to connect to the database?',
    options: opts(
      'mysql ignores passwords given on the command line',
      "The password is saved in your shell history file and other users can see the running command's arguments with ps",
      'Passwords on the command line are sent unencrypted over the network',
      'It locks the admin account after one use',
    ),
    correct: ['b'],
    explanation:
      "The shell keeps commands in ~/.bash_history and a running program's arguments are visible to other users; read secrets from an environment variable or a file with tight permissions instead.",
    moduleKey: 'command-line-basics',
    section: 'Habits that save you',
  },
  // networking-basics
  {
    key: 'devops-194',
    kind: 'single',
    prompt: '`nc -zv api.internal 8080` answers at once with "Connection refused". What does that tell you?',
    options: opts(
      'A firewall is silently dropping the packets',
      'The name does not resolve in DNS',
      'A machine answered: nothing listens on that port, or the program listens on another address',
      'The TLS certificate has expired',
    ),
    correct: ['c'],
    explanation:
      'Refused means a host replied and said no; a timeout is what a firewall that drops packets (or a wrong address) looks like, and a certificate error means the network itself works.',
    moduleKey: 'networking-basics',
    section: 'Debugging a connection',
  },
  {
    key: 'devops-195',
    kind: 'output',
    prompt: 'A security group allows the database port from 10.0.1.0/24. What does this Python print?',
    code: "import ipaddress\nnet = ipaddress.ip_network('10.0.1.0/24')\nprint(net.num_addresses, ipaddress.ip_address('10.0.2.15') in net)",
    language: 'python',
    options: opts('256 True', '256 False', '24 False', '254 True'),
    correct: ['b'],
    explanation:
      '/24 fixes the first 24 bits, leaving 8 bits, so 256 addresses from 10.0.1.0 to 10.0.1.255; 10.0.2.15 differs in the third number and is outside the range.',
    moduleKey: 'networking-basics',
    section: 'Addresses and ports',
  },
  // git-basics
  {
    key: 'devops-196',
    kind: 'single',
    prompt: 'You changed `nginx.conf` (ready) and `deploy.sh` (half done). How do you commit only the nginx change?',
    options: opts(
      '`git commit -am "Tune nginx"`',
      '`git add nginx.conf` then `git commit -m "Tune nginx"`',
      '`git push nginx.conf`',
      '`git restore deploy.sh` then `git commit`',
    ),
    correct: ['b'],
    explanation:
      'The staging area holds what goes into the next commit: stage only nginx.conf and commit it, leaving deploy.sh changed in the working directory. git restore would throw the edits away for good.',
    moduleKey: 'git-basics',
    section: 'The everyday loop',
  },
  {
    key: 'devops-197',
    kind: 'single',
    prompt: 'Merging a branch into main stops with a conflict in `values.yaml`. What finishes the merge?',
    options: opts(
      'Delete values.yaml and run the merge again',
      'Edit the file to keep the right content, remove the `<<<<<<<`, `=======` and `>>>>>>>` markers, then `git add` and `git commit`',
      'Run `git push --force`',
      'Nothing: Git merges the lines automatically after a minute',
    ),
    correct: ['b'],
    explanation:
      'Git stops when both branches changed the same lines; you decide the content, delete the markers, stage the file and commit to complete the merge.',
    moduleKey: 'git-basics',
    section: 'Branches',
  },
  {
    key: 'devops-198',
    kind: 'single',
    prompt:
      "A deploy copies the whole project folder, including `.git`, into the web server's document root. What can a visitor do?",
    options: opts(
      'Nothing: the web server never serves hidden folders',
      'Download the .git folder and rebuild the full source code and its history, including anything ever committed',
      'Only see the latest commit message',
      'Push commits to the repository',
    ),
    correct: ['b'],
    explanation:
      'A reachable .git folder holds every commit, so a visitor can reconstruct the code and its whole history, old secrets included. Deploy build output only.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'devops-199',
    kind: 'multiple',
    prompt: 'Which belong in the `.gitignore` of a Node.js service? (Choose all that apply.)',
    options: opts('`.env`', '`node_modules/`', '`dist/`', '`Dockerfile`'),
    correct: ['a', 'b', 'c'],
    explanation:
      'Secrets must never enter history, and dependencies and build output can be regenerated; the Dockerfile is source that the team reviews and builds from.',
    moduleKey: 'git-basics',
    section: 'Good habits',
  },
  // web-security-owasp
  {
    key: 'devops-200',
    kind: 'single',
    prompt: 'A customer asks for proof that your platform is "OWASP Top 10 compliant". What is the accurate answer?',
    options: opts(
      'OWASP issues a compliance certificate after an audit',
      'The Top 10 is an awareness document, not a standard; verification is done against the OWASP ASVS',
      'Passing an automated scanner proves compliance with all ten categories',
      'Compliance means fixing exactly ten CWEs',
    ),
    correct: ['b'],
    explanation:
      'The Top 10 ranks the most critical risk categories to raise awareness; the Application Security Verification Standard is what teams verify an application against.',
    moduleKey: 'web-security-owasp',
    section: 'What the Top 10 is',
  },
  {
    key: 'devops-201',
    kind: 'single',
    prompt:
      "A CI runner installed a hijacked release of a transitive npm dependency that stole the pipeline's tokens. Which OWASP Top 10:2025 category is this?",
    options: opts(
      'A02:2025 Security Misconfiguration',
      'A03:2025 Software Supply Chain Failures',
      'A05:2025 Injection',
      'A07:2025 Authentication Failures',
    ),
    correct: ['b'],
    explanation:
      'A03:2025 widens the old "Vulnerable and Outdated Components" to compromised packages, build tools and pipelines: know every dependency, commit the lockfile and protect the CI/CD pipeline.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'devops-202',
    kind: 'output',
    prompt: 'A permission check throws on a user object without roles. What does this print?',
    code: "function canDelete(user) {\n  return user.roles.includes('admin');\n}\nfunction handle(user) {\n  try {\n    return canDelete(user) ? 'deleted' : 'denied';\n  } catch {\n    return 'deleted';\n  }\n}\nconsole.log(handle({ roles: ['admin'] }), handle({}), handle({ roles: [] }));",
    language: 'javascript',
    options: opts(
      'deleted denied denied',
      'deleted deleted denied',
      'deleted deleted deleted',
      'denied deleted denied',
    ),
    correct: ['b'],
    explanation:
      'For `{}` the check throws (user.roles is undefined) and the catch lets the request through: a check that fails open, A10:2025 Mishandling of Exceptional Conditions. When a check throws, the answer must be "no".',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'devops-203',
    kind: 'multiple',
    prompt:
      'An admin dashboard hides the "Delete user" button from non-admins. Which measures actually protect the delete endpoint? (Choose all that apply.)',
    options: opts(
      "The server checks the caller's role on every request to the endpoint",
      'Routes are denied by default and need an explicit rule to be reachable',
      'The button is also removed from the HTML with CSS',
      'The endpoint gets a hard-to-guess URL',
    ),
    correct: ['a', 'b'],
    explanation:
      "Anyone can send the request directly with curl or the browser's dev tools, so only the server's checks and deny-by-default routing protect it; hiding or obscuring things in the UI stops nobody.",
    moduleKey: 'web-security-owasp',
    section: 'Habits that prevent most of it',
  },
];
