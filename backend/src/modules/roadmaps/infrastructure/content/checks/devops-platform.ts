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
  {
    moduleKey: 'web-servers-and-reverse-proxies',
    questions: [
      {
        id: 'web-servers-and-reverse-proxies-1',
        kind: 'multiple',
        section: 'What a reverse proxy does',
        prompt:
          'Which jobs does a reverse proxy in front of three app servers typically take over? Pick all that apply.',
        options: [
          {
            text: 'Holding the TLS certificate and decrypting HTTPS',
            correct: true,
            why: 'TLS termination at the proxy means one place for certificates, and apps speak plain HTTP on the private network.',
          },
          {
            text: 'Spreading requests over the three servers',
            correct: true,
            why: 'Load balancing is one of the main reasons to have a proxy in front of several copies of an app.',
          },
          {
            text: 'Reading a slow client’s upload before handing it to the app',
            correct: true,
            why: 'Buffering keeps app workers busy for milliseconds instead of waiting on a slow connection.',
          },
          {
            text: 'Validating the business rules of each order',
            correct: false,
            why: 'The proxy knows HTTP, not your domain; business rules stay in the application.',
          },
          {
            text: 'Letting employees browse the web through the company network',
            correct: false,
            why: 'That is a forward proxy, which works for clients; a reverse proxy works for servers.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-2',
        kind: 'single',
        section: 'A server block with proxy_pass',
        prompt:
          'With `location /api/ { proxy_pass http://127.0.0.1:3000/; }`, a client requests `/api/orders/7`. Which path does the app receive?',
        options: [
          {
            text: '`/api/orders/7`',
            correct: false,
            why: 'That happens when `proxy_pass` has no path at all; here the trailing slash is a path.',
          },
          {
            text: '`/orders/7`',
            correct: true,
            why: 'When `proxy_pass` includes a path, the part that matched the location (`/api/`) is replaced by it (`/`).',
          },
          {
            text: '`/api/api/orders/7`',
            correct: false,
            why: 'nginx replaces the matched prefix; it does not prepend it a second time.',
          },
          {
            text: '`/`, because everything after the slash is dropped',
            correct: false,
            why: 'Only the matched location prefix is replaced; the rest of the URI is kept.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-3',
        kind: 'fill',
        section: "Forwarding the client's details",
        prompt:
          'An app behind nginx, which terminates TLS, keeps redirecting to HTTPS because it believes every request is plain HTTP. The missing line is `proxy_set_header ____ $scheme;`.',
        answers: ['X-Forwarded-Proto'],
        caseInsensitive: true,
        why: '`X-Forwarded-Proto` tells the app which scheme the client used; `$scheme` is `https` for requests that arrived over TLS.',
      },
      {
        id: 'web-servers-and-reverse-proxies-4',
        kind: 'single',
        section: 'Load balancing across upstreams',
        prompt:
          'An API mixes 20 ms lookups with 20-second exports, and round robin keeps piling new requests onto a server that is busy with exports. Which method fits better?',
        options: [
          {
            text: '`ip_hash`',
            correct: false,
            why: 'It pins each client to one server, which ignores how busy that server is.',
          },
          {
            text: '`least_conn`',
            correct: true,
            why: 'It sends each request to the server with the fewest active connections, so a server busy with long exports gets fewer new ones.',
          },
          {
            text: 'Give every server `weight=1`',
            correct: false,
            why: 'Equal weights are already the default; round robin still ignores how long requests take.',
          },
          {
            text: 'Mark the busy server as `backup`',
            correct: false,
            why: 'A backup server only receives traffic when all others are down, which removes capacity instead of balancing it.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-5',
        kind: 'single',
        section: 'Health checks and timeouts',
        prompt:
          'A report endpoint sends nothing for 75 seconds, then the whole file. With nginx defaults, what does the client get?',
        options: [
          {
            text: 'The file, because timeouts only apply while connecting',
            correct: false,
            why: '`proxy_read_timeout` also applies: it bounds the wait between two reads of the response.',
          },
          {
            text: '502 Bad Gateway',
            correct: false,
            why: '502 means the upstream refused the connection or sent an invalid response, not that it was slow.',
          },
          {
            text: '504 Gateway Timeout after 60 seconds',
            correct: true,
            why: '`proxy_read_timeout` defaults to 60 seconds between reads; when it expires, nginx answers 504.',
          },
          {
            text: '413 after the first 1 MB',
            correct: false,
            why: '413 is about request bodies over `client_max_body_size`, not slow responses.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-6',
        kind: 'multiple',
        section: 'Static files, compression and caching',
        prompt: 'Which statements about serving a built front end from nginx are true? Pick all that apply.',
        options: [
          {
            text: '`try_files $uri $uri/ /index.html;` lets client-side routes such as `/cart` load the app',
            correct: true,
            why: 'When no file matches, nginx falls back to `index.html` and the front-end router takes over.',
          },
          {
            text: '`gzip on;` alone compresses JSON and CSS responses',
            correct: false,
            why: 'Only types in `gzip_types` are compressed, and its default is `text/html` only.',
          },
          {
            text: 'Fingerprinted files such as `app.3f9c1.js` can be cached by browsers for a long time',
            correct: true,
            why: 'A new build gets a new name, so a long `expires` never serves stale code.',
          },
          {
            text: 'Responses that depend on the user’s session cookie are good candidates for a shared `proxy_cache`',
            correct: false,
            why: 'A shared cache could hand one user’s page to another; cache only responses that are the same for everyone.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-7',
        kind: 'output',
        section: 'Trusting proxy headers',
        prompt:
          'An app sits behind exactly one trusted proxy that appends the address it saw. An attacker sends `X-Forwarded-For: 1.2.3.4`. What does this code print as the client IP?',
        code: {
          language: 'javascript',
          source:
            "const sent = '1.2.3.4'; // header from the attacker\nconst seenByProxy = '203.0.113.7';\nconst header = sent + ', ' + seenByProxy; // what nginx forwards\nconst hops = header.split(',').map((s) => s.trim());\nconsole.log(hops[hops.length - 1]);",
        },
        options: [
          {
            text: '203.0.113.7',
            correct: true,
            why: 'The last entry is the one your own proxy appended, the only one you can trust with a single proxy in front.',
          },
          {
            text: '1.2.3.4',
            correct: false,
            why: 'That is the leftmost, attacker-controlled value; the code reads the last entry.',
          },
          {
            text: '1.2.3.4, 203.0.113.7',
            correct: false,
            why: 'The code splits the header and prints one element, not the whole list.',
          },
        ],
      },
      {
        id: 'web-servers-and-reverse-proxies-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the path of an HTTPS request for `/api/cart` through the worked example’s nginx in order.',
        steps: [
          'nginx decrypts the TLS connection on port 443',
          'The request matches `location /api/`',
          'nginx picks one server of the `shop_api` upstream',
          'nginx adds the Host and X-Forwarded-* headers and forwards `/api/cart`',
          'The app’s response is relayed back to the client',
        ],
        why: 'TLS must be decrypted before nginx can read the path, the location decides where it goes, the upstream picks a server, and only then is the request forwarded and answered.',
      },
    ],
  },
  {
    moduleKey: 'docker-compose',
    questions: [
      {
        id: 'docker-compose-1',
        kind: 'single',
        section: 'What Compose is for',
        prompt:
          'A team runs its app with Compose on one server and wants containers moved automatically to another machine when that server dies. What is true?',
        options: [
          {
            text: 'Add `restart: always` and Compose will move them',
            correct: false,
            why: 'A restart policy restarts containers on the same Docker host; it cannot use a machine that is gone.',
          },
          {
            text: 'Compose runs on one host; that needs an orchestrator',
            correct: true,
            why: 'Compose describes and runs an app on a single host; spreading and healing across machines is an orchestrator’s job.',
          },
          {
            text: 'Run `docker compose up` on both servers against the same named volume',
            correct: false,
            why: 'Named volumes are local to each Docker host, and two copies of a database on one data folder would corrupt it.',
          },
        ],
      },
      {
        id: 'docker-compose-2',
        kind: 'single',
        section: 'The Compose file: services, images and builds',
        prompt:
          'A service has both `build: .` and `image: registry.example.com/shop-api:1.4`. What does `docker compose up --build` do with them?',
        options: [
          {
            text: 'It fails, because a service may have only one of the two',
            correct: false,
            why: 'The two may be combined; it is the usual way to build and later push an image.',
          },
          {
            text: 'It pulls the image from the registry and ignores the `build` key entirely',
            correct: false,
            why: 'With `--build`, Compose builds from the context; the `image` value names the result.',
          },
          {
            text: 'It builds locally and tags the result with that name',
            correct: true,
            why: 'When both are set, Compose builds the image and tags it with the `image` name, ready for `docker compose push`.',
          },
          {
            text: 'It builds the image, then deletes it after the run',
            correct: false,
            why: 'Built images stay in the local image store until you remove them.',
          },
        ],
      },
      {
        id: 'docker-compose-3',
        kind: 'multiple',
        section: 'Ports, environment and env files',
        prompt: 'Which statements about ports and variables in Compose are true? Pick all that apply.',
        options: [
          {
            text: '`"127.0.0.1:5432:5432"` makes the database reachable only from the host itself',
            correct: true,
            why: 'Binding to the loopback address keeps the published port off the host’s other network interfaces.',
          },
          {
            // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion, not a template
            text: '`${TAG:-latest}` in `compose.yaml` can be filled from the project’s `.env` file',
            correct: true,
            why: 'Compose reads `.env` in the project folder for interpolation of the Compose file itself.',
          },
          {
            text: 'Variables in `.env` are automatically set inside every container',
            correct: false,
            why: '`.env` feeds interpolation; variables reach a container only through `environment` or `env_file`.',
          },
          {
            text: 'Another container of the project needs the published port to reach the database',
            correct: false,
            why: 'Containers on the project network reach each other directly on container ports; publishing is only for access from outside.',
          },
        ],
      },
      {
        id: 'docker-compose-4',
        kind: 'single',
        section: 'Volumes and bind mounts',
        prompt:
          'A developer wants a fresh local database tomorrow and keeps their code. Which command removes the named database volume?',
        options: [
          {
            text: '`docker compose stop`',
            correct: false,
            why: '`stop` only stops containers; they, and every volume, remain.',
          },
          {
            text: '`docker compose down`',
            correct: false,
            why: '`down` removes containers and networks but deliberately keeps named volumes.',
          },
          {
            text: '`docker compose down -v`',
            correct: true,
            why: '`-v` also removes the named volumes declared in the file; bind-mounted source folders on the host are untouched.',
          },
          {
            text: '`docker compose restart db`',
            correct: false,
            why: 'Restarting the container keeps its volume and data.',
          },
        ],
      },
      {
        id: 'docker-compose-5',
        kind: 'fill',
        section: 'Networks and service names',
        prompt:
          'In a Compose project, the `api` service connects to the Redis service named `cache`, which listens on its default port. The URL it uses is `redis://____:6379`.',
        answers: ['cache'],
        why: 'Compose’s network DNS resolves each service name to its containers; `localhost` would point at the api container itself.',
      },
      {
        id: 'docker-compose-6',
        kind: 'order',
        section: 'Start order and healthchecks',
        prompt:
          'With `depends_on: { db: { condition: service_healthy } }` and a `pg_isready` healthcheck on `db`, put what happens on `docker compose up` in order.',
        steps: [
          'Compose creates the project network',
          'The db container starts',
          'Docker runs the healthcheck until pg_isready succeeds',
          'db is reported healthy',
          'The api container starts',
        ],
        why: 'The network exists before containers join it; the dependent api starts only after its dependency passes its healthcheck, not merely after it starts.',
      },
      {
        id: 'docker-compose-7',
        kind: 'single',
        section: 'Profiles and the everyday commands',
        prompt:
          'You need to run the database migrations once, in a new container built from the `api` service’s definition, and have it removed afterwards. Which command fits?',
        options: [
          {
            text: '`docker compose exec --user root api npm run migrate`',
            correct: false,
            why: '`exec` runs inside an already running container; it does not create a new one.',
          },
          {
            text: '`docker compose run --rm api npm run migrate`',
            correct: true,
            why: '`run` starts a one-off container from the service definition, and `--rm` removes it when the command ends.',
          },
          {
            text: '`docker compose --profile migrate up`',
            correct: false,
            why: 'A profile enables services declared with it; there is no such service here, and `up` starts long-running services.',
          },
          {
            text: '`docker compose logs api npm run migrate`',
            correct: false,
            why: '`logs` only shows output; it runs nothing.',
          },
        ],
      },
      {
        id: 'docker-compose-8',
        kind: 'multiple',
        section: 'Secrets, development and production',
        prompt: 'Which practices keep a database password safer in a Compose project? Pick all that apply.',
        options: [
          {
            text: 'A top-level `secrets` entry granted to `db`, read through `POSTGRES_PASSWORD_FILE`',
            correct: true,
            why: 'The secret is mounted as a file under `/run/secrets/` only in services granted it, and does not appear in `docker inspect` as a variable.',
          },
          {
            text: 'Committing `.env.example` with placeholders and ignoring the real `.env` in Git',
            correct: true,
            why: 'Colleagues see which values are needed without the real values entering the repository history.',
          },
          {
            text: 'Passing the password as a build argument so it is baked into the image',
            correct: false,
            why: 'Build arguments are recorded in the image history, so anyone with the image can read them.',
          },
          {
            text: 'Putting the password in `compose.yaml` because the repository is private',
            correct: false,
            why: 'Private repositories are cloned, forked and leaked; secrets in Git stay in its history forever.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'logs-and-alerting',
    questions: [
      {
        id: 'logs-and-alerting-1',
        kind: 'single',
        section: 'Structured logs',
        prompt: 'Which log line is easiest to count, filter and chart in a central log system?',
        options: [
          {
            text: '`ERROR Payment 8812 failed for user 42 after 3012ms (stripe 502)`',
            correct: false,
            why: 'Every value is glued into the text, so each question needs its own fragile regular expression.',
          },
          {
            text: '`{"level":"error","msg":"payment failed","user_id":42,"provider":"stripe","duration_ms":3012}`',
            correct: true,
            why: 'Named fields can be filtered and grouped directly, and the constant message can be counted.',
          },
          {
            text: '`{"level":"error","msg":"ERROR: payment 8812 failed for user 42 at checkout (stripe 502 after 3012ms)"}`',
            correct: false,
            why: 'It is JSON with a level, but every useful value is still glued into one free-text message.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-2',
        kind: 'fill',
        section: 'Correlation ids',
        prompt:
          'A user’s request passes through nginx, an API and two internal services. To find every log line it caused, each component logs and passes on the same ____ id.',
        answers: ['correlation', 'request'],
        caseInsensitive: true,
        why: 'A correlation (request) id is created at the edge, logged by every service and forwarded in headers, so one search finds the whole path.',
      },
      {
        id: 'logs-and-alerting-3',
        kind: 'multiple',
        section: 'Centralising logs',
        prompt:
          'Which practices belong to a sound central logging set-up for containerised services? Pick all that apply.',
        options: [
          {
            text: 'Apps write to standard output and an agent ships the lines',
            correct: true,
            why: 'The platform captures stdout, and an agent such as Fluent Bit or the OpenTelemetry Collector forwards it, so apps need no log files.',
          },
          {
            text: 'A defined retention period and access control on the log store',
            correct: true,
            why: 'Logs often contain personal data and cost money by volume; both need limits.',
          },
          {
            text: 'Each container writes its own log file inside the container',
            correct: false,
            why: 'Files inside a container are lost when it is replaced, and nobody can search them across machines.',
          },
          {
            text: 'Logging full request bodies, including passwords, to make debugging easier',
            correct: false,
            why: 'Secrets must never be logged; logs are copied widely and kept for months.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-4',
        kind: 'single',
        section: 'What deserves an alert',
        prompt: 'Following the SRE book, which condition should page the on-call engineer at night?',
        options: [
          {
            text: 'CPU above 85 % on one of six API nodes, with latency normal',
            correct: false,
            why: 'It is a cause that users do not feel; make it a dashboard panel or a daytime ticket.',
          },
          {
            text: '3 % of login requests failing for the last 10 minutes',
            correct: true,
            why: 'Users feel it now and someone must act: a symptom, urgent and actionable.',
          },
          {
            text: 'A disk that will be full in about five days at the current rate',
            correct: false,
            why: 'It needs action, but not tonight; a ticket is the right channel.',
          },
          {
            text: 'A nightly job that restarted once and then succeeded',
            correct: false,
            why: 'It recovered on its own; at most it is worth a log entry or a weekly review.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-5',
        kind: 'output',
        section: 'SLOs, error budgets and burn rates',
        prompt: 'A service has a 30-day SLO of 99.9 % and currently fails 1.44 % of requests. What does this print?',
        code: {
          language: 'python',
          source:
            'slo = 0.999\nbudget = 1 - slo\nerror_rate = 0.0144\nburn = error_rate / budget\ndays = 30 / burn\nprint(round(burn, 1), round(days, 1))',
        },
        options: [
          {
            text: '14.4 2.1',
            correct: true,
            why: 'The error rate is 14.4 times the 0.1 % budget, so the 30-day budget is gone in about 2.1 days: the fast-burn paging threshold.',
          },
          {
            text: '1.4 21.4',
            correct: false,
            why: 'That divides by 1 % instead of the 0.1 % error budget of a 99.9 % SLO.',
          },
          {
            text: '0.1 300.0',
            correct: false,
            why: 'That would be the budget divided by the error rate, the inverse of a burn rate.',
          },
          {
            text: '14.4 30.0',
            correct: false,
            why: 'The burn rate is right, but the budget runs out 14.4 times faster than the 30-day window.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-6',
        kind: 'single',
        section: 'Prometheus alerting rules',
        prompt: 'A Prometheus rule has `for: 10m`. Its expression becomes true at 09:00 and stays true. What happens?',
        options: [
          {
            text: 'The alert fires at 09:00 and repeats every 10 minutes',
            correct: false,
            why: '`for` delays firing; repeat notifications are configured in Alertmanager, not here.',
          },
          {
            text: 'Pending from 09:00, firing around 09:10 if still true',
            correct: true,
            why: 'Prometheus checks at each evaluation that the alert stays active for the whole `for` duration before it counts as firing.',
          },
          {
            text: 'The alert fires only if the expression is true for 10 minutes in a row each day',
            correct: false,
            why: 'There is no daily schedule; the duration counts from when the expression first returned the series.',
          },
          {
            text: 'Prometheus waits 10 minutes before evaluating the rule at all',
            correct: false,
            why: 'The rule is evaluated on every interval; `for` only governs the move from pending to firing.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-7',
        kind: 'multiple',
        section: 'Alert fatigue and runbooks',
        prompt:
          'A team gets 40 pages a week and most are acknowledged without action. Which steps reduce alert fatigue? Pick all that apply.',
        options: [
          {
            text: 'Delete alerts that nobody acted on over the last month',
            correct: true,
            why: 'An alert that never leads to action only trains people to ignore pages.',
          },
          {
            text: 'Automate the fix for alerts that always get the same command',
            correct: true,
            why: 'A robotic response should be done by a robot; the page then disappears.',
          },
          {
            text: 'Link every remaining alert to a runbook',
            correct: true,
            why: 'A runbook turns a page into clear steps and shortens the time to repair.',
          },
          {
            text: 'Send all 40 alerts to a second person as well',
            correct: false,
            why: 'It doubles the noise and the number of tired people without removing a single useless page.',
          },
        ],
      },
      {
        id: 'logs-and-alerting-8',
        kind: 'order',
        section: 'On-call rotations and escalation',
        prompt: 'Put the steps of a typical escalation policy for a page in order.',
        steps: [
          'The alert fires and pages the primary on-call',
          'No acknowledgement within 5 minutes',
          'The page escalates to the secondary on-call',
          'Still unacknowledged, it escalates to the team lead',
        ],
        why: 'Escalation policies move a page up a chain only when the person before did not acknowledge it in time, so a real problem is never left with nobody.',
      },
    ],
  },
  {
    moduleKey: 'backups-and-disaster-recovery',
    questions: [
      {
        id: 'backups-and-disaster-recovery-1',
        kind: 'output',
        section: 'RPO and RTO',
        prompt:
          'Backups of a file server finish at 00:00, 06:00, 12:00 and 18:00, and its disk dies at 17:30. How many hours of changes are lost? What does this print?',
        code: {
          language: 'python',
          source:
            'backups = [0, 6, 12, 18]  # hours of the day when a backup finishes\nfailure = 17.5            # the disk dies at 17:30\nlast = max(h for h in backups if h <= failure)\nprint(failure - last)',
        },
        options: [
          {
            text: '5.5',
            correct: true,
            why: 'The newest backup before the failure is the 12:00 one, so 5.5 hours of changes are lost: the worst case approaches the 6-hour interval, the RPO this schedule can promise.',
          },
          {
            text: '0.5',
            correct: false,
            why: 'The 18:00 backup had not happened yet at 17:30, so it cannot be restored.',
          },
          { text: '6', correct: false, why: 'Six hours is the interval between backups, not what is lost at 17:30.' },
          {
            text: '17.5',
            correct: false,
            why: 'That would be true only if no backup had run that day; the 12:00 one had.',
          },
        ],
      },
      {
        id: 'backups-and-disaster-recovery-2',
        kind: 'single',
        section: 'RPO and RTO',
        prompt:
          'A database streams every change to a replica in another zone within a second. Someone runs `DELETE FROM customers` by mistake. What does the replica give you?',
        options: [
          {
            text: 'A copy of the customers from one second before the mistake',
            correct: false,
            why: 'A replica does not keep older states; it is only ever one second behind the primary.',
          },
          {
            text: 'Nothing useful: the delete was replicated within a second',
            correct: true,
            why: 'Replication protects against losing a machine, not against bad changes; going back in time needs backups.',
          },
          {
            text: 'An RPO of one second for this kind of incident',
            correct: false,
            why: 'The RPO for a logical mistake depends on backups; the replica copied the mistake.',
          },
        ],
      },
      {
        id: 'backups-and-disaster-recovery-3',
        kind: 'multiple',
        section: 'The 3-2-1 rule',
        prompt:
          'A team keeps its production database, a nightly backup on a second disk of the same server, and a weekly copy in object storage in another region. Against the 3-2-1 rule, which statements are true? Pick all that apply.',
        options: [
          {
            text: 'There are three copies of the data',
            correct: true,
            why: 'Production plus two backups makes three.',
          },
          {
            text: 'There is one offsite copy',
            correct: true,
            why: 'The copy in another region survives losing the whole site.',
          },
          {
            text: 'The nightly backup counts as different storage because it is on another disk',
            correct: false,
            why: 'It sits in the same server, account and site, so one failure there can take both.',
          },
          {
            text: 'With 3 copies, the weekly schedule of the offsite copy does not matter',
            correct: false,
            why: 'After a site loss only the offsite copy remains, so its schedule sets the RPO: up to a week of data.',
          },
        ],
      },
      {
        id: 'backups-and-disaster-recovery-4',
        kind: 'single',
        section: 'Full, incremental and differential backups',
        prompt:
          'A full backup runs on Sunday and a **differential** backup every other night. The server fails on Thursday afternoon. What must you restore?',
        options: [
          {
            text: 'Sunday’s full backup and every backup from Monday to Thursday',
            correct: false,
            why: 'That chain is what incremental backups need; each differential already contains every change since the full.',
          },
          {
            text: 'Sunday’s full backup and Thursday’s differential',
            correct: true,
            why: 'A differential holds everything changed since the last full backup, so two pieces are enough.',
          },
          {
            text: 'Only Thursday’s differential',
            correct: false,
            why: 'A differential holds only the changes; without the full backup there is nothing to apply them to.',
          },
          {
            text: 'Only Sunday’s full backup, then replay the application logs',
            correct: false,
            why: 'It would lose four days of changes, and application logs are not a database backup.',
          },
        ],
      },
      {
        id: 'backups-and-disaster-recovery-5',
        kind: 'multiple',
        section: 'Logical backups with pg_dump',
        prompt: 'Which statements about `pg_dump` are true? Pick all that apply.',
        options: [
          {
            text: 'It makes a consistent snapshot while the database is in use',
            correct: true,
            why: 'pg_dump exports one consistent state and does not block readers or writers.',
          },
          {
            text: 'Its custom format lets `pg_restore` restore a single table',
            correct: true,
            why: 'With `-Fc`, pg_restore can pick objects and run parallel jobs.',
          },
          {
            text: 'It also saves the cluster’s roles and passwords',
            correct: false,
            why: 'Roles are cluster-wide; they need `pg_dumpall --globals-only`.',
          },
          {
            text: 'A nightly dump gives an RPO of a few minutes',
            correct: false,
            why: 'A dump is one point in time, so a nightly dump can lose up to a day of changes.',
          },
        ],
      },
      {
        id: 'backups-and-disaster-recovery-6',
        kind: 'order',
        section: 'Physical backups, WAL archiving and point-in-time recovery',
        prompt: 'Put the steps of a PostgreSQL point-in-time recovery in order.',
        steps: [
          'Restore the latest base backup taken before the target time onto a new server',
          'Set `restore_command` and `recovery_target_time`',
          'Create the `recovery.signal` file in the data directory',
          'Start PostgreSQL, which replays archived WAL up to the target',
          'Check the data, then promote the server',
        ],
        why: 'WAL can only be replayed on top of a base backup from before the target; the settings and the signal file tell the starting server to recover, and you check the result before opening it for writes.',
      },
      {
        id: 'backups-and-disaster-recovery-7',
        kind: 'fill',
        section: 'Ransomware: immutable and offsite copies',
        prompt:
          'In Amazon S3 Object Lock’s ____ mode, no user, not even the account’s root user, can delete a locked object or shorten its retention period.',
        answers: ['compliance'],
        caseInsensitive: true,
        why: 'Compliance mode makes the retention absolute; governance mode lets specially permitted users override it, which a stolen admin account could abuse.',
      },
      {
        id: 'backups-and-disaster-recovery-8',
        kind: 'single',
        section: 'Disaster recovery strategies',
        prompt:
          'A shop needs an RTO of about 10 minutes after losing a region but cannot pay for two full production environments. Which strategy fits?',
        options: [
          {
            text: 'Backup and restore',
            correct: false,
            why: 'Rebuilding everything from backups and code after the disaster takes hours.',
          },
          {
            text: 'Warm standby',
            correct: true,
            why: 'A scaled-down but working copy runs all the time and is scaled up on failover, which takes minutes at a fraction of full cost.',
          },
          {
            text: 'Multi-site active/active',
            correct: false,
            why: 'It gives near-zero RTO but means running full production in two regions, which the shop cannot afford.',
          },
        ],
      },
    ],
  },
];
