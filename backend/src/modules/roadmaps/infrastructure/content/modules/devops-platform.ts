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
  {
    key: 'web-servers-and-reverse-proxies',
    title: 'Web Servers and Reverse Proxies',
    summary:
      'Put nginx in front of your apps: TLS termination, routing with proxy_pass, the Host and X-Forwarded-* headers, load-balancing methods, passive health checks and timeouts, static files and compression, and trusting forwarded headers only from your own proxy.',
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### What a reverse proxy does
A **reverse proxy** is a server that stands in front of your application servers and receives every client request on their behalf. The browser talks only to the proxy; the proxy opens its own connection to an application process (the **upstream** or backend), forwards the request and relays the answer. A *forward* proxy works for clients (a company proxy that employees browse through); a *reverse* proxy works for servers, and clients usually do not know it is there. nginx, HAProxy, Caddy, Envoy and the load balancers of every cloud play this role.

Putting one program in front pays off because it does the same jobs for every app behind it:

- **TLS termination**: the proxy holds the certificate and decrypts HTTPS, so apps speak plain HTTP on a private network and certificates are renewed in one place.
- **Routing**: \`/api/\` goes to the Node service, \`/\` to the static front end, \`admin.example.com\` to another app, all on port 443.
- **Load balancing**: requests are spread over several copies of the app, and a failed copy is skipped.
- **Buffering**: the proxy reads a slow mobile client's upload and download for the app, so an app worker is busy for milliseconds instead of seconds.
- **Compression and caching**: gzip text responses, serve static files straight from disk, and keep copies of cacheable answers.
- **Limits**: request size, rate limits and timeouts, enforced before your code runs.

### A server block with proxy_pass
nginx configuration is made of **directives** grouped in blocks. A \`server\` block describes one site (which \`listen\` port and which \`server_name\`), and \`location\` blocks inside it match request paths. The \`proxy_pass\` directive in a location sends matching requests to an upstream:

\`\`\`text
server {
    listen 80;
    server_name shop.example.com;

    location /api/ {
        proxy_pass http://127.0.0.1:3000;
    }
}
\`\`\`

One detail of \`proxy_pass\` causes many bugs. Written without a path, as above, the request URI is passed unchanged: \`/api/orders\` reaches the app as \`/api/orders\`. Written with a path, even just a trailing slash (\`proxy_pass http://127.0.0.1:3000/;\`), the part of the URI that matched the location is replaced by that path, so \`/api/orders\` arrives as \`/orders\`. Both are useful; pick one on purpose. After every edit, \`nginx -t\` checks the syntax and \`nginx -s reload\` (or \`systemctl reload nginx\`) applies it without dropping open connections.

### Forwarding the client's details
Behind a proxy the app sees every request coming from the proxy's own address, over plain HTTP, with whatever \`Host\` the proxy chose. By default nginx redefines only two request headers: \`Host\` becomes \`$proxy_host\` (the upstream's name and port, such as \`127.0.0.1:3000\`) and \`Connection\` becomes \`close\`. So you pass the original facts on explicitly:

\`\`\`text
proxy_set_header Host              $host;
proxy_set_header X-Forwarded-For   $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
\`\`\`

\`$host\` is the host name the client asked for, so the app builds correct links and picks the right tenant. \`$proxy_add_x_forwarded_for\` takes any \`X-Forwarded-For\` the client sent and appends the address nginx actually saw (\`$remote_addr\`), building a comma-separated list with the nearest hop last. \`X-Forwarded-Proto\` carries \`http\` or \`https\`, so an app behind TLS termination knows the original request was secure, sets \`Secure\` cookies and does not redirect to HTTPS forever. The standard \`Forwarded\` header (RFC 7239) carries the same facts in one field, but the \`X-Forwarded-*\` trio is what most frameworks read.

### Load balancing across upstreams
An \`upstream\` block names a group of servers, and \`proxy_pass http://app;\` then uses the group:

\`\`\`text
upstream app {
    least_conn;
    server 10.0.1.11:3000 weight=2;
    server 10.0.1.12:3000;
    server 10.0.1.13:3000 backup;
}
\`\`\`

With no method named, nginx uses weighted **round robin**: requests go to the servers in turn, and a server with \`weight=2\` gets twice as many. \`least_conn\` sends each request to the server with the fewest active connections, which suits requests of very different lengths. \`ip_hash\` and \`hash $key\` send the same client or key to the same server ("sticky" sessions), which helps a per-server cache but spreads load unevenly; keeping session state in a shared store such as Redis is usually the better fix. A \`backup\` server only gets traffic when the others are unavailable.

### Health checks and timeouts
Open-source nginx checks health **passively**: when talking to a server fails (an error or timeout) \`max_fails\` times within \`fail_timeout\`, the server is marked unavailable for \`fail_timeout\`, then tried again. The defaults are 1 failure and 10 seconds. Active checks that poll a \`/health\` URL on a schedule are a feature of the commercial NGINX Plus, of HAProxy, and of cloud load balancers and Kubernetes probes.

Timeouts decide how long nginx waits. \`proxy_connect_timeout\` bounds opening the connection to the upstream; \`proxy_read_timeout\` bounds the wait **between two reads** of the response, not the whole response; \`proxy_send_timeout\` does the same for sending. All three default to 60 seconds. When the upstream refuses the connection or sends garbage, the client gets **502 Bad Gateway**; when it does not answer in time, **504 Gateway Timeout**. A report endpoint that legitimately takes two minutes needs a longer \`proxy_read_timeout\` in its own location, or better, a background job.

### Static files, compression and caching
Serving files is what nginx was built for. \`root /srv/shop/dist;\` with \`try_files $uri $uri/ /index.html;\` serves a built single-page app and falls back to \`index.html\` for client-side routes, without waking the app. \`expires 1y;\` on fingerprinted assets (\`app.3f9c1.js\`) lets browsers keep them for a year. \`gzip on;\` compresses responses, but only the types listed in \`gzip_types\` (by default just \`text/html\`), so add \`application/json\`, \`text/css\` and \`application/javascript\`. \`client_max_body_size\` (default 1 MB) rejects larger uploads with **413**; raise it only where uploads happen. \`proxy_cache\` can store upstream answers that are safe to share, keyed by URL; never cache responses that depend on a user's cookie.

### Trusting proxy headers
\`X-Forwarded-For\` is just a request header, and anyone can send one: \`curl -H "X-Forwarded-For: 1.2.3.4"\`. If your app takes the **leftmost** address as the client's IP, an attacker chooses their own IP, dodging rate limits and poisoning audit logs. The rule is to trust forwarded headers only from proxies you run, and to read the address your own proxy appended. In nginx, the realip module does this with \`set_real_ip_from 10.0.0.0/8;\` (the load balancer's network) and \`real_ip_header X-Forwarded-For;\`. In Express, \`app.set('trust proxy', 1)\` tells the app that exactly one proxy sits in front, so \`req.ip\` and \`req.protocol\` come from it. Also make sure the app port is reachable only from the proxy, or clients can skip the proxy and send any headers they like.

### Worked example
A Node app on two servers behind one nginx, with HTTPS, static files and the headers set once:

\`\`\`text
upstream shop_api {
    server 10.0.1.11:3000 max_fails=3 fail_timeout=15s;
    server 10.0.1.12:3000 max_fails=3 fail_timeout=15s;
    keepalive 16;
}

server {
    listen 443 ssl;
    server_name shop.example.com;
    ssl_certificate     /etc/letsencrypt/live/shop.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem;

    root /srv/shop/dist;
    location / {
        try_files $uri $uri/ /index.html;
    }

    location /api/ {
        proxy_pass http://shop_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 30s;
    }
}

server {
    listen 80;
    server_name shop.example.com;
    return 301 https://$host$request_uri;
}
\`\`\`

Follow a request for \`/api/cart\`: nginx decrypts it, matches \`location /api/\`, picks one of the two servers in turn and passes \`/api/cart\` unchanged (no path after the upstream name). \`keepalive 16\` keeps idle connections to the upstreams open for reuse, which needs HTTP/1.1 and an empty \`Connection\` header. If a server fails three times within 15 seconds, it is skipped for 15 seconds; if a response stalls for 30 seconds between reads, the client gets a 504 and the error log says which upstream timed out.

### Common mistakes
- Adding one \`proxy_set_header\` inside a location and losing the others: these directives are inherited from the enclosing level only if the current level defines none. Put the full set in each location, or in a shared include file.
- A trailing slash in \`proxy_pass\` that silently strips \`/api\` from every path.
- Trusting the leftmost \`X-Forwarded-For\` entry, or leaving the app port open to the internet.
- Raising timeouts everywhere to hide one slow endpoint.
- Forgetting \`X-Forwarded-Proto\`, then chasing an endless redirect loop to HTTPS.

### At work
Config lives in Git and is deployed by the pipeline, with \`nginx -t\` as a required step. The access log includes the upstream address and \`$upstream_response_time\`, so you can tell a slow app from a slow network. In Kubernetes, the same ideas appear as an Ingress controller (often nginx-based) and annotations; in the cloud, as a managed load balancer that terminates TLS and forwards the same \`X-Forwarded-*\` headers, which your app must trust for exactly that one hop.
`,
    resources: [
      {
        title: 'nginx: Module ngx_http_proxy_module',
        url: 'https://nginx.org/en/docs/http/ngx_http_proxy_module.html',
        kind: 'docs',
      },
      {
        title: 'nginx: Using nginx as HTTP load balancer',
        url: 'https://nginx.org/en/docs/http/load_balancing.html',
        kind: 'docs',
      },
      {
        title: 'MDN: X-Forwarded-For',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Forwarded-For',
        kind: 'docs',
      },
      { title: 'Mozilla SSL Configuration Generator', url: 'https://ssl-config.mozilla.org/', kind: 'interactive' },
    ],
  },
  {
    key: 'docker-compose',
    title: 'Docker Compose',
    summary:
      'Run a multi-container app from one file: services built or pulled, ports, environment and env files, volumes and bind mounts, service names on the project network, healthchecks with depends_on, profiles, the everyday commands, secrets, and dev versus production files.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### What Compose is for
A real application is rarely one container. A small web shop needs its API, a PostgreSQL database, a Redis cache and perhaps a worker that sends emails. Starting them by hand means four long \`docker run\` commands with the right ports, variables, volumes and network, typed in the right order, every day, by every developer. **Docker Compose** replaces that with one YAML file that describes the whole application and one command, \`docker compose up\`, that creates everything it describes. The file is checked into Git next to the code, so the development environment is reviewed and versioned like the code itself, and a new colleague is productive in minutes instead of days.

Compose runs on a single Docker host. It is the standard tool for local development, for CI jobs that need a real database, and for small production deployments on one server. It does not spread containers over several machines or reschedule them when a machine dies; that is what Kubernetes is for, and the ideas you learn here (services, images, ports, volumes, health) carry over directly.

### The Compose file: services, images and builds
The file is called \`compose.yaml\` (older projects use \`docker-compose.yml\`, which still works). Its main key is \`services\`: each entry is one service, which Compose runs as one or more containers. The old top-level \`version:\` line is obsolete and Compose ignores it. Other top-level keys declare shared things: \`volumes\`, \`networks\`, \`secrets\` and \`configs\`.

Each service needs an image, from one of two places. \`image: postgres:17\` pulls a ready-made image from a registry; pin a specific tag so that everyone runs the same version. \`build: .\` builds an image from the \`Dockerfile\` in that folder (the **build context**); the long form lets you name another Dockerfile, a target stage or build arguments. A service may have both: \`docker compose build\` (or \`up --build\`) builds the image and tags it with the \`image\` name, ready for \`docker compose push\`, while a plain \`up\` first tries to pull that name and builds only if no such image is found. Compose names containers, networks and volumes after the **project**, which defaults to the folder's name (\`-p\` or \`name:\` sets another), so two projects on one machine do not collide.

### Ports, environment and env files
\`ports\` **publishes** a container port on the host as \`"HOST:CONTAINER"\`: \`"8080:3000"\` makes the API that listens on 3000 inside its container reachable at \`localhost:8080\`. Quote port mappings, because YAML 1.1 parsers can read unquoted values like \`22:22\` as numbers in base 60. Publish only what you must reach from outside: containers of the same project talk to each other without any published port. When a port is only for you, bind it to the loopback interface, \`"127.0.0.1:5432:5432"\`; a bare \`"5432:5432"\` listens on every interface of the host, and Docker's own firewall rules are applied before host firewalls such as \`ufw\` filter the traffic.

\`environment\` sets variables inside the container, as a map (\`NODE_ENV: development\`) or a list (\`- NODE_ENV=development\`). \`env_file: .env.api\` loads them from a file instead. Do not confuse that with the \`.env\` file in the project folder, which Compose reads for **interpolation**: \`\${TAG}\` or \`\${TAG:-latest}\` written in \`compose.yaml\` is replaced by a value from your shell or from \`.env\` before anything runs, and \`\${DB_PASSWORD:?set DB_PASSWORD}\` stops with an error when the value is missing. The first sets what the app sees; the second fills in the Compose file itself.

### Volumes and bind mounts
A container's own filesystem disappears when the container is removed, so data lives in mounts. A **named volume**, such as \`db-data:/var/lib/postgresql/data\` with \`db-data:\` declared under the top-level \`volumes\`, is storage managed by Docker that survives \`docker compose down\` and even new images. Use it for databases. A **bind mount**, such as \`./src:/app/src\`, maps a folder of your machine into the container, so the code you edit appears inside at once and a dev server with file watching reloads. Use bind mounts for source code in development; avoid them in production, where the image should contain the code. \`docker compose down\` removes containers and networks but keeps named volumes; \`docker compose down -v\` deletes the volumes too, including your local database.

### Networks and service names
Compose creates a default network for the project (\`shop_default\` for a folder named \`shop\`) and attaches every service to it. Docker's embedded DNS resolves each **service name** to that service's containers, so the API reaches the database at \`db:5432\` and Redis at \`redis:6379\`. Do not use \`localhost\` for this: inside a container, \`localhost\` is that container itself. Note the ports as well: from another container you use the **container** port (5432), not whatever host port you published. Declaring your own \`networks\` lets you isolate tiers, for example a proxy on a \`front\` network, a database only on a \`back\` network, and the API on both.

### Start order and healthchecks
\`depends_on: [db]\` makes Compose create and start \`db\` before \`api\`, and stop them in reverse order. But "started" only means the container's process is running; PostgreSQL may still be initialising for several seconds and refusing connections, so an API that connects at boot crashes. The fix is a **healthcheck** on the dependency plus the long form of \`depends_on\`:

\`\`\`yaml
services:
  api:
    build: .
    depends_on:
      db:
        condition: service_healthy
  db:
    image: postgres:17
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U shop -d shop"]
      interval: 5s
      timeout: 3s
      retries: 10
      start_period: 10s
\`\`\`

Docker runs \`test\` every \`interval\`; after \`retries\` consecutive failures the container is \`unhealthy\`, and failures during \`start_period\` do not count. The other conditions are \`service_started\` (the short form's behaviour) and \`service_completed_successfully\`, which waits for a one-off job, such as a migration container, to exit with status 0. Healthchecks are a start-up aid, not a guarantee: databases restart in production too, so the app should still retry its connections.

### Profiles and the everyday commands
**Profiles** keep optional services in the same file. A service with \`profiles: [debug]\`, such as a database admin UI, is skipped by a plain \`docker compose up\` and started with \`docker compose --profile debug up\` or \`COMPOSE_PROFILES=debug\`; services without \`profiles\` always run, so never put core services in a profile.

The commands you use daily:

- \`docker compose up -d\` starts everything in the background (\`--build\` rebuilds images first); running it again applies changes by recreating only the services whose configuration changed.
- \`docker compose ps\` lists the containers with their state and health.
- \`docker compose logs -f api\` follows one service's logs.
- \`docker compose exec db psql -U shop\` runs a command inside the **running** container; \`docker compose run --rm api npm test\` starts a **new** one-off container from the service definition.
- \`docker compose config\` prints the final file after interpolation and merging, the quickest way to debug a variable that is not what you expect.
- \`docker compose down\` stops and removes the containers and the network.

### Secrets, development and production
Environment variables are easy but leak easily: they show up in \`docker inspect\`, in crash dumps and in debug logs. Compose **secrets** are declared at the top level from a \`file\` or a host \`environment\` variable, granted to the services that need them, and mounted as files at \`/run/secrets/<name>\`. Many official images read such files: the \`postgres\` image takes \`POSTGRES_PASSWORD_FILE=/run/secrets/db_password\`. Keep the secret files and any \`.env\` with real values out of Git (list them in \`.gitignore\`) and commit a \`.env.example\` with placeholders.

For different environments, Compose merges files. \`compose.override.yaml\`, if present, is merged into \`compose.yaml\` automatically, which is where bind mounts, debug ports and dev commands belong. Production uses \`docker compose -f compose.yaml -f compose.prod.yaml up -d\`, with pinned image tags from your registry, no source bind mounts, \`restart: unless-stopped\`, resource limits and real secrets.

### Worked example
A shop API with PostgreSQL, started by a new developer:

\`\`\`yaml
services:
  api:
    build: .
    ports:
      - "127.0.0.1:8080:3000"
    environment:
      DATABASE_URL: postgres://shop@db:5432/shop
      DB_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
    volumes:
      - ./src:/app/src
    depends_on:
      db:
        condition: service_healthy
  db:
    image: postgres:17
    environment:
      POSTGRES_USER: shop
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
    volumes:
      - db-data:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U shop -d shop"]
      interval: 5s
      retries: 10
  adminer:
    image: adminer:4.8.1
    ports:
      - "127.0.0.1:8081:8080"
    profiles: [debug]
volumes:
  db-data:
secrets:
  db_password:
    file: ./secrets/db_password.txt
\`\`\`

\`docker compose up -d --build\` builds the API image, creates \`shop_default\` and the \`shop_db-data\` volume, and starts \`db\`. The API waits until \`pg_isready\` succeeds, then starts and connects to the host name \`db\` on the container port 5432; the database has no published port at all. The developer edits \`src/\` and the change appears in the container through the bind mount. To inspect data, \`docker compose --profile debug up -d\` adds Adminer on \`localhost:8081\`. \`docker compose down\` at the end of the day keeps the data; \`down -v\` would give a clean database tomorrow.

### Common mistakes
- Connecting to \`localhost:5432\` from the API container instead of \`db:5432\`.
- Expecting the short \`depends_on\` to wait until the database accepts connections.
- Publishing the database on \`0.0.0.0\` of a cloud server "just for debugging".
- Running \`down -v\` and losing the local database, or putting data in the container instead of a volume.
- Using \`latest\` image tags, so two developers run different versions.
- Committing \`.env\` with real passwords, or passing secrets as build arguments, which are stored in the image history.

### At work
Teams keep one \`compose.yaml\` at the root of each repository so that \`git clone\` plus \`docker compose up\` runs the whole stack. CI pipelines use the same file to start real dependencies for integration tests, then tear them down with \`down -v\`. On a single server, Compose with pinned tags, healthchecks, restart policies and secrets is a perfectly sound way to run a small production app; when you need several machines, rolling updates and self-healing, the same services move to Kubernetes.
`,
    resources: [
      {
        title: 'Docker Docs: Compose file reference',
        url: 'https://docs.docker.com/reference/compose-file/',
        kind: 'docs',
      },
      {
        title: 'Docker Docs: Control startup and shutdown order in Compose',
        url: 'https://docs.docker.com/compose/how-tos/startup-order/',
        kind: 'docs',
      },
      {
        title: 'Docker Docs: Manage secrets securely in Docker Compose',
        url: 'https://docs.docker.com/compose/how-tos/use-secrets/',
        kind: 'docs',
      },
      {
        title: 'Docker Docs: Docker Compose Quickstart',
        url: 'https://docs.docker.com/compose/gettingstarted/',
        kind: 'course',
      },
    ],
  },
  {
    key: 'logs-and-alerting',
    title: 'Logs, Alerts and On-Call',
    summary:
      'Make production answerable and pages worth waking for: structured JSON logs with levels and correlation ids, central log storage, symptom-based alerts, SLO burn-rate alerting, Prometheus alerting rules, runbooks, and sustainable on-call rotations with escalation.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### Structured logs
A log line like \`Payment failed for user 42\` is easy to write and hard to use. When a service handles thousands of requests a minute, you need to ask questions such as "how many payments failed for card type X in the last hour, and on which version?", and free text makes every such question a fragile regular expression. **Structured logs** write each event as a set of named fields, usually one JSON object per line:

\`\`\`text
{"ts":"2026-11-03T09:14:07.218Z","level":"error","service":"checkout","version":"1.42.0","request_id":"7f3c9a","user_id":42,"msg":"payment failed","provider":"stripe","http_status":502,"duration_ms":3012}
\`\`\`

Now a log system can filter on \`level=error AND service=checkout\`, group by \`provider\`, and chart \`duration_ms\`. Keep the message short and constant (\`payment failed\`) and put the variable parts in fields: a constant message can be counted, a message with an ID glued into it cannot.

**Levels** say how much attention an event needs. \`debug\` is detail for developers and is normally off in production; \`info\` records normal, meaningful events (a server started, an order was placed); \`warn\` is something unexpected that the system handled (a retry succeeded); \`error\` means a request or job failed and someone may need to look. If every retry is logged as an error, real errors drown. Whatever the level, never log passwords, tokens, full card numbers or other secrets, and think twice about personal data: logs are copied widely and kept for months.

### Correlation ids
One click in a browser can pass through a proxy, an API, two internal services and a queue. To see its whole story, every log line it causes must share one value: a **correlation id** (or request id). The first component that sees the request, often the reverse proxy or the API gateway, generates a random id or reuses the one in an incoming header; every service logs it and passes it on in its own calls, for example in an \`X-Request-Id\` header or in the W3C \`traceparent\` header that OpenTelemetry tracing uses. Return it to the client in the response too: when a user reports "error at 09:14", support can paste the id from the error page and see every line of that request within seconds.

### Centralising logs
Logs that stay on each machine are useless when the machine is replaced, and nobody can search twenty servers by hand during an incident. Applications in containers should write logs to standard output; the platform collects them, and an agent (Fluent Bit, Vector or the OpenTelemetry Collector, for example) parses, labels and ships them to one central store such as Grafana Loki, Elasticsearch/OpenSearch or a cloud service like CloudWatch Logs. There they are searchable by field across all services, kept for a set **retention** period (for instance 30 days searchable, a year in cheap archive storage if rules require it) and protected by access control. Logs cost money by volume, so sample noisy debug output and drop what nobody reads.

### What deserves an alert
Logs and metrics are for looking; alerts are for interrupting a human. Google's SRE book draws the line clearly: **page on symptoms, not causes**. A symptom is what users feel, such as errors or slow responses on checkout; a cause is something that might lead there, such as high CPU on one node. Users do not care about CPU, and a busy machine that still serves requests quickly needs no one at 3 a.m. The same book asks that every page be **urgent, actionable and require human intelligence**: if the right response is always the same command, automate it; if it can wait until morning, make it a ticket. Causes still matter, as dashboards and low-priority tickets: a disk that will be full in four days is a ticket, a disk full now that is failing writes is a page because users feel it.

### SLOs, error budgets and burn rates
The best symptom alerts come from a service level objective. Take an SLO of 99.9 % of checkout requests succeeding over 30 days: the **error budget** is the other 0.1 %. The **burn rate** is how fast you are spending it: a burn rate of 1 uses exactly the whole budget in 30 days, a burn rate of 10 uses it in 3 days. Alerting on the error rate alone ("above 0.1 % for 5 minutes") pages for tiny blips; alerting on budget spent is proportional to the harm.

The SRE workbook recommends **multiwindow, multi-burn-rate** alerts. For a 30-day SLO it suggests paging when 2 % of the budget is spent in 1 hour (burn rate 14.4) or 5 % in 6 hours (burn rate 6), and opening a ticket when 10 % is spent in 3 days (burn rate 1). Each alert also checks a short window, one twelfth of the long one (5 minutes for the 1-hour alert), so that the alert stops soon after the problem is fixed instead of firing for another hour.

### Prometheus alerting rules
In Prometheus, alerts are rules in YAML files that the server evaluates on a schedule:

\`\`\`yaml
groups:
  - name: checkout
    rules:
      - alert: CheckoutHighErrorBurn
        expr: |
          (sum(rate(http_requests_total{job="checkout",code=~"5.."}[1h]))
            / sum(rate(http_requests_total{job="checkout"}[1h])) > 14.4 * 0.001)
          and
          (sum(rate(http_requests_total{job="checkout",code=~"5.."}[5m]))
            / sum(rate(http_requests_total{job="checkout"}[5m])) > 14.4 * 0.001)
        for: 2m
        labels:
          severity: page
        annotations:
          summary: "Checkout is burning its error budget 14x too fast"
          runbook_url: "https://wiki.example.com/runbooks/checkout-errors"
\`\`\`

\`expr\` is a PromQL query: the alert is active for every series it returns. \`for: 2m\` makes a new alert **pending** first; it only **fires** when the expression has stayed true for two minutes, which filters out one-off spikes at the cost of that delay. \`labels\` such as \`severity\` are used for routing, and \`annotations\` carry the human text and the runbook link. Prometheus sends firing alerts to **Alertmanager**, which groups related alerts into one notification, routes them by label (pages to the paging tool, warnings to a chat channel), applies **silences** during planned maintenance and **inhibits** lesser alerts while a bigger one fires. \`promtool check rules\` validates rule files in CI.

### Alert fatigue and runbooks
**Alert fatigue** is what happens when people get more alerts than they can act on: they mute channels, acknowledge without looking, and eventually miss the alert that mattered. Treat every page as a cost. After each on-call week, review what fired: delete alerts nobody acted on, tune thresholds that fired for nothing, and automate responses that were always the same.

Every alert links to a **runbook**: what the alert means, how users are affected, the dashboards and log queries to open first, safe mitigations (roll back the last deploy, fail over, scale out) and whom to escalate to. The SRE book reports that recording best practices ahead of time in a playbook gives roughly a threefold improvement in mean time to repair over improvising. A runbook that says only "investigate" is not one.

### On-call rotations and escalation
**On-call** means a named person is reachable and able to act during a period, usually a week, in a **rotation** shared by the team. A common set-up has a primary and a secondary; the paging tool **escalates** to the secondary if the primary has not acknowledged within, say, 5 minutes, and then to the team lead. Handoffs at the end of a shift list open issues. Load matters: the SRE book caps on-call work at 25 % of an engineer's time and, from an average of about 6 hours of work per incident including the postmortem, concludes that a 12-hour shift should see at most 2 incidents. More than that means the system or its alerts need engineering work, not a more tired engineer.

### Worked example
A team's checkout service pages five times a night: "CPU > 80 % on checkout-3", "error log line seen", "p99 latency > 500 ms for 1 minute". Nobody has touched a runbook in months. They rework it in four steps. First, they agree an SLO: 99.9 % of checkout requests succeed within 1 second over 30 days. Second, they replace the three pages with the two burn-rate alerts above (14.4 over 1 hour with a 5-minute check, 6 over 6 hours with a 30-minute check) and a ticket for a 3-day burn rate of 1. Third, CPU and disk alerts become daytime tickets or dashboard panels. Fourth, each remaining alert gets a runbook, and every request now logs JSON with \`request_id\`, so the first query in the runbook is "errors by \`provider\` in the last 15 minutes". The next month there are two pages, both real, and the second is fixed in 12 minutes by following the runbook to a roll-back.

### Common mistakes
- Paging on causes (CPU, memory, one failed health check) instead of on user-visible symptoms.
- Alerts without \`for:\` or short-window checks that flap on every spike, or with a \`for:\` so long that users suffer for an hour first.
- Logging free text with variables glued in, or logging secrets and tokens.
- Different field names for the same thing (\`reqId\`, \`request_id\`, \`rid\`) in each service.
- A single on-call person with no escalation, or a rotation of two people, which burns them out.

### At work
Logging libraries such as pino (Node.js) or structlog (Python) emit JSON with a shared set of fields agreed across the company. Alert rules live in Git beside the service, reviewed like code and tested with \`promtool\`. Paging tools (PagerDuty, Opsgenie, Grafana OnCall and similar) hold the rotations and escalation policies. Teams review their pages weekly and track the number of pages per shift as a health metric of the on-call itself.
`,
    resources: [
      {
        title: 'Prometheus: Alerting rules',
        url: 'https://prometheus.io/docs/prometheus/latest/configuration/alerting_rules/',
        kind: 'docs',
      },
      {
        title: 'Google SRE book: Monitoring Distributed Systems',
        url: 'https://sre.google/sre-book/monitoring-distributed-systems/',
        kind: 'book',
      },
      {
        title: 'Google SRE workbook: Alerting on SLOs',
        url: 'https://sre.google/workbook/alerting-on-slos/',
        kind: 'book',
      },
      { title: 'Google SRE book: Being On-Call', url: 'https://sre.google/sre-book/being-on-call/', kind: 'book' },
    ],
  },
  {
    key: 'backups-and-disaster-recovery',
    title: 'Backups and Disaster Recovery',
    summary:
      'Be able to get data and service back: RPO and RTO, the 3-2-1 rule, full, incremental and differential backups, pg_dump versus base backups with WAL archiving and point-in-time recovery, restore testing, immutable copies against ransomware and the four DR strategies.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### RPO and RTO
Every backup plan starts with two numbers that the business, not the engineers, must agree on:

- **RPO, recovery point objective**: how much data you may lose, measured in time. An RPO of 1 hour means that after a disaster you may restore a state up to one hour old; everything written since is gone. It decides **how often** you copy data.
- **RTO, recovery time objective**: how long the service may be down before it works again. An RTO of 4 hours means the restore, checks and switch-over must fit in four hours. It decides **how fast** your restore path must be.

Both cost money, and the cost rises steeply as they approach zero. A nightly backup gives an RPO of up to 24 hours for almost nothing; an RPO of seconds needs continuous replication to another site. So teams set them per system: the payment database might get 5 minutes and 1 hour, an internal wiki 24 hours and 2 days. Write the numbers down, because during an incident they tell you which shortcuts are acceptable.

A backup is also not the same as **replication** or **high availability**. A replica copies every change within seconds, including the \`DELETE\` without a \`WHERE\` and the ransomware's encrypted blocks. Replicas protect against a dead machine; backups protect against bad changes, because they let you go back in time.

### The 3-2-1 rule
The classic rule of thumb is **3-2-1**: keep at least **3** copies of your data (the live data plus two backups), on **2** different kinds of storage, with **1** copy offsite. Each number defends against a different failure. Several copies survive one corrupt backup file. Different storage (local disk and object storage, for example) survives a failure that hits one kind of system, such as a bug in the storage array or one compromised account. The offsite copy, in another region or another provider, survives a fire, a flood or losing a whole cloud region. Today many teams add that at least one copy should be **immutable** or offline, for reasons covered below.

### Full, incremental and differential backups
A **full** backup copies everything, which is simple to restore but slow and large. An **incremental** backup copies only what changed since the previous backup of any kind, which is fast and small, but a restore needs the last full backup plus every incremental since, in order, and one broken link breaks the chain. A **differential** backup copies everything changed since the last **full** backup, so a restore needs only two pieces, at the cost of differentials that grow every day until the next full. A common schedule is a weekly full with daily incrementals, and the **retention** policy says how long each is kept, for example 7 daily, 4 weekly and 12 monthly copies, so that you can go back a year without storing 365 full copies.

### Logical backups with pg_dump
For databases, never just copy the data files of a running server: the copy would be internally inconsistent. PostgreSQL offers two proper kinds of backup. A **logical** backup with \`pg_dump\` exports one database as the SQL commands or data needed to rebuild it. It produces a consistent snapshot even while the database is in use, and it does not block readers or writers. \`pg_dump -Fc -f shop.dump shop\` writes the compact custom format, which \`pg_restore\` can restore in full, table by table, or with several parallel jobs (\`-j 4\`). Logical dumps can be loaded into newer PostgreSQL versions and onto other machine architectures, which makes them ideal for upgrades, for copying one table back, and for small and medium databases.

Their limits follow from how they work. \`pg_dump\` covers one database, so roles and other cluster-wide objects need \`pg_dumpall --globals-only\`. A dump is a single point in time, so with a nightly dump the RPO is up to 24 hours. And restoring a large database replays every row and rebuilds every index, which can take hours, too slow for a tight RTO.

### Physical backups, WAL archiving and point-in-time recovery
PostgreSQL writes every change first to its **write-ahead log (WAL)**, a sequence of files (segments of 16 MB by default). A **physical** backup uses this. First you take a **base backup**, a copy of the whole data directory made safely while the server runs, for example with \`pg_basebackup\`. Then **continuous archiving** copies every completed WAL segment to safe storage, configured with \`archive_mode = on\` and an \`archive_command\` (or archive library) that copies each file. Together they allow **point-in-time recovery (PITR)**: restore the base backup on a new server, set a \`restore_command\` that fetches archived WAL, a target such as \`recovery_target_time = '2026-11-03 14:03:00'\`, create a \`recovery.signal\` file, and start PostgreSQL. It replays the WAL up to that moment and stops.

The RPO is now the WAL that was not yet archived, often a minute or less; \`archive_timeout\` forces a segment switch on quiet systems so the gap stays bounded. The RTO is the time to copy the base backup plus replaying the WAL since it, so fresh base backups (daily or weekly) keep replays short. The trade-offs: physical backups only restore into the same major PostgreSQL version, and they cover the whole cluster, not one table. Tools such as pgBackRest and Barman, and managed services like Amazon RDS, automate exactly this scheme.

### Testing restores
A backup that has never been restored is a hope, not a backup. Files can be empty, truncated, encrypted with a lost key or missing a table, and backup jobs can fail silently for months. So restore on a schedule: an automated job restores last night's backup into a scratch server every day or week, runs sanity checks (row counts of key tables, the newest order's timestamp, a smoke test of the app) and alerts when anything fails. Record how long the restore took: that measured time is your real RTO, and it grows with the data. At least once or twice a year, run a full **restore drill** with people, a runbook and a stopwatch.

### Ransomware: immutable and offsite copies
Modern ransomware looks for backups first. If the same administrator credentials that reach production can also delete the backup bucket, an attacker deletes the backups and then encrypts production. CISA's ransomware guidance asks for **offline, encrypted backups** that are tested regularly. In the cloud, **immutability** gives you the same property without tapes: Amazon S3 Object Lock, for instance, stores objects as write-once-read-many for a retention period, and in its compliance mode nobody, not even the account's root user, can delete them or shorten that period. Combine it with a separate backup account whose credentials production cannot use, encrypt the backups, and keep the decryption keys somewhere an attacker of production cannot reach.

### Disaster recovery strategies
Backups are the data half of **disaster recovery (DR)**; the other half is having somewhere to run. AWS describes four strategies, from cheapest and slowest to most expensive and fastest:

- **Backup and restore**: only backups exist in the second region; everything else is rebuilt from infrastructure as code after the disaster. RPO and RTO in hours.
- **Pilot light**: data is replicated continuously and core infrastructure such as the database is running, while application servers are switched off until needed. Tens of minutes.
- **Warm standby**: a scaled-down but fully working copy of production runs all the time and is scaled up on failover. Minutes.
- **Multi-site active/active**: full production runs in two or more regions and serves traffic all the time. Near-zero RTO, and an RPO as low as the replication allows.

Pick per system from its RPO and RTO. Whatever you pick, infrastructure as code, DNS failover and a rehearsed runbook are what make the numbers real.

### Worked example
At 14:03:20 a migration script runs \`DELETE FROM orders\` without its \`WHERE\` clause on the shop's PostgreSQL. The team's targets are an RPO of 5 minutes and an RTO of 1 hour; they have a nightly base backup and continuous WAL archiving to a bucket with Object Lock. The drill, which they had rehearsed in March:

\`\`\`text
14:06  Incident declared; writes to orders paused (maintenance page on checkout).
14:08  New server started from the runbook; last night's base backup (40 GB) copied in.
14:31  restore_command, recovery_target_time = '2026-11-03 14:03:00',
       recovery_target_action = 'promote'; recovery.signal created; PostgreSQL started.
14:39  WAL replayed to 14:03:00; server promoted. Checks: 48 210 rows in orders,
       newest created_at 14:02:51.
14:47  Missing rows exported with pg_dump --table=orders --data-only --inserts
       --on-conflict-do-nothing, reviewed, and run against production.
14:52  Checkout re-enabled. Data lost: orders between 14:03:00 and 14:03:20 (none placed).
\`\`\`

They restored to a **separate** server instead of rewinding production, so orders placed after the mistake in other tables were not lost. Total time 46 minutes, inside the RTO; data loss 20 seconds, inside the RPO. The postmortem adds a review step for destructive migrations.

### Common mistakes
- Backups that were never restored, or whose restore time nobody measured.
- Treating a replica or RAID as a backup: both copy mistakes instantly.
- Backups in the same account, region and credentials as production.
- A nightly \`pg_dump\` for a database whose agreed RPO is 15 minutes.
- Encryption keys stored only on the server that was lost.
- Monitoring the backup job's exit code but not the age and size of the newest backup.

### At work
Backup policy is written down per system (what, how often, how long kept, where, RPO, RTO, owner), and monitoring alerts when the newest backup is older than expected. Cloud teams use managed features (RDS automated backups with PITR, AWS Backup with vault lock) and still run their own restore tests. Auditors for standards such as ISO 27001 or SOC 2 ask for evidence of restore tests, so the drill's log is kept. And the first question in every design review of a new datastore is: "how do we get this back?"
`,
    resources: [
      {
        title: 'PostgreSQL documentation: Backup and Restore',
        url: 'https://www.postgresql.org/docs/current/backup.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL documentation: Continuous Archiving and Point-in-Time Recovery (PITR)',
        url: 'https://www.postgresql.org/docs/current/continuous-archiving.html',
        kind: 'docs',
      },
      {
        title: 'AWS whitepaper: Disaster recovery options in the cloud',
        url: 'https://docs.aws.amazon.com/whitepapers/latest/disaster-recovery-workloads-on-aws/disaster-recovery-options-in-the-cloud.html',
        kind: 'docs',
      },
      {
        title: 'CISA: #StopRansomware Guide',
        url: 'https://www.cisa.gov/stopransomware/ransomware-guide',
        kind: 'article',
      },
    ],
  },
];
