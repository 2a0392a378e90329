import type { ModuleContent } from '../content-types.js';

/** Operating systems, networks, containers, pipelines, infrastructure as code, the cloud and what keeps production visible. */
export const DEVOPS_MODULES: ModuleContent[] = [
  {
    key: 'linux-fundamentals',
    title: 'Linux Fundamentals',
    summary:
      'Find your way around a Linux server: files and permissions, users and sudo, processes, services, packages, disks and logs.',
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    contentMd: `### Why Linux
Almost every server and container you will operate runs Linux, and so do most cloud build machines. You will mostly reach it over **SSH** with no graphical interface, so the shell is your tool: you read files, start and stop services and follow logs by typing commands. The same knowledge serves a frontend developer debugging a deploy, a data engineer running a job on a remote machine, and a security engineer checking what an attacker could do with a foothold on a server.

Log in with a **key**, not a password: \`ssh-keygen -t ed25519\` makes a key pair, the public half goes into \`~/.ssh/authorized_keys\` on the server, and the private half never leaves your machine. Keep the private key readable only by you (\`chmod 600\`); \`ssh\` refuses to use a key that others can read.

### Files and permissions
Everything hangs off \`/\`: configuration in \`/etc\`, logs in \`/var/log\`, home folders in \`/home\`, programs in \`/usr/bin\`, temporary files in \`/tmp\`. Each file has an owner, a group and permissions for each:
\`\`\`bash
ls -l deploy.sh          # -rwxr-x--- 1 ana ops ... deploy.sh
chmod u+x deploy.sh      # let the owner execute it
chmod 640 app.env        # owner rw-, group r--, others ---
sudo chown ana:ops app/  # change owner and group
\`\`\`
The ten characters of \`-rwxr-x---\` read: the type (\`-\` a file, \`d\` a directory), then three groups of read, write and execute for the **owner** (\`rwx\`), the **group** (\`r-x\`) and **everyone else** (\`---\`). So ana may run and edit \`deploy.sh\`, members of \`ops\` may read and run it, and nobody else may touch it. In numbers, r = 4, w = 2, x = 1 per group: this file is \`chmod 750\`. On a directory, \`r\` lets you list it, \`w\` lets you create and delete files in it, and \`x\` lets you enter it.

Permissions are a security control, not a formality. A script that root runs from cron but that everyone may write (\`-rwxrwxrwx\`) lets any user put their own commands into it and have root run them. A file with the **setuid** bit (an \`s\` in the owner's execute place, as in \`-rwsr-xr-x\` on \`/usr/bin/passwd\`) runs with its *owner's* rights rather than the caller's; that is how \`passwd\` can update a root-owned file, and why an unexpected setuid program owned by root is one of the first things an attacker looks for (\`find / -perm -4000 -type f 2>/dev/null\` lists them).

### Users, root and sudo
Every process runs as a user. **root** (user id 0) may do anything, so a mistake or a compromise as root has no limit. Accounts are listed in \`/etc/passwd\`; their password hashes sit in \`/etc/shadow\`, which ordinary users cannot read. Services get their own unprivileged users (\`www-data\`, \`postgres\`) so that a hole in one service does not hand over the whole machine.

Work as an ordinary user and use \`sudo\` for the single commands that need root: \`sudo\` asks for *your* password, checks the rules in \`/etc/sudoers\` (edit it only with \`visudo\`, which refuses a broken file) and logs each command it runs. Give every person their own account with their own key, never a shared root password or a shared private key: actions are then logged per person, and one person's access can be removed without changing anyone else's. \`id\` shows who you are and which groups you belong to; group membership can be as powerful as sudo (members of the \`docker\` group, for example, can become root).

### Shell scripts: quoting and exit codes
Shell scripts glue these commands together, and a few rules prevent most surprises. Variables expand inside double quotes but not single quotes (\`echo "$HOME"\` prints your home folder, \`echo '$HOME'\` prints \`$HOME\`); always quote variables so a value with spaces stays one argument. Every command ends with an **exit status**, 0 for success, kept in \`$?\`. \`a && b\` runs \`b\` only if \`a\` succeeded and \`a || b\` only if it failed. \`set -e\` at the top stops the script at the first command that fails. A pipe (\`|\`) feeds one command's output to the next, even the output of a whole loop:
\`\`\`bash
for env in staging production; do
  echo "checking $env"
done | tail -n 1        # prints: checking production
\`\`\`

### Processes and services
\`\`\`bash
ps aux | grep node            # what is running, and as which user
top                           # live CPU and memory use
sudo systemctl status nginx   # a service's state and recent log lines
sudo systemctl restart nginx
sudo systemctl enable nginx   # start it at boot as well
journalctl -u nginx --since "10 min ago"
\`\`\`
Most distributions run **systemd**: each service is a *unit* that systemd starts, restarts when it crashes (if configured to) and logs into its **journal**. \`ps aux\` shows the user of every process; a web server running as root is a finding worth raising.

### Packages
Debian and Ubuntu use \`apt\` (\`sudo apt update && sudo apt install -y curl\`); Red Hat family systems such as Fedora and RHEL use \`dnf\`. Install software from the distribution's repositories or the vendor's signed repository, not from random scripts piped into the shell. Keep servers patched: most intrusions use vulnerabilities whose fix was already published. \`unattended-upgrades\` on Debian and Ubuntu and \`dnf-automatic\` on Red Hat systems install security updates automatically.

### Disk, memory and logs
\`df -h\` shows free disk space per filesystem, \`du -sh /var/log/*\` what uses it, and \`free -h\` memory. A full disk is one of the most common causes of outages: logs grow until writes fail everywhere, the database included.

Logs are where you find out what happened. Services log to the journal (\`journalctl -u <service>\`) or to files under \`/var/log\`. Logins and \`sudo\` use are recorded too: in the journal (\`journalctl -u ssh\` on Debian and Ubuntu, \`-u sshd\` on Red Hat systems) and, where a syslog daemon writes classic files, in \`/var/log/auth.log\` (Debian, Ubuntu) or \`/var/log/secure\` (Red Hat). A burst of "Failed password" lines from one address is someone guessing passwords.

When a web server stops answering, start with the service's state (\`systemctl status\`), its recent logs (\`journalctl -u\`), and the machine's disk and memory (\`df -h\`, \`free -h\`) before changing anything.

### Worked example
Users report that the site shows "502 Bad Gateway". You connect to the server:
\`\`\`text
$ systemctl status api
× api.service - DevPath API
     Active: failed (Result: exit-code) since Tue 2026-11-24 09:12:03 UTC
$ journalctl -u api --since "30 min ago" | tail -n 3
Nov 24 09:12:03 web-1 node[2311]: Error: ENOSPC: no space left on device, write
Nov 24 09:12:03 web-1 systemd[1]: api.service: Main process exited, code=exited, status=1/FAILURE
$ df -h /
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        40G   40G     0 100% /
$ sudo du -sh /var/log/* | sort -h | tail -n 2
1.2G    /var/log/journal
31G     /var/log/api
\`\`\`
The chain is clear: the disk is full, so the API could not write and exited, so nginx had nothing to forward to. The culprit is \`/var/log/api\`, where a debug log was left on. Compress or move the old files rather than deleting blindly (you may need them), turn the debug logging off, restart with \`sudo systemctl restart api\`, and confirm with \`systemctl status api\` and \`df -h\`. Then prevent a repeat: add a \`logrotate\` rule for \`/var/log/api\` and a disk-usage alert at 80 %. While you are there, glance at \`/var/log/auth.log\` to confirm that nobody else logged in during the incident.

### Common mistakes
- **\`chmod 777\` to make an error go away.** It gives every user write access; find which user needs which right and grant only that.
- **Working as root all day** (\`sudo su\` and staying there). One typo in \`rm -rf\` has no safety net; use \`sudo\` per command.
- **Deleting a big log file that a process still writes to.** The space is not freed until the process closes the file (\`lsof +L1\` lists such deleted files); truncate it or restart the process instead.
- **Rebooting before reading the logs.** A reboot may fix the symptom and destroy the evidence of the cause.
- **Editing \`/etc/sudoers\` with a normal editor.** A syntax error can lock everyone out of sudo; use \`visudo\`.
- **Postponing updates** because "nothing is broken". Patch on a schedule, and quickly for security fixes.

### At work
System administrators, SREs and DevOps engineers live on Linux: they set up servers, apply patches, read logs during incidents and write the scripts that automate all of it. Developers use the same skills when a deploy fails or a job misbehaves on a remote machine. Security engineers harden servers against benchmarks such as the CIS Benchmarks (key-only SSH with \`PasswordAuthentication no\` and \`PermitRootLogin no\` in \`/etc/ssh/sshd_config\`, no unneeded services, automatic security updates), review who has sudo, and during an incident read \`auth.log\`, the journal and process lists to reconstruct what an intruder did.

A junior is often asked to add a colleague's SSH key, find out why a service will not start, free disk space safely, or check which machines still lack a security update. Good practice is the same each time: look before you change, change as little as needed with the least privilege needed, and write down what you did.`,
    resources: [
      {
        title: 'Ubuntu: The Linux command line for beginners',
        url: 'https://ubuntu.com/tutorials/command-line-for-beginners',
        kind: 'article',
      },
      {
        title: 'OverTheWire: Bandit (practise the shell)',
        url: 'https://overthewire.org/wargames/bandit/',
        kind: 'interactive',
      },
      {
        title: 'GNU Coreutils manual: File permissions',
        url: 'https://www.gnu.org/software/coreutils/manual/html_node/File-permissions.html',
        kind: 'docs',
      },
      {
        title: 'journalctl(1) manual page',
        url: 'https://man7.org/linux/man-pages/man1/journalctl.1.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'networking-basics',
    title: 'Networking Basics',
    summary:
      'IP addresses, ports, DNS, TCP, TLS, firewalls and load balancers: what happens between a user and your server, and how to debug it when it breaks.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Why networking matters
Every web page, API call, database query and deployment crosses a network. When something "cannot connect", the cause is almost always one of a handful of layers: the name did not resolve, nothing was listening, a firewall dropped the packets, or the encrypted connection failed. If you can tell these apart, you can fix outages in minutes instead of hours, and you can see what an attacker sees when they look at your servers from outside. This lesson follows one request from a user to your server and back, then shows how to debug each step.

### Addresses and ports
Each machine on a network has an **IP address** (\`203.0.113.10\` in IPv4, longer in IPv6 such as \`2001:db8::10\`). A **port** picks the program on that machine: 22 for SSH, 80 for HTTP, 443 for HTTPS, 5432 for PostgreSQL. An address plus a port (\`203.0.113.10:443\`) names one service.

Some ranges are special. The private ranges \`10.0.0.0/8\`, \`172.16.0.0/12\` and \`192.168.0.0/16\` (defined in RFC 1918) are used inside homes, offices and cloud networks and are not routed on the public internet; a router doing **NAT** lets those machines reach out through a shared public address. \`127.0.0.1\` (\`::1\` in IPv6) is **loopback**: the machine talking to itself.

The number after the slash (CIDR notation) is how many leading bits are fixed: \`10.0.0.0/8\` is every address starting with \`10.\`, \`192.168.0.0/16\` every address starting with \`192.168.\`, and \`0.0.0.0/0\` fixes nothing, so it means every IPv4 address there is. You will read that last one in firewall rules, where it means "from anywhere".

Where a program **listens** matters as much as which port. A server bound to \`127.0.0.1:5432\` accepts connections only from the same machine; one bound to \`0.0.0.0:5432\` accepts them on every network interface, including a public one. Many data leaks start with a database or cache listening on \`0.0.0.0\` on a machine with a public address and no firewall.

### DNS
DNS turns names into addresses. An \`A\` record maps a name to an IPv4 address, \`AAAA\` to IPv6, \`CNAME\` to another name, \`MX\` names the mail servers of a domain and \`TXT\` holds free text (domain ownership checks and email policies live there). Your computer asks a **resolver** (run by your ISP, your company or a public service), which asks the authoritative servers for the domain and caches the answer.

Records have a **TTL** (time to live) in seconds: after you change one, old answers can live in caches until it expires. Lower the TTL a day before a planned move, so the switch spreads quickly.
\`\`\`bash
dig +short devpath.example A
dig devpath.example AAAA      # full answer, with the TTL of each record
\`\`\`
Classic DNS travels unencrypted, mostly over UDP port 53, so anyone on the path can see which names you look up. DNS over HTTPS or TLS hides the lookups, and DNSSEC lets a resolver check that answers were not forged.

### TCP, UDP and TLS
TCP gives reliable, ordered delivery (HTTP/1.1 and HTTP/2, SSH, databases). Before any data flows, the two sides exchange a **three-way handshake**: the client sends SYN, the server answers SYN-ACK, the client sends ACK. UDP is fire-and-forget with no handshake and no delivery guarantee (most DNS lookups, video calls, and QUIC, on which HTTP/3 builds its own reliability).

**TLS** encrypts a TCP connection and proves the server's identity with a certificate; that is the "S" in HTTPS. The client checks that the certificate names the host it asked for, that it has not expired, and that a certificate authority it trusts signed it. Without TLS, anyone on the path (the café Wi-Fi, a compromised router) can read and change everything, passwords and cookies included. With TLS they still see which IP addresses you talk to, usually the site's name and how much data flows, but not the content.

### Following one request
When a user opens \`https://devpath.example/api/health\`:
1. The browser resolves \`devpath.example\` through DNS and gets an address.
2. It opens a TCP connection to that address on port 443 (the three-way handshake).
3. It runs the TLS handshake and checks the server's certificate.
4. It sends the HTTP request inside the encrypted connection and reads the response.
Each step can fail on its own, and each failure has its own symptom, which is what makes debugging possible.

### Firewalls and load balancers
A **firewall** (a cloud **security group**, \`nftables\` or \`ufw\` on a Linux host) decides which packets may pass. Good rules start from "deny everything" and allow only what is needed: 443 from anywhere, 22 only from your office or VPN address, the database only from the app servers. Every open port is something an attacker can probe, so a port nobody needs should not be reachable.

A **load balancer** spreads requests over several app servers and stops sending traffic to one that fails its health check. It often **terminates TLS**: it holds the certificate, decrypts the request and forwards it to the app servers over the private network. Your app then sees the balancer's address as the client; the user's real address arrives in a header such as \`X-Forwarded-For\`, which your app should trust only when it comes from your own balancer.

### Debugging a connection
Work from the bottom up: name, then port, then TLS, then HTTP.
\`\`\`bash
dig +short db.internal                      # does the name resolve?
nc -zv db.internal 5432                     # does the port accept TCP?
curl -v https://devpath.example/api/health  # DNS, TLS handshake, response
sudo ss -tlnp                               # on the server: what listens where?
\`\`\`
Read the error carefully. **Connection refused** means a machine answered and said no: nothing listens on that port, or the program listens on another address. A **timeout** means nothing answered at all: usually a firewall silently dropping the packets, or a wrong address. A **certificate error** means the network works and the problem is the certificate or the name you used.

### Worked example
The API on \`app-1\` (10.0.1.15) fails with "could not connect to database" after the database moved to a new machine, \`db-1\` (10.0.2.20). From \`app-1\`:
\`\`\`text
$ dig +short db.internal
10.0.2.20
$ nc -zv -w 3 db.internal 5432
nc: connect to db.internal (10.0.2.20) port 5432 (tcp) timed out: Operation now in progress
\`\`\`
The name resolves to the right address, so DNS is fine. A timeout, not a refusal, points at a firewall. The new database's security group allows 5432 only from \`10.0.1.0/24\`, the app subnet; \`10.0.1.15\` is inside it, so the cloud rule is right. Next, on \`db-1\` itself:
\`\`\`text
$ sudo ss -tlnp | grep 5432
LISTEN 0  200  127.0.0.1:5432  0.0.0.0:*  users:(("postgres",pid=812,fd=6))
$ sudo nft list ruleset | grep 5432
(no output)
\`\`\`
Two problems. PostgreSQL listens only on loopback (its \`listen_addresses\` setting defaults to \`localhost\`), and the host firewall has no rule for 5432, so it drops the packets before PostgreSQL could even refuse them. The fix keeps the exposure small: set \`listen_addresses = 'localhost,10.0.2.20'\` (the private address only, never \`'*'\` on a machine with a public interface), allow 5432 in the host firewall from \`10.0.1.0/24\` only, restart PostgreSQL, and check again from \`app-1\`: \`nc -zv db.internal 5432\` now says "succeeded". Last, confirm from outside that 5432 is *not* reachable from the internet.

### Common mistakes
- **Opening a port to \`0.0.0.0/0\` "just to test"** and forgetting it. Open it to your own address, and remove test rules the same day.
- **Binding a database, cache or admin panel to \`0.0.0.0\`** on a machine with a public address. Bind to loopback or the private address, and put a firewall in front anyway.
- **Changing DNS without lowering the TTL first**, then wondering why half the users still reach the old server.
- **Reading every failure as "the network is down".** Refused, timed out and certificate errors point to different layers; read the message before changing anything.
- **Turning off certificate checks** (\`curl -k\`, \`rejectUnauthorized: false\`) to make an error go away. That removes the protection TLS exists for; fix the certificate or the name instead.
- **Trusting \`X-Forwarded-For\` from anyone.** A client can send the header itself; accept it only from your own load balancer.

### At work
Developers meet networking when a service cannot reach another, when they set up a local environment with several services, or when they read the request timeline in the browser's network panel. DevOps and platform engineers design the cloud network: private subnets for databases, public ones only for load balancers, security group rules reviewed in pull requests, DNS records managed as code. Security engineers look at the same network from the attacker's side: they run authorised port scans (\`nmap\`) of the company's own address ranges to find services that should not be exposed, review firewall rules for \`0.0.0.0/0\`, check TLS configurations, and read packet captures (\`tcpdump\`, Wireshark) during investigations.

A junior is typically asked to "find out why service A cannot reach service B", to add a DNS record, or to open a port for a new service. The professional answer names the layer that failed, shows the commands that proved it, and opens only what is needed, to whom it is needed.`,
    resources: [
      {
        title: 'Cloudflare Learning Center: What is DNS?',
        url: 'https://www.cloudflare.com/learning/dns/what-is-dns/',
        kind: 'article',
      },
      {
        title: 'Cloudflare Learning Center: What happens in a TLS handshake?',
        url: 'https://www.cloudflare.com/learning/ssl/what-happens-in-a-tls-handshake/',
        kind: 'article',
      },
      {
        title: 'MDN: How the web works',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works',
        kind: 'docs',
      },
      {
        title: 'RFC 1918: Address Allocation for Private Internets',
        url: 'https://www.rfc-editor.org/rfc/rfc1918',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'containers-docker',
    title: 'Containers with Docker',
    summary:
      'Package an application with everything it needs into an image, run it the same way on every machine, and keep the container and its host safe.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### Why containers
"It works on my machine" happens when machines differ: another runtime version, a missing library, a different setting. A **container image** bundles your app with its runtime and libraries; a **container** is a running instance of it. The same image runs on a laptop, in CI and in production, so what you tested is what you ship.

A container is not a small virtual machine. It is an ordinary process on the host that the Linux kernel isolates: **namespaces** give it its own view of processes, network and files, and **cgroups** limit how much CPU and memory it may use. Every container on a host shares that host's kernel. This makes containers light and fast to start, and it also sets their security limits: a kernel vulnerability on the host affects every container on it, so the host and Docker itself must be kept patched like any server.

### A Dockerfile
\`\`\`dockerfile
FROM node:24-slim AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package*.json ./
RUN npm ci --omit=dev
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
\`\`\`
This is a **multi-stage build**: the first stage installs everything, including devDependencies such as TypeScript and test tools, and builds; the final image starts again from a clean base, installs only the production dependencies (\`npm ci --omit=dev\`) and copies just the built \`dist\`. Copying the build stage's \`node_modules\` instead would carry every devDependency into production. \`USER node\` avoids running as root. \`EXPOSE\` only documents the port the app listens on; it publishes nothing.

Each instruction makes a cached **layer**, and a layer is rebuilt only when what it depends on changes. Copying \`package*.json\` and running \`npm ci\` before \`COPY . .\` means a code change reuses the installed dependencies instead of reinstalling them on every build. A \`.dockerignore\` file keeps \`node_modules\`, \`.git\` and \`.env\` files out of what \`COPY . .\` can see, which makes builds faster and keeps local secrets out of the image.

### Everyday commands
\`\`\`bash
docker build -t myapp:1.0 .
docker run -p 3000:3000 --env-file .env myapp:1.0
docker ps        # running containers (-a: stopped ones too)
docker logs -f <id>
docker exec -it <id> sh   # a shell inside a running container
\`\`\`
\`-p 3000:3000\` publishes a port as *host:container*: \`-p 8080:3000\` makes the app listening on port 3000 inside the container reachable on port 8080 of your machine. An **image** is the read-only template; \`docker run\` starts a new **container** from it each time, and many containers can run from one image, each with its own writable layer and process.

### Several services
**Docker Compose** describes an app and its database in one \`compose.yaml\` and starts them together with \`docker compose up\`. Compose puts the services on a shared network where they reach each other by service name (the app connects to \`db:5432\`), so a database that only the app uses needs no published port at all.

Containers are disposable: anything written inside a container's own filesystem is lost when the container is removed. Keep data in **volumes** or managed databases, and configuration in environment variables.

### Container security basics
Containers isolate, but only as well as you configure them. The Docker documentation and the OWASP Docker Security Cheat Sheet agree on a short list:
- **Run as a non-root user** (\`USER\` in the Dockerfile). If an attacker breaks into the app, they get an unprivileged user, not root inside the container.
- **Keep secrets out of the image.** Anything set with \`ENV\` or \`ARG\`, or copied in, stays in the image and its history, even if a later instruction deletes the file: every layer is kept and can be extracted. Pass secrets at runtime (environment variables from a secret store, or Compose secrets mounted as files), and use build secrets (\`RUN --mount=type=secret\`) when the build itself needs a token.
- **Start from a small, maintained base image** and rebuild it regularly, so security fixes reach you; scan images for known vulnerabilities in CI (Docker Scout, Trivy).
- **Publish only what must be public, and only where it must be.** \`-p 5432:5432\` listens on every address of the host, and Docker writes its own firewall rules, so a host firewall such as \`ufw\` does not block it. Bind admin and database ports to loopback (\`-p 127.0.0.1:5432:5432\`) or do not publish them.
- **Treat the Docker socket as root.** Whoever can talk to \`/var/run/docker.sock\` can start a container that mounts the host's whole disk; that includes members of the \`docker\` group and any container you mount the socket into. Avoid \`--privileged\` for the same reason: it removes most of the isolation.

### Worked example
A team asks you to review this \`compose.yaml\` before it goes onto a cloud server:
\`\`\`yaml
services:
  api:
    build: .
    ports: ["3000:3000"]
    environment:
      DATABASE_URL: postgres://app:S3cret!@db:5432/app
  db:
    image: postgres:latest
    ports: ["5432:5432"]
    environment:
      POSTGRES_PASSWORD: S3cret!
\`\`\`
Its Dockerfile ends with \`COPY . .\` and no \`USER\` line, and the project has no \`.dockerignore\`. Four findings: the database is published on every address of a public server, so anyone on the internet can try the password; the password is written in a file that lives in Git; the \`latest\` tag means a different PostgreSQL version could arrive on any pull; and the API runs as root with the developer's \`.env\` file copied into the image. You can confirm the last one by listing the files inside the image: \`docker run --rm <image> ls -a /app\` shows the \`.env\`.

The fixed version:
\`\`\`yaml
services:
  api:
    build: .
    ports: ["127.0.0.1:3000:3000"]   # only the local reverse proxy reaches it
    environment:
      DATABASE_URL_FILE: /run/secrets/db_url
    secrets: [db_url]
  db:
    image: postgres:18
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
    volumes: ["db-data:/var/lib/postgresql"]   # where 18+ keeps its data
secrets:
  db_url: { file: ./secrets/db_url }
  db_password: { file: ./secrets/db_password }
volumes:
  db-data:
\`\`\`
The database has no published port (the API reaches \`db\` over the Compose network), its data lives in a named volume, the version is pinned, and the passwords come from files kept out of Git and mounted under \`/run/secrets\`. The official PostgreSQL image reads \`POSTGRES_PASSWORD_FILE\`; your own app reads the file whose path it is given. Add \`USER node\` to the Dockerfile and a \`.dockerignore\` with \`.env\`, \`.git\` and \`node_modules\`, rebuild, and rotate the old password, since it was in Git history.

### Common mistakes
- **Using \`latest\` in production.** You cannot tell which version runs or roll back reliably; pin a version tag (or a digest).
- **Deleting a secret in a later layer** (\`COPY .env\`, then \`RUN rm .env\`). The file is still in the earlier layer; never copy it in at all.
- **Publishing database ports "for debugging"** on a server, trusting the host firewall to block them. Docker's rules bypass it; bind to \`127.0.0.1\` or do not publish.
- **Adding developers to the \`docker\` group on shared servers** without realising it makes them root.
- **Storing data in the container** and losing it on the next deploy; use a volume or a managed database.
- **Never rebuilding images.** A base image from last year carries last year's vulnerabilities.

### At work
Developers write Dockerfiles and Compose files for their services and local environments; reviewers look for the mistakes above in pull requests. DevOps and platform engineers run the build pipelines, the image registry and the platforms that run containers (Kubernetes, managed container services), and set the rules for base images and tags. Security engineers scan images in CI and in the registry, set policies (no root, no \`--privileged\`, no socket mounts, only approved base images), and check the published ports and Docker hosts for exposure. A junior is typically asked to containerise a small service, shrink an image, fix a vulnerability a scanner reported by updating the base image, or explain why a container lost its data.`,
    resources: [
      { title: 'Docker: Get started', url: 'https://docs.docker.com/get-started/', kind: 'docs' },
      {
        title: 'Dockerfile best practices',
        url: 'https://docs.docker.com/build/building/best-practices/',
        kind: 'docs',
      },
      {
        title: 'OWASP Docker Security Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Docker_Security_Cheat_Sheet.html',
        kind: 'docs',
      },
      { title: 'Docker Compose overview', url: 'https://docs.docker.com/compose/', kind: 'docs' },
    ],
  },
  {
    key: 'ci-cd-pipelines',
    title: 'CI/CD Pipelines',
    summary:
      'Build and test every change automatically, keep the pipeline and its secrets safe, then release the same tested artifact gradually and repeatably.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Continuous integration
**Continuous integration** (CI) means everyone merges small changes into the main branch often, and a machine checks each one. On every push or pull request, a CI service starts a clean machine (a **runner**), checks out the code, installs dependencies exactly as the lockfile says, builds and runs the tests. A red pipeline stops a broken change before it reaches the main branch; a green one means "this commit builds and passes the tests we have", which is only as strong as those tests.

\`\`\`yaml
# .github/workflows/ci.yml
name: CI
on: [push, pull_request]
permissions:
  contents: read
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with: { node-version: 24, cache: npm }
      - run: npm ci
      - run: npm test
\`\`\`
A **workflow** is triggered by events (\`on:\`), contains **jobs** that run on fresh runners, and each job is a list of **steps**: either a shell command (\`run:\`) or a reusable **action** (\`uses:\`). \`npm ci\` rather than \`npm install\` installs exactly what the lockfile pins and fails if the lockfile and \`package.json\` disagree, so CI tests the dependencies you will ship.

A pipeline step passes when its command exits with status 0. Shell scripts keep going after a failed command unless told otherwise, so a script that deploys after a failed build reports success. Start your own scripts with \`set -euo pipefail\`: \`-e\` stops at the first failing command, \`-u\` treats an unset variable as an error, and \`pipefail\` makes a pipeline such as \`npm test | tee log.txt\` fail when any part fails (without it, only the last command's status counts, and \`tee\` always succeeds). GitHub Actions already runs \`run:\` steps on Linux with bash's \`-e\`; with \`shell: bash\` it adds \`pipefail\` too.

### Continuous delivery and deployment
After CI passes on the main branch, **CD** builds a release artifact (often a container image tagged with the commit SHA), deploys it to a staging environment, runs smoke tests there and then promotes the same artifact to production. **Continuous delivery** means every green commit *could* go to production and a person presses the button (an approval); **continuous deployment** means it goes out automatically with no human step. Both need the same foundations: automated tests you trust, one artifact, and a quick way back.

GitHub Actions models the targets as **environments** (\`staging\`, \`production\`): each can hold its own secrets and require a reviewer's approval before a job that uses it may run, so a production deploy key is only handed to jobs someone approved.

### Releasing safely
- Build once, deploy the same artifact everywhere. A second build can pick up another base image or dependency version, so it is a different, untested artifact.
- Run database migrations that old and new code both understand (add a column first, remove the old one in a later release). During a rolling deployment old and new versions run side by side, so a plain \`rename column\` breaks the old pods at once. Rename in steps instead: add the new column; deploy code that writes both columns and reads the new one; copy the old values over; in a later release, drop the old column.
- Roll out gradually (rolling or canary deployments) and watch error rates; roll back by deploying the previous image. A **canary** sends a small share of traffic (say 5 %) to the new version first and compares its errors with the old one before going further.
- Separate deploying from releasing with **feature flags** when a change is risky: the code ships switched off and is turned on for some users later.

### Secrets and permissions in pipelines
A pipeline holds the keys to production, which makes it a favourite target. Keep secrets in the CI system's secret store, never in the workflow file, and reference them as \`\${{ secrets.NAME }}\`; GitHub masks their values in logs, but a script that prints or transforms a secret can still leak it. Secrets are not passed to workflows triggered by a pull request from a fork, and the automatic \`GITHUB_TOKEN\` is read-only there, so a stranger's pull request cannot steal them by changing the workflow.

Give the \`GITHUB_TOKEN\` only what the job needs with a \`permissions:\` block (\`contents: read\` for a test job). Third-party actions run with your job's secrets and token, so pin them to a full commit SHA (\`uses: owner/action@<40-character sha>\`): a tag like \`@v3\` can be moved to malicious code by whoever controls that repository, a commit SHA cannot. For deploys to a cloud, prefer **OpenID Connect** (OIDC): the job asks the cloud for short-lived credentials instead of storing a long-lived access key as a secret.

### Keep pipelines fast and honest
Cache dependencies, run independent jobs in parallel, and fix flaky tests at once: a pipeline people learn to re-run stops protecting anyone. A useful target is feedback within about ten minutes; beyond that, people stop waiting for it and merge anyway. Put fast checks (lint, type check, unit tests) first so most failures show quickly, and make the main branch protected so that nothing merges without a green pipeline and a review.

### Worked example
A team's deploy job looks like this:
\`\`\`yaml
deploy:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v6
    - uses: some-org/deploy-action@v2
      with:
        aws_key: AKIA...EXAMPLE
    - run: |
        docker build -t api .
        docker push registry.example/api:latest
        ./migrate.sh | tee migrate.log
        ./switch-traffic.sh
\`\`\`
Reviewing it, you find five problems. The access key is written in the file, so everyone who can read the repository (and its history) has it. The third-party action is pinned to a movable tag. The job rebuilds the image instead of deploying the one CI tested, and pushes it as \`latest\`, so nobody can say which commit runs or roll back to "the previous one". Finally, if \`migrate.sh\` fails, \`tee\` succeeds, the step continues, and traffic switches to code whose migration never ran.

The fix:
\`\`\`yaml
deploy:
  needs: test
  environment: production          # requires an approval; holds its own secrets
  permissions: { contents: read, id-token: write }   # id-token: for OIDC
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@<full commit sha>
    - uses: aws-actions/configure-aws-credentials@<full commit sha>
      with: { role-to-assume: arn:aws:iam::123456789012:role/deploy, aws-region: eu-central-1 }
    - shell: bash                  # bash -eo pipefail: a failed migration stops the job
      run: |
        ./migrate.sh | tee migrate.log
        ./deploy.sh "registry.example/api:\${{ github.sha }}"
\`\`\`
The key is revoked and replaced by a role the job assumes through OIDC, the job deploys the image CI already built and pushed under the commit SHA instead of rebuilding it, the actions are pinned, and a failing migration now stops the deploy.

### Common mistakes
- **Secrets in workflow files or printed to logs** "just for debugging". Use the secret store, and rotate any secret that was ever committed: Git history keeps it.
- **Deploying \`latest\` or rebuilding per environment.** Tag images with the commit SHA and promote that one artifact.
- **Ignoring pipe and script failures.** Without \`set -e\` and \`pipefail\`, a step can fail halfway and still report success.
- **Re-running flaky tests until green.** Fix or quarantine them the same day.
- **Letting every job write to the repository.** Set \`permissions:\` at the top of each workflow and widen it only for the job that needs it.
- **No rehearsed rollback.** If rolling back means a rebuild and a hand-written script, practise it on staging before you need it.

### At work
Developers write and fix the CI for their service: they add tests, keep the pipeline green and read its logs when it fails. DevOps and platform engineers maintain shared workflow templates, self-hosted runners, caches, the artifact registry and the deployment tooling (GitHub Actions, GitLab CI, Jenkins, Argo CD), and measure lead time and failure rates of deployments. Security engineers review workflow permissions, action pinning and secret handling. A junior is typically asked to add a lint or test step, speed up a slow pipeline with caching, move a hard-coded secret into the secret store, or find why a deploy job passed although the release was broken.`,
    resources: [
      { title: 'GitHub Actions documentation', url: 'https://docs.github.com/en/actions', kind: 'docs' },
      { title: 'GitLab CI/CD: Get started', url: 'https://docs.gitlab.com/ci/', kind: 'docs' },
      {
        title: 'Martin Fowler: Continuous Integration',
        url: 'https://martinfowler.com/articles/continuousIntegration.html',
        kind: 'article',
      },
      {
        title: 'GitHub Skills: Hello GitHub Actions',
        url: 'https://github.com/skills/hello-github-actions',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'infrastructure-as-code',
    title: 'Infrastructure as Code',
    summary:
      'Describe servers, networks and databases in versioned files, read the plan before every change, keep the state safe, and apply changes repeatably.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The idea
Clicking through a cloud console is quick once and impossible to repeat exactly: nobody remembers which twenty boxes were ticked for production, and staging slowly drifts away from it. **Infrastructure as code** (IaC) describes the desired infrastructure in files kept in Git. A tool compares the files with what exists and makes only the changes needed.

Most IaC tools are **declarative**: you write *what* should exist ("a bucket named X with versioning on"), not the steps to create it. Running the same files twice changes nothing the second time, because reality already matches; this property is called **idempotence**. Because the files live in Git, every change to infrastructure gets a diff, a review, an author and a way back, just like application code.

### Terraform in one example
\`\`\`hcl
terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 6.0" }
  }
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_s3_bucket" "uploads" {
  bucket = "devpath-uploads-prod"
}

resource "aws_s3_bucket_versioning" "uploads" {
  bucket = aws_s3_bucket.uploads.id
  versioning_configuration { status = "Enabled" }
}
\`\`\`
A **provider** is the plugin that talks to one platform's API (AWS, Google Cloud, Kubernetes, GitHub). A **resource** block declares one object; its address is its type and name (\`aws_s3_bucket.uploads\`). The second resource refers to the first (\`aws_s3_bucket.uploads.id\`), so Terraform knows the bucket must exist first: references build the order for you.
\`\`\`bash
terraform init      # download providers, set up the backend
terraform fmt       # format the files
terraform validate  # catch syntax and type errors
terraform plan      # show what would change
terraform apply     # make it so
\`\`\`
Always read the **plan** before applying: it says when something will be destroyed and recreated. Its symbols are \`+\` create, \`~\` update in place, \`-\` destroy and \`-/+\` replace (destroy, then create), and Terraform marks the argument that \`forces replacement\`. Some arguments cannot be changed on a live object (a database's identifier, for instance), so editing them means a new object; for a database, that is an empty one. In a pipeline, save the plan (\`terraform plan -out=tfplan\`) and apply exactly that file (\`terraform apply tfplan\`), so what was reviewed is what runs.

### State
Terraform keeps a **state** file that maps your resources to real ones. With state on each laptop, two people each see a different picture of what exists, and their applies overwrite each other. Store it remotely, with locking so that two runs cannot change it at once, and never edit it by hand or commit it to Git: state can hold secrets such as database passwords. Since Terraform 1.10 the S3 backend locks natively with a lock file next to the state (the older DynamoDB lock table is deprecated):
\`\`\`hcl
terraform {
  backend "s3" {
    bucket       = "devpath-terraform-state"
    key          = "prod/terraform.tfstate"
    region       = "eu-central-1"
    use_lockfile = true
    encrypt      = true
  }
}
\`\`\`
Turn on versioning for the state bucket so an earlier state can be recovered, and restrict who may read it. When someone changes a resource by hand in the console, reality **drifts** from the code; the next plan shows the difference and offers to undo it. To adopt something that was created by hand, **import** it into the state (an \`import\` block or \`terraform import\`) instead of creating a duplicate.

### Variables and modules
Staging and production should be built from the same description with different inputs. **Input variables** carry what differs (instance size, number of replicas, domain names); **outputs** expose values other configurations or people need (a load balancer's address). A **module** is a folder of Terraform files used like a function: a \`network\` module or a \`postgres\` module, called once per environment with its own variables. Keep each environment's state separate (its own backend key), so a mistake while changing staging cannot touch production. Mark variables that hold secrets \`sensitive = true\` so Terraform hides them in its output, but remember that this does not keep them out of the state.

### Good practice
- Review infrastructure changes in pull requests, like code, with the plan attached to the review.
- Use variables and modules for what differs between staging and production.
- Keep secrets out of the files; reference a secret manager.
- Pin provider and module versions, so a new release cannot change your plan on its own.
- Protect resources whose loss is painful with \`lifecycle { prevent_destroy = true }\`.
- Other tools in this space: OpenTofu (an open fork of Terraform), Pulumi (real programming languages), Ansible (configuring machines).

### Worked example
A teammate's pull request tidies names: it renames the resource \`aws_db_instance.db\` to \`aws_db_instance.main\` and changes its \`identifier\` from \`devpath-prod\` to \`devpath-production\`. The CI job posts the plan:
\`\`\`text
  # aws_db_instance.db will be destroyed
  # (because aws_db_instance.db is not in configuration)
  - resource "aws_db_instance" "db" { ... }

  # aws_db_instance.main will be created
  + resource "aws_db_instance" "main" {
      + identifier = "devpath-production"
      ...
Plan: 1 to add, 0 to change, 1 to destroy.
\`\`\`
To Terraform, a new address is a new resource and the old one has vanished from the code, so it would delete the production database and create an empty one. Two fixes. First, a \`moved\` block tells Terraform that the object simply has a new address:
\`\`\`hcl
moved {
  from = aws_db_instance.db
  to   = aws_db_instance.main
}

resource "aws_db_instance" "main" {
  identifier = "devpath-prod"   # kept: changing it forces replacement
  # ...
  lifecycle { prevent_destroy = true }
}
\`\`\`
Second, the identifier stays as it is, because changing it would still replace the database. The new plan reads \`Plan: 0 to add, 0 to change, 0 to destroy\` with one line saying the resource has moved, and \`prevent_destroy\` makes any future plan that would delete the database fail with an error instead.

### Common mistakes
- **Applying without reading the plan**, or running \`apply -auto-approve\` from a laptop. Review the plan in a pull request and apply the saved plan from a pipeline.
- **Local or committed state.** Use a remote, locked, encrypted, versioned backend, one state per environment.
- **Fixing things in the console** during an incident and never bringing the code up to date. The next apply reverts your fix; write it back into the code the same day.
- **Renaming resources without a \`moved\` block**, which turns a refactor into destroy and create.
- **Secrets as default values of variables** in \`.tf\` files. Read them from a secret manager at apply time, and treat the state as secret anyway.

### At work
Platform and DevOps engineers own the shared modules (network, clusters, databases) and the pipeline that runs \`plan\` on every pull request and \`apply\` after approval, often with tools such as Atlantis, HCP Terraform or a GitHub Actions workflow. Application teams call those modules for their own services. Security engineers scan the code for misconfigurations (tfsec/Trivy, Checkov) and review IAM changes in plans. A junior is typically asked to add a bucket or a DNS record through a module, review a plan for unexpected replacements, import a hand-made resource, or fix drift that someone created in the console.`,
    resources: [
      { title: 'Terraform documentation', url: 'https://developer.hashicorp.com/terraform/docs', kind: 'docs' },
      { title: 'Terraform: State', url: 'https://developer.hashicorp.com/terraform/language/state', kind: 'docs' },
      { title: 'OpenTofu documentation', url: 'https://opentofu.org/docs/', kind: 'docs' },
      {
        title: 'HashiCorp: Terraform tutorials',
        url: 'https://developer.hashicorp.com/terraform/tutorials',
        kind: 'course',
      },
    ],
  },
  {
    key: 'cloud-fundamentals',
    title: 'Cloud Fundamentals',
    summary:
      'Compute, storage, networks, managed databases, regions and identity: the building blocks every cloud provider offers, who secures what, and what they cost.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### The shared building blocks
A cloud provider rents you computers, storage and services by the hour or by the request, through an API: what used to take a purchase order and weeks now takes one call. AWS, Google Cloud and Azure name things differently but offer the same kinds of service:
- **Compute**: virtual machines (EC2, Compute Engine, Azure VMs), containers as a service, serverless functions that run your code per request.
- **Storage**: object storage for files (S3, Cloud Storage, Blob Storage), block disks for machines.
- **Managed databases**: PostgreSQL or MySQL where the provider handles backups, patches and failover.
- **Networking**: private networks, load balancers, DNS, CDNs.
- **Identity and access management (IAM)**: who (people and services) may do what.

The further you move from raw machines towards managed services, the less you operate yourself: with a virtual machine you patch the operating system; with a managed database you choose a version and a backup window; with a serverless function you only ship code. You also give up some control and tie yourself more closely to one provider, which is the usual trade-off.

### Regions and availability zones
A **region** is a geographic area; it contains several **availability zones**, separate data centres with their own power and networking, close enough to each other for fast links. Spread app servers over zones so one failing data centre does not take you down, and pick regions near your users (and where their data may legally live: the GDPR, for instance, restricts sending personal data out of the EU). A managed database with a standby in a second zone fails over automatically; a single virtual machine in one zone is a single point of failure, however large it is. Surviving the loss of a whole region needs a second region, which costs much more and is only worth it for services that must never stop.

### Networks in the cloud
Your resources live in a private network (a **VPC** on AWS and Google Cloud, a VNet on Azure) split into **subnets**. A **public subnet** has a route to the internet; a **private subnet** does not accept connections from it. The usual layout puts only the load balancer in public subnets and the application servers and databases in private ones. **Security groups** are firewalls attached to resources: they deny inbound traffic unless a rule allows it, so the database's group should allow port 5432 only from the application's group, never from \`0.0.0.0/0\` (everyone).

### Responsibility is shared
The provider secures the hardware and the services; you secure your configuration: open ports, public buckets, IAM permissions and your application. Where the line falls depends on the service: on a virtual machine the operating system's patches are yours; on a managed database they are the provider's, but the database's users, network access and backups settings stay yours. Many breaches are a storage bucket left public or a database open to the internet, not a break-in at the provider. New S3 buckets block public access by default (since 2023); leave that setting on unless a bucket really serves public files.

### Least privilege
Give each person and service only the permissions it needs. Use roles for applications instead of long-lived keys, and turn on multi-factor authentication for people. In AWS, a **policy** is a JSON document listing allowed (or denied) **actions** on **resources**; everything not allowed is denied, and an explicit deny beats any allow. A **role** is an identity that a service, a pipeline or a person assumes to receive short-lived credentials, so no permanent key exists to leak. The account's **root user** can do everything, including closing the account: protect it with MFA and do not use it for daily work.

### Cost
You pay for what runs. Set budgets and alerts, turn off idle environments, and choose managed services when your time is more expensive than theirs. Typical surprises are traffic leaving the cloud (data transfer out is billed, data in usually is not), disks and snapshots left behind after their machine was deleted, oversized machines that sit at 5 % CPU, and logs kept forever. Tag resources with their team and environment so the bill can be read.

### Worked example
A new invoice service stores PDFs in the bucket \`acme-invoices\`. A developer attached this policy to its role "to get it working":
\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [{ "Effect": "Allow", "Action": "s3:*", "Resource": "*" }]
}
\`\`\`
It lets the service read, overwrite and delete every object in every bucket of the account, change bucket policies and make buckets public. If an attacker finds a file-read bug in the service, they can use its credentials to download every customer upload in the company. The service only reads and writes invoices, so the policy becomes:
\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject"],
      "Resource": "arn:aws:s3:::acme-invoices/*"
    }
  ]
}
\`\`\`
Two actions, one bucket's objects (the \`/*\` after the bucket name means the objects inside it). The review also finds that the service's container had an access key in an environment variable; it is deleted and the container gets the role through the platform instead (an ECS task role or an EKS service account), so its credentials are temporary and rotated automatically. IAM Access Analyzer can later show which permissions a role actually used, to trim it further.

### Common mistakes
- **Wildcard permissions** (\`"Action": "*"\`, \`"Resource": "*"\`) granted "for now". Start from what the service does and widen only when a request is denied.
- **Long-lived access keys** in code, CI variables or laptops. Use roles and short-lived credentials; if a key must exist, rotate it and never commit it.
- **Databases and admin ports open to \`0.0.0.0/0\`.** Put them in private subnets and allow only the application's security group.
- **Everything in one zone** because it was the default; one data-centre incident then takes the service down.
- **No budget alerts**: a forgotten GPU machine or a leaked key used for crypto-mining shows up only on the monthly bill.
- **Using the root user** for daily work, without MFA.

### At work
Cloud and platform engineers design the accounts, networks and IAM structure, usually as code, and run the shared services such as clusters and databases. Developers choose and configure the services their application uses and request the permissions it needs. Security engineers review IAM policies, watch findings from tools such as AWS Security Hub or Google Security Command Center, and hunt for public buckets and open ports. FinOps or engineering leads watch the cost. A junior is typically asked to create a bucket or database with the right settings, write a scoped IAM policy for a service, find why a request is denied, or track down what made last month's bill grow.`,
    resources: [
      {
        title: 'AWS IAM: Security best practices',
        url: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/best-practices.html',
        kind: 'docs',
      },
      {
        title: 'AWS: Shared responsibility model',
        url: 'https://aws.amazon.com/compliance/shared-responsibility-model/',
        kind: 'docs',
      },
      { title: 'Google Cloud: Overview', url: 'https://cloud.google.com/docs/overview', kind: 'docs' },
      {
        title: 'AWS Cloud Practitioner Essentials (free course)',
        url: 'https://aws.amazon.com/training/digital/aws-cloud-practitioner-essentials/',
        kind: 'course',
      },
    ],
  },
  {
    key: 'kubernetes-basics',
    title: 'Kubernetes Basics',
    summary:
      'Run containers on a cluster with pods, deployments and services, give them resources, configuration and health checks, and let Kubernetes keep the desired state.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### What Kubernetes does
Kubernetes runs containers on a cluster of machines and keeps reality equal to what you declared: "three copies of this image, reachable at this name". If a container or a machine dies, it starts a replacement.

A cluster has a **control plane** and **nodes**. The control plane's **API server** is the front door: \`kubectl\`, pipelines and Kubernetes' own components all read and write objects through it, and it stores them in **etcd**, a key-value database. The **scheduler** picks a node for each new pod, and **controllers** run loops that compare the desired state with the actual state and act on the difference. On every node the **kubelet** starts the containers it was assigned and reports their health. You never tell Kubernetes "start a container on node 3"; you declare what should exist and the controllers work towards it, again and again.

### The core objects
- **Pod**: one or more containers that run together; the smallest unit Kubernetes schedules.
- **Deployment**: how many pods of which image; it rolls out new versions gradually.
- **Service**: a stable name and address in front of the pods of a deployment. Pods are replaced all the time and each new one gets a new IP address, so clients call the Service, which follows the current ready pods. Its default type, \`ClusterIP\`, is reachable only inside the cluster; type \`LoadBalancer\` asks the cloud for an external load balancer.
- **Ingress**: routes outside HTTP traffic to services. The Ingress API is frozen; its successor, the **Gateway API**, gets the new features.
- **ConfigMap** and **Secret**: configuration and secrets given to pods.
- **Namespace**: a named group of objects (per team or per environment) that permissions and quotas can apply to.

Objects find each other by **labels**: the Deployment below stamps \`app: api\` on its pods, and a Service with the selector \`app: api\` sends traffic to them.
\`\`\`yaml
apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  replicas: 3
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: registry.example/api:1.4.2
          ports: [{ containerPort: 3000 }]
          resources:
            requests: { cpu: 250m, memory: 256Mi }
            limits: { memory: 512Mi }
          envFrom: [{ configMapRef: { name: api-config } }]
          readinessProbe: { httpGet: { path: /api/health/ready, port: 3000 } }
          livenessProbe: { httpGet: { path: /api/health/live, port: 3000 }, periodSeconds: 10 }
\`\`\`

### Resources and rolling updates
**Requests** are what the scheduler reserves for a container: a pod goes only to a node with that much CPU and memory free. **Limits** are the ceiling at run time: a container that uses more memory than its limit is killed (\`OOMKilled\`) and restarted, and one that wants more CPU than its limit is slowed down (throttled). Without requests, the scheduler packs pods blindly and a busy neighbour can starve yours.

Changing the image of a Deployment starts a **rolling update**: Kubernetes creates new pods and removes old ones step by step, by default keeping at most 25 % extra pods (\`maxSurge\`) and at most 25 % unavailable (\`maxUnavailable\`). A new pod only counts once its readiness probe passes, so a version that never becomes ready stalls the rollout instead of replacing every working pod. Each rollout is kept as a revision, which is what \`kubectl rollout undo\` returns to.

### Configuration and secrets
A ConfigMap holds plain settings (log level, feature switches), given to containers as environment variables or files. A Secret holds passwords and keys the same way, but it is only **base64-encoded**, not encrypted: anyone who may read Secrets in a namespace can decode them, and by default they are stored unencrypted in etcd. Restrict who can read Secrets with RBAC, turn on encryption at rest for the cluster (managed clusters often offer it), and for real systems feed them from a secret manager. A pod reads environment variables only when it starts, so a changed ConfigMap reaches running pods after they are restarted (\`kubectl rollout restart deploy/api\`).

### Probes
Kubernetes asks each container two different questions:
- **Readiness**: "can you take traffic now?" While it fails, the pod is removed from its Service's endpoints and gets no requests, but keeps running (e.g. during start-up or while its database is unreachable).
- **Liveness**: "are you still working?" When it fails, the kubelet **restarts** the container (for a process stuck in a deadlock, say).

Keep the liveness check cheap and about the process itself: if it also checks the database, a database outage restarts every pod at once and makes things worse. A slow-starting app can add a **startup probe**, which holds off the other two until it first succeeds.

### Everyday commands
\`\`\`bash
kubectl apply -f deployment.yaml
kubectl get pods                      # -o wide: node and IP too
kubectl describe pod <pod>            # events, restarts, last exit reason
kubectl logs deploy/api               # --previous: the crashed container's logs
kubectl rollout status deploy/api
kubectl rollout undo deploy/api
kubectl port-forward svc/api 8080:80  # reach a ClusterIP service from your laptop
\`\`\`

### When not to
Kubernetes is powerful and complex. A small app is often better served by a managed container platform; adopt Kubernetes when you run many services and have people to operate it.
### Worked example
After deploying version 1.5.0, \`kubectl get pods\` shows:
\`\`\`text
NAME                   READY   STATUS             RESTARTS      AGE
api-7d9f8c6b5-k2x4p    0/1     CrashLoopBackOff   4 (30s ago)   3m
api-6c8b7d5f4-9qhzt    1/1     Running            0             2d
api-6c8b7d5f4-tm7wl    1/1     Running            0             2d
api-6c8b7d5f4-x8rjd    1/1     Running            0             2d
\`\`\`
The new pod keeps crashing; Kubernetes restarts it with a growing delay (\`CrashLoopBackOff\`, up to five minutes between tries). The three old pods still serve traffic: with three replicas, the default rolling update adds one new pod and removes an old one only when a new one is ready, so users are fine: the rollout has stalled, not failed over. \`kubectl describe pod api-7d9f8c6b5-k2x4p\` shows the cause in the container's last state:
\`\`\`text
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
\`\`\`
The container exceeded its 512 Mi memory limit. \`kubectl logs api-7d9f8c6b5-k2x4p --previous\` (the current container has just started, so its own logs are empty) shows it loading a large new cache at start-up. First, protect users: \`kubectl rollout undo deploy/api\` returns to 1.4.2. Then fix it properly: measure the new memory use, raise the request and limit in the manifest in Git (or make the cache smaller), and deploy again through the pipeline rather than editing the live object.

### Common mistakes
- **No requests or limits.** Pods land on overloaded nodes, or one leaking pod takes the node's memory.
- **Liveness probes that check dependencies**, which turn a database blip into restarts of every pod.
- **Treating Secrets as encrypted** and letting everyone read them; base64 is an encoding.
- **\`kubectl edit\` in production** instead of changing the manifest in Git; the next deploy silently undoes the fix.
- **\`latest\` image tags**, so a restarted pod may pull a different version from its neighbours.
- **Reading the wrong logs** of a crash-looping pod: use \`--previous\` and \`describe\`.

### At work
Platform engineers run the clusters (usually a managed service such as EKS, GKE or AKS), their networking, ingress, monitoring and access rules. Application teams write the Deployments, Services and probes for their services, often packaged with Helm or Kustomize and applied by a GitOps tool such as Argo CD or Flux. On-call engineers read events, logs and rollout status when something breaks. A junior is typically asked to add a probe or resource requests to a manifest, debug a pod stuck in \`Pending\` or \`CrashLoopBackOff\`, roll back a bad release, or move a value from a ConfigMap into a Secret.
`,
    resources: [
      { title: 'Kubernetes concepts', url: 'https://kubernetes.io/docs/concepts/', kind: 'docs' },
      {
        title: 'Configure liveness, readiness and startup probes',
        url: 'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/',
        kind: 'docs',
      },
      {
        title: 'Kubernetes basics tutorial',
        url: 'https://kubernetes.io/docs/tutorials/kubernetes-basics/',
        kind: 'course',
      },
      {
        title: 'kind: local Kubernetes clusters',
        url: 'https://kind.sigs.k8s.io/docs/user/quick-start/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'observability',
    title: 'Observability: Logs, Metrics and Traces',
    summary:
      'See what production is doing with structured logs, metrics, traces and SLO-based alerts that wake someone only when users suffer, and follow one slow request to its cause.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Three kinds of signal
A system is **observable** when you can answer new questions about its behaviour from the data it already emits, without shipping new code first. That data comes in three kinds:
- **Logs**: events with details ("payment 83 failed: card declined"). Write them as structured JSON with a request id so you can search and follow one request.
- **Metrics**: numbers over time: requests per second, error rate, latency percentiles, CPU, queue length. Cheap to keep and good for dashboards and alerts.
- **Traces**: the path of one request through services and database calls, with the time spent in each step. They show *where* a slow request spends its time.

**OpenTelemetry** is the open standard for producing all three; Prometheus and Grafana are a common open-source pair for storing and graphing metrics. Each signal answers a different question: metrics tell you *that* something is wrong and how much, traces tell you *where*, and logs tell you *why* in that one case.

A structured log line looks like this:
\`\`\`json
{"time":"2026-11-27T10:42:07.391Z","level":"error","service":"checkout","msg":"payment failed","orderId":"83","reason":"card_declined","durationMs":412,"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}
\`\`\`
Every field can be filtered and counted, and the \`trace_id\` links the line to the trace of the same request.

### What to measure first
For every service, the **RED** method: **R**ate of requests, **E**rrors, **D**uration (look at the 95th and 99th percentiles, not the average: the average hides the slow requests real users feel). For machines and queues, watch **saturation** too: how full something is (CPU, memory, connection pool, queue length). Google's SRE book calls latency, traffic, errors and saturation the **four golden signals**.

### Metrics with Prometheus
Prometheus **scrapes** each service's \`/metrics\` endpoint every few seconds and stores each metric as time series, one per combination of **labels**. Its main types are the **counter** (only goes up, such as requests served; it resets to zero when the process restarts), the **gauge** (goes up and down, such as queue length) and the **histogram** (counts observations in buckets, such as request durations). You rarely look at a raw counter; you ask for its rate:
\`\`\`promql
# requests per second over the last 5 minutes, by status code
sum by (code) (rate(http_requests_total{service="checkout"}[5m]))

# p99 latency from a histogram
histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout"}[5m])))
\`\`\`
Every distinct label value creates another time series, so never put unbounded values such as user ids, emails or full URLs in labels: those belong in logs and traces.

### Traces with OpenTelemetry
A **trace** is a tree of **spans**. Each span is one operation (an HTTP request handled, a SQL query, a call to another service) with a start, a duration, attributes and its parent. When service A calls service B, A sends the trace context along in the W3C \`traceparent\` header (for example \`00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\`: version, trace id, parent span id, flags), and B's spans join the same trace. OpenTelemetry's automatic instrumentation creates spans for common HTTP servers, clients and database drivers without code changes, and the OpenTelemetry **Collector** receives, processes and forwards the data to whatever backend you use. Busy systems keep only a sample of traces to control cost.

### Alerts people trust
Alert on symptoms users feel ("5 % of checkouts fail", "p99 latency over 2 s for 10 minutes"), not on every CPU spike. Each alert should need a human and link to a runbook that says what to check. Noisy alerts get ignored, then real ones are missed. Causes such as a full disk *soon* are still worth a ticket or a daytime alert; the question is whether someone must act now.

### Service level objectives
An **SLI** (indicator) is a measurement of what users get, such as the share of requests that succeed in under 500 ms. An **SLO** is a target such as "99.9 % of requests succeed over 30 days". The remainder is an **error budget**: when it is spent, slow down releases and fix reliability. For a 30-day window, 99.9 % allows 43.2 minutes of complete outage, or the same amount of failure spread out. The [SRE workbook's chapter on alerting on SLOs](https://sre.google/workbook/alerting-on-slos/) shows how to page on the **burn rate**, how fast the budget is being used: at 14.4 times the allowed rate, a 30-day budget is gone in about two days.

### Never log secrets
Passwords, tokens and full card numbers must never reach logs. Logs are copied to many systems and read by many people, and are kept for months. Log ids, not secrets: the user id instead of the session token, the last four digits instead of the card number. Mask known fields (\`authorization\`, \`password\`, \`cookie\`) in the logging library, so a careless \`log(request.headers)\` cannot leak them.

### Worked example
At 14:05 an alert fires: *checkout p99 latency 3.8 s for 10 minutes (SLO: 99 % under 1 s)*. The runbook says to start from the service's RED dashboard. The request rate is normal, errors are normal, and latency rose at 13:52, exactly when version 2.7.0 was deployed. In the tracing tool, you filter checkout traces slower than 2 s; nearly all of them share one long span:
\`\`\`text
POST /api/checkout                    3,712 ms
├─ GET inventory-service /reserve        48 ms
├─ SELECT orders WHERE customer_id=$1  3,590 ms
└─ POST payment-service /charge          61 ms
\`\`\`
The query is new in 2.7.0. Copying the \`trace_id\` into the log search shows the service's own log line for that request, with the customer's order count: customers with many orders are slow, which smells like a missing index. The on-call engineer rolls back to 2.6.4 (p99 returns to 300 ms within minutes), a developer confirms with \`EXPLAIN\` that the query scans the whole \`orders\` table, and 2.7.1 adds an index on \`orders(customer_id)\`. The post-incident review adds a latency check on staging, and records how much of the month's error budget the incident used.

### Common mistakes
- **Averages on dashboards.** The mean hides the tail; chart p95 and p99.
- **Alerting on causes** (CPU, memory) instead of symptoms, and paging for things nobody must fix at night.
- **Alerts without runbooks**, so the person woken at 3 a.m. starts from nothing.
- **High-cardinality labels** such as user ids in Prometheus, which multiply time series until the monitoring system falls over.
- **Logs without a request or trace id**, so one request's lines cannot be found across services.
- **Logging whole requests**, headers and bodies included, which sends tokens and personal data to the log store.

### At work
Developers instrument their code (structured logs, a few business metrics, OpenTelemetry for traces) and use the data to debug their own services. SREs and platform engineers run the collectors and backends (Prometheus, Grafana, Loki, Tempo or Jaeger, or hosted tools such as Datadog), define SLOs with product owners, build dashboards, tune alerts and run on-call and post-incident reviews. Security teams forward logs to a SIEM and check that they contain no secrets. A junior is typically asked to add a metric or a span to a service, build a RED dashboard, write the runbook for an alert, or find a slow request's cause during an incident.`,
    resources: [
      { title: 'OpenTelemetry documentation', url: 'https://opentelemetry.io/docs/', kind: 'docs' },
      {
        title: 'Prometheus: Getting started',
        url: 'https://prometheus.io/docs/prometheus/latest/getting_started/',
        kind: 'docs',
      },
      {
        title: 'Google SRE book: Monitoring distributed systems',
        url: 'https://sre.google/sre-book/monitoring-distributed-systems/',
        kind: 'book',
      },
      {
        title: 'OWASP Logging Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html',
        kind: 'docs',
      },
    ],
  },
];
