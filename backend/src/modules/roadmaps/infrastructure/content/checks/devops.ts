import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops.ts (issue 28). */
export const DEVOPS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'linux-fundamentals',
    questions: [
      {
        id: 'linux-fundamentals-1',
        kind: 'single',
        section: 'Files and permissions',
        prompt: '`ls -l deploy.sh` shows `-rwxr-x--- 1 ana ops`. Who may run the script?',
        options: [
          {
            text: 'Only ana, its owner',
            correct: false,
            why: 'The group part `r-x` also has `x`: members of `ops` may read and run it.',
          },
          {
            text: 'Every user on the machine, since the first group has `x`',
            correct: false,
            why: 'The first `rwx` is the owner’s; everyone else gets the last three characters, here `---`.',
          },
          {
            text: 'Nobody until someone runs `chmod u+x` on it',
            correct: false,
            why: 'The owner already has `x` (`rwx`); `chmod u+x` would change nothing here.',
          },
          {
            text: 'ana and the members of the group ops',
            correct: true,
            why: 'Owner `rwx` and group `r-x` both include execute; the last group, everyone else, is `---`.',
          },
        ],
      },
      {
        id: 'linux-fundamentals-2',
        kind: 'output',
        section: 'Files and permissions',
        prompt: 'Python’s `stat.filemode` renders permissions the way `ls -l` does. What does this print?',
        code: {
          language: 'python',
          source: `import stat
for mode in (0o750, 0o644):
    print(stat.filemode(stat.S_IFREG | mode))`,
        },
        options: [
          {
            text: '-rwxr-x---\n-rw-r--r--',
            correct: true,
            why: 'Per group r = 4, w = 2, x = 1: 7 = rwx, 5 = r-x, 0 = ---, 6 = rw-, 4 = r--. The leading `-` marks a regular file.',
          },
          {
            text: '-rwxr-x---\n-rw-rw-r--',
            correct: false,
            why: 'The group digit of 644 is 4, read only (`r--`); `rw-` would be 6.',
          },
          {
            text: '----r-xrwx\n-r--r--rw-',
            correct: false,
            why: 'The order is owner, group, others, left to right, the same order as the digits.',
          },
          {
            text: 'drwxr-x---\n-rw-r--r--',
            correct: false,
            why: '`d` marks a directory; `S_IFREG` makes both regular files, shown as `-`.',
          },
        ],
      },
      {
        id: 'linux-fundamentals-3',
        kind: 'order',
        section: 'Files and permissions',
        prompt: 'Put the parts of `-rwxr-x---` in the order they appear.',
        steps: [
          'The file type (`-` file, `d` directory)',
          'The owner’s read, write, execute',
          'The group’s read, write, execute',
          'Everyone else’s read, write, execute',
        ],
        why: 'One type character, then three `rwx` triplets: owner, group, others.',
      },
      {
        id: 'linux-fundamentals-4',
        kind: 'multiple',
        section: 'Processes and services',
        prompt: 'nginx stopped answering. Which are good first commands? Pick all that apply.',
        options: [
          {
            text: '`sudo systemctl status nginx`',
            correct: true,
            why: 'Shows whether the service runs, since when, and its last log lines.',
          },
          {
            text: '`journalctl -u nginx --since "10 min ago"`',
            correct: true,
            why: 'The service’s recent logs usually say why it stopped or fails.',
          },
          {
            text: '`df -h`',
            correct: true,
            why: 'A full disk is one of the most common causes of outages.',
          },
          {
            text: '`sudo rm -rf /var/log/*` to make room first',
            correct: false,
            why: 'It destroys the very logs that explain the failure; look before you change anything.',
          },
          {
            text: 'Reboot the server straight away',
            correct: false,
            why: 'A reboot may hide the cause (and lose its evidence); check state, logs and disk first.',
          },
        ],
      },
      {
        id: 'linux-fundamentals-5',
        kind: 'fill',
        section: 'Files and permissions',
        prompt: 'On Linux, system-wide configuration files live under `/____` (for example nginx’s).',
        answers: ['etc', 'etc/'],
        why: 'Configuration is in `/etc` (e.g. `/etc/nginx`), logs in `/var/log`, home folders in `/home`.',
      },
      {
        id: 'linux-fundamentals-6',
        kind: 'single',
        section: 'Packages',
        prompt: 'Which command installs curl on a Red Hat family system such as Fedora or RHEL?',
        options: [
          {
            text: '`sudo apt install -y curl`',
            correct: false,
            why: '`apt` is the package manager of Debian and Ubuntu.',
          },
          {
            text: '`npm install -g curl`',
            correct: false,
            why: 'npm installs JavaScript packages, not operating-system tools.',
          },
          {
            text: '`sudo dnf install -y curl`',
            correct: true,
            why: 'Red Hat family systems use `dnf`.',
          },
        ],
      },
      {
        id: 'linux-fundamentals-7',
        kind: 'single',
        section: 'Users, root and sudo',
        prompt:
          'Why do services such as PostgreSQL or nginx’s workers run as their own unprivileged users instead of root?',
        options: [
          {
            text: 'Root processes are slower, because the kernel checks every one of their system calls twice',
            correct: false,
            why: 'The kernel does not slow root down; the reason is what a compromised process may do.',
          },
          {
            text: 'A hole in one service then gives an attacker only that user’s rights',
            correct: true,
            why: 'Least privilege limits the damage: an attacker inside `postgres` cannot read `/etc/shadow` or change other services.',
          },
          {
            text: 'Only unprivileged users are allowed to open network ports on Linux',
            correct: false,
            why: 'Root can open any port; ports below 1024 are in fact restricted for ordinary users by default.',
          },
          {
            text: 'It lets every user on the server manage the service without `sudo`',
            correct: false,
            why: 'A dedicated service user is not shared with people; managing the service still needs `sudo systemctl`.',
          },
        ],
      },
      {
        id: 'linux-fundamentals-8',
        kind: 'fill',
        section: 'Files and permissions',
        prompt:
          '`/usr/bin/passwd` shows `-rwsr-xr-x root root`. The `s` in the owner’s execute place is the ____ bit: the program runs with its owner’s rights.',
        answers: ['setuid', 'suid', 'set-user-ID', 'set-uid'],
        caseInsensitive: true,
        why: 'Setuid makes a program run as its owner (here root) whatever user starts it; `find / -perm -4000 -type f` lists such programs.',
      },
      {
        id: 'linux-fundamentals-9',
        kind: 'order',
        section: 'Worked example',
        prompt: 'The API behind nginx died and users see 502. Put the steps of the lesson’s investigation in order.',
        steps: [
          '`systemctl status api` to see whether and when it failed',
          '`journalctl -u api` to read why it exited',
          '`df -h` to confirm the disk is full',
          '`du -sh /var/log/*` to find what fills it',
          'Free space safely, turn off the debug logging and restart the service',
          'Add log rotation and a disk-usage alert so it does not happen again',
        ],
        why: 'Look before you change: state, then logs, then the resource the logs point at, then the cause; fix, verify, and prevent a repeat.',
      },
      {
        id: 'linux-fundamentals-10',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'You delete a 20 GB log file with `rm`, but `df -h` still shows the disk full. The application that writes it is still running. Why?',
        options: [
          {
            text: '`rm` only moves files to a trash folder under `/tmp`',
            correct: false,
            why: '`rm` has no trash; the name is gone at once.',
          },
          {
            text: '`df` caches its numbers and only refreshes them once an hour or after a reboot',
            correct: false,
            why: '`df` reads the filesystem’s current numbers each time it runs.',
          },
          {
            text: 'The running process keeps the file open, so its space is not freed yet',
            correct: true,
            why: 'The space returns when the last process closes the file; truncate the file or restart the process (`lsof +L1` lists such files).',
          },
        ],
      },
      {
        id: 'linux-fundamentals-11',
        kind: 'single',
        section: 'Packages',
        prompt: 'What does `unattended-upgrades` do on a Debian or Ubuntu server?',
        options: [
          {
            text: 'It installs security updates automatically',
            correct: true,
            why: 'Most intrusions use flaws whose fix was already published; automatic security updates close that gap.',
          },
          {
            text: 'It upgrades the server to the next Ubuntu release every night',
            correct: false,
            why: 'Release upgrades are a separate, deliberate step (`do-release-upgrade`); it installs updates within the release.',
          },
          {
            text: 'It removes every package nobody has used for a month',
            correct: false,
            why: 'It installs updates; removing unused packages is `apt autoremove`, and it does not look at usage.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'networking-basics',
    questions: [
      {
        id: 'networking-basics-1',
        kind: 'output',
        section: 'Addresses and ports',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `import ipaddress
a = ipaddress.ip_address("10.20.30.40") in ipaddress.ip_network("10.0.0.0/8")
b = ipaddress.ip_address("192.169.0.1") in ipaddress.ip_network("192.168.0.0/16")
print(a, b)`,
        },
        options: [
          {
            text: 'True True',
            correct: false,
            why: '/16 fixes the first two numbers, `192.168`; `192.169.0.1` differs in the second, so it is outside.',
          },
          {
            text: 'False False',
            correct: false,
            why: '/8 fixes only the first 8 bits, the `10`, so every `10.x.y.z` address is inside `10.0.0.0/8`.',
          },
          {
            text: 'True False',
            correct: true,
            why: '`10.20.30.40` starts with 10 (/8); `192.169.0.1` does not start with `192.168` (/16), so it is not in that private range.',
          },
          {
            text: 'False True',
            correct: false,
            why: 'It is the other way round: the /8 contains every `10.` address, the /16 only `192.168.` ones.',
          },
        ],
      },
      {
        id: 'networking-basics-2',
        kind: 'single',
        section: 'DNS',
        prompt:
          'You pointed `devpath.example` at a new server an hour ago, but some users still reach the old one. Why?',
        options: [
          {
            text: 'DNS changes only take effect after the old server is shut down',
            correct: false,
            why: 'DNS knows nothing about your servers’ state; it only answers with records.',
          },
          {
            text: 'Resolvers cached the old answer and keep it until its TTL expires',
            correct: true,
            why: 'Every record has a TTL; lower it well before a planned move so old answers expire quickly.',
          },
          {
            text: 'Their browsers resolve names with a different DNS record type from everyone else’s',
            correct: false,
            why: 'The record type is the same for everyone; the issue is cached answers.',
          },
        ],
      },
      {
        id: 'networking-basics-3',
        kind: 'fill',
        section: 'DNS',
        prompt: 'The DNS record that maps a name to an IPv6 address is the ____ record.',
        answers: ['AAAA'],
        caseInsensitive: true,
        why: '`A` maps to IPv4, `AAAA` to IPv6 (four times the size), `CNAME` to another name.',
      },
      {
        id: 'networking-basics-4',
        kind: 'single',
        section: 'TCP, UDP and TLS',
        prompt: 'What does TLS add to a TCP connection?',
        options: [
          {
            text: 'Encryption, and proof of the server’s identity through its TLS certificate',
            correct: true,
            why: 'That is the "S" in HTTPS: nobody on the path can read or alter the traffic, and you know whom you talk to.',
          },
          {
            text: 'Reliable, ordered delivery of the packets that would otherwise get lost',
            correct: false,
            why: 'TCP itself already provides reliable, ordered delivery; TLS runs on top of it.',
          },
          {
            text: 'Faster transfers, because the data is compressed',
            correct: false,
            why: 'TLS is about confidentiality and identity; compression is not its job.',
          },
        ],
      },
      {
        id: 'networking-basics-5',
        kind: 'multiple',
        section: 'Firewalls and load balancers',
        prompt:
          'Which firewall rules fit a public web server whose database is on another machine? Pick all that apply.',
        options: [
          {
            text: 'Allow 443 from anywhere',
            correct: true,
            why: 'HTTPS is what the public uses.',
          },
          {
            text: 'Allow 22 only from your own address',
            correct: true,
            why: 'SSH is for administrators; limiting it shuts out password-guessing from the whole internet.',
          },
          {
            text: 'Allow 5432 from anywhere so the app can reach PostgreSQL',
            correct: false,
            why: 'The database port should be open only to the app servers, never to the internet.',
          },
          {
            text: 'Allow every port from anywhere and let the apps decide',
            correct: false,
            why: 'A firewall allows only the ports you need; every open port is something to attack.',
          },
        ],
      },
      {
        id: 'networking-basics-6',
        kind: 'single',
        section: 'Debugging a connection',
        prompt: 'What does `nc -zv db.internal 5432` tell you?',
        options: [
          {
            text: 'Whether the PostgreSQL password is correct',
            correct: false,
            why: '`nc -z` only opens a TCP connection and closes it; it never speaks PostgreSQL or sends a password.',
          },
          {
            text: 'How long the DNS lookup for db.internal takes to get an answer',
            correct: false,
            why: 'That is a job for `dig`; `nc` tests the TCP port.',
          },
          {
            text: 'Whether port 5432 on that host accepts TCP connections',
            correct: true,
            why: 'It separates "the network or firewall blocks it" from "the database refuses me".',
          },
        ],
      },
      {
        id: 'networking-basics-7',
        kind: 'order',
        section: 'Following one request',
        prompt: 'A browser opens `https://devpath.example/api/health`. Put the steps in the order they happen.',
        steps: [
          'Resolve `devpath.example` to an IP address through DNS',
          'Open a TCP connection to port 443 (SYN, SYN-ACK, ACK)',
          'Run the TLS handshake and check the server’s certificate',
          'Send the HTTP request inside the encrypted connection',
        ],
        why: 'Each layer needs the one before it: an address to connect to, a connection to encrypt, an encrypted channel to carry HTTP.',
      },
      {
        id: 'networking-basics-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'On the database server, `ss -tlnp` shows `LISTEN ... 127.0.0.1:5432 ... postgres`. What does that tell you?',
        options: [
          {
            text: 'PostgreSQL accepts connections from every machine on the network',
            correct: false,
            why: 'That would be `0.0.0.0:5432` (or the machine’s own address); 127.0.0.1 is loopback.',
          },
          {
            text: 'PostgreSQL is listening, but only for connections from the same machine',
            correct: true,
            why: 'Bound to loopback, it cannot be reached from the app server; its `listen_addresses` must include the private address.',
          },
          {
            text: 'PostgreSQL is not running at all, and the line is left over from an earlier start',
            correct: false,
            why: '`ss -l` lists sockets that are listening right now, with the process that owns them.',
          },
        ],
      },
      {
        id: 'networking-basics-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are mistakes the lesson warns about? Pick all that apply.',
        options: [
          {
            text: 'Running `curl -k` in a deploy script to get past a certificate error',
            correct: true,
            why: '`-k` turns off certificate checks, so the script would also talk to an impostor; fix the certificate or the name.',
          },
          {
            text: 'Opening SSH to `0.0.0.0/0` "just to test" and leaving it',
            correct: true,
            why: '`/0` means every address; open a port to your own address and remove test rules the same day.',
          },
          {
            text: 'Lowering a record’s TTL a day before moving a site to a new server',
            correct: false,
            why: 'That is the right preparation: old answers then expire quickly after the switch.',
          },
          {
            text: 'Binding a database to its private address and allowing only the app subnet',
            correct: false,
            why: 'That is the fix from the worked example: reachable by the app, invisible to the internet.',
          },
        ],
      },
      {
        id: 'networking-basics-10',
        kind: 'single',
        section: 'At work',
        prompt: 'Why does a security team run authorised `nmap` scans of its own company’s public address ranges?',
        options: [
          {
            text: 'To find services exposed to the internet that nobody meant to expose',
            correct: true,
            why: 'It sees what an attacker would see: a forgotten database or admin panel shows up as an open port.',
          },
          {
            text: 'To speed up the network by closing idle TCP connections',
            correct: false,
            why: 'A scan only probes ports; it closes nothing and changes no configuration.',
          },
          {
            text: 'To renew the TLS certificates of every server it finds in those address ranges',
            correct: false,
            why: 'Scanning discovers services; certificates are renewed by the servers’ own tooling (for example an ACME client).',
          },
        ],
      },
      {
        id: 'networking-basics-11',
        kind: 'output',
        section: 'Addresses and ports',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `import ipaddress
subnet = ipaddress.ip_network("10.0.1.0/24")
anywhere = ipaddress.ip_network("0.0.0.0/0")
print(subnet.num_addresses, ipaddress.ip_address("10.0.2.20") in subnet, anywhere.num_addresses)`,
        },
        options: [
          {
            text: '256 False 4294967296',
            correct: true,
            why: '/24 fixes 24 of 32 bits, leaving 8 (256 addresses) from 10.0.1.0 to 10.0.1.255; 10.0.2.20 is outside. /0 fixes nothing: all 2^32 IPv4 addresses.',
          },
          {
            text: '256 True 4294967296',
            correct: false,
            why: 'The /24 fixes the first three numbers, `10.0.1`; `10.0.2.20` differs in the third.',
          },
          {
            text: '24 False 0',
            correct: false,
            why: 'The number after the slash counts fixed bits, not addresses; and /0 fixes none, so it holds every address.',
          },
          {
            text: '16777216 False 4294967296',
            correct: false,
            why: '16777216 is the size of a /8; a /24 leaves only 8 free bits, so it holds 256 addresses.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'containers-docker',
    questions: [
      {
        id: 'containers-docker-1',
        kind: 'single',
        section: 'A Dockerfile',
        prompt: 'Why does the Dockerfile copy `package*.json` and run `npm ci` before `COPY . .`?',
        options: [
          {
            text: 'npm refuses to install when the source files are present',
            correct: false,
            why: 'npm installs fine next to source files; the order is about Docker’s layer cache.',
          },
          {
            text: 'It keeps the source code out of the final image',
            correct: false,
            why: 'The source is copied right after; keeping things out of the final image is the job of the second stage.',
          },
          {
            text: 'Docker requires `RUN` instructions to come before the first `COPY` of the whole project',
            correct: false,
            why: 'Docker has no such rule; instructions run in the order you write them.',
          },
          {
            text: 'A code change then reuses the cached dependency layer',
            correct: true,
            why: 'A layer is rebuilt only when its inputs change; the lockfile rarely changes, so `npm ci` is skipped on most builds.',
          },
        ],
      },
      {
        id: 'containers-docker-2',
        kind: 'single',
        section: 'A Dockerfile',
        prompt:
          'Why does the final stage run `npm ci --omit=dev` instead of `COPY --from=build /app/node_modules ./node_modules`?',
        options: [
          {
            text: 'Copying between stages is much slower than installing the packages again',
            correct: false,
            why: 'Speed is not the point; what the copied folder contains is.',
          },
          {
            text: 'The build stage’s `node_modules` also holds devDependencies',
            correct: true,
            why: 'It was installed with `npm ci` to build and test, so copying it would ship TypeScript and test tools to production; the final stage installs only what runs.',
          },
          {
            text: '`COPY --from` cannot copy folders, only single files',
            correct: false,
            why: '`COPY --from` copies folders too (the stage copies `dist` that way).',
          },
        ],
      },
      {
        id: 'containers-docker-3',
        kind: 'fill',
        section: 'Everyday commands',
        prompt:
          'The app listens on port 3000 in the container. To reach it on port 8080 of your machine: `docker run -p ____ myapp:1.0`.',
        answers: ['8080:3000'],
        why: '`-p` takes host:container: the host’s 8080 forwards to the container’s 3000.',
      },
      {
        id: 'containers-docker-4',
        kind: 'single',
        section: 'Several services',
        prompt:
          'An app container saves uploaded files inside its own filesystem, with no volume mounted. It is removed and a new one is started from the same image. What happened to the files?',
        options: [
          {
            text: 'They are kept in the image and come back',
            correct: false,
            why: 'The image is read-only; what a container writes lives in its own layer, removed with it.',
          },
          {
            text: 'They were lost with the removed container',
            correct: true,
            why: 'Containers are disposable; keep data in a volume or a managed database.',
          },
          {
            text: 'Docker Compose saved a copy in `compose.yaml` automatically',
            correct: false,
            why: '`compose.yaml` describes services; it never holds their data.',
          },
        ],
      },
      {
        id: 'containers-docker-5',
        kind: 'multiple',
        section: 'Everyday commands',
        prompt: 'Which statements about images and containers are true? Pick all that apply.',
        options: [
          {
            text: 'An image is a read-only template; a container is a running instance of it',
            correct: true,
            why: '`docker run` creates a new container from the image each time.',
          },
          {
            text: 'Many containers can run from one image at once',
            correct: true,
            why: 'Each gets its own writable layer and process; the image is shared.',
          },
          {
            text: '`docker build` starts the container',
            correct: false,
            why: '`docker build` makes an image; `docker run` starts a container from it.',
          },
          {
            text: '`docker ps` lists the running containers',
            correct: true,
            why: 'Add `-a` to include stopped ones.',
          },
        ],
      },
      {
        id: 'containers-docker-6',
        kind: 'order',
        section: 'A Dockerfile',
        prompt: 'Put the build stage’s instructions in the order that makes good use of the layer cache.',
        steps: [
          'FROM node:24-slim AS build',
          'WORKDIR /app',
          'COPY package*.json ./',
          'RUN npm ci',
          'COPY . .',
          'RUN npm run build',
        ],
        why: 'Base and folder first, then the rarely changing dependency files and install, then the often changing code and the build.',
      },
      {
        id: 'containers-docker-7',
        kind: 'single',
        section: 'Container security basics',
        prompt:
          'The build must download from a private npm registry with a token. Which way keeps the token out of the image?',
        options: [
          {
            text: '`ARG NPM_TOKEN`, passed with `--build-arg`',
            correct: false,
            why: 'Build arguments persist in the image’s metadata and history, where anyone with the image can read them.',
          },
          {
            text: '`COPY .npmrc .`, then `RUN rm .npmrc` after `npm ci`',
            correct: false,
            why: 'The file stays in the layer made by `COPY`; deleting it later only hides it in the final view.',
          },
          {
            text: 'A build secret mounted only for `npm ci`',
            correct: true,
            why: '`RUN --mount=type=secret` makes the token visible to that one instruction and writes it into no layer.',
          },
          {
            text: '`ENV NPM_TOKEN=...` set before `RUN npm ci`',
            correct: false,
            why: '`ENV` values are stored in the image and in every container started from it.',
          },
        ],
      },
      {
        id: 'containers-docker-8',
        kind: 'multiple',
        section: 'Why containers',
        prompt: 'Which statements about containers are true? Pick all that apply.',
        options: [
          {
            text: 'All containers on a host share the host’s kernel',
            correct: true,
            why: 'That is why they start fast, and why a kernel vulnerability on the host affects all of them.',
          },
          {
            text: 'Namespaces give a container its own view of processes, network and files',
            correct: true,
            why: 'Isolation comes from kernel namespaces, not from separate hardware or a separate kernel.',
          },
          {
            text: 'cgroups limit how much CPU and memory a container may use',
            correct: true,
            why: 'Control groups are the kernel feature behind `--memory` and `--cpus` limits.',
          },
          {
            text: 'Each container boots its own Linux kernel, like a virtual machine',
            correct: false,
            why: 'A container is an isolated process on the host’s kernel; virtual machines are the ones that boot their own.',
          },
        ],
      },
      {
        id: 'containers-docker-9',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the fixed `compose.yaml`, the `db` service has no `ports:` at all. How does the API still reach the database?',
        options: [
          {
            text: 'Through the host’s public address, because Docker publishes 5432 automatically',
            correct: false,
            why: 'Docker publishes nothing by itself; without `ports:` nothing is reachable from outside the host.',
          },
          {
            text: 'Over the Compose network, at the service name `db`',
            correct: true,
            why: 'Compose puts both services on one network where names resolve; publishing is needed only for traffic from outside.',
          },
          {
            text: 'It cannot; the fix needs the API to run inside the same container as PostgreSQL',
            correct: false,
            why: 'One process per container is the norm; containers on the same network talk to each other directly.',
          },
        ],
      },
      {
        id: 'containers-docker-10',
        kind: 'single',
        section: 'Common mistakes',
        prompt: 'What is the problem with `image: postgres:latest` in a production Compose file?',
        options: [
          {
            text: 'The `latest` tag is only published for Windows hosts',
            correct: false,
            why: 'Images publish `latest` for the same platforms as their other tags; the issue is that it moves.',
          },
          {
            text: 'Docker refuses to start images tagged `latest` outside development mode unless forced',
            correct: false,
            why: 'Docker runs them without complaint, which is exactly how the surprise reaches production.',
          },
          {
            text: 'Any pull may bring a new major version, and you cannot say which one runs',
            correct: true,
            why: 'Pin a version tag (or a digest) so upgrades are deliberate and a rollback means something.',
          },
        ],
      },
      {
        id: 'containers-docker-11',
        kind: 'fill',
        section: 'Container security basics',
        prompt:
          'An admin UI listens on port 80 in its container. Make it reachable on port 8080 from the server itself only: `docker run -p ____:8080:80 admin-ui`.',
        answers: ['127.0.0.1'],
        why: 'Adding the loopback address binds the published port to it; without it Docker listens on every address, past the host firewall.',
      },
    ],
  },
  {
    moduleKey: 'ci-cd-pipelines',
    questions: [
      {
        id: 'ci-cd-pipelines-1',
        kind: 'single',
        section: 'Releasing safely',
        prompt: 'Why deploy the image CI built instead of building again on the production server?',
        options: [
          {
            text: 'What runs in production is then exactly what was tested',
            correct: true,
            why: 'Build once, deploy the same artifact everywhere: a rebuild could pick up other dependency versions or base images.',
          },
          {
            text: 'Production servers cannot run `docker build` for licensing reasons',
            correct: false,
            why: 'They could; the point is that a second build is a different, untested artifact.',
          },
          {
            text: 'Building on the server would leak the source code to the users of the site',
            correct: false,
            why: 'Users never see the server’s files; the risk is shipping something different from what passed the tests.',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-2',
        kind: 'order',
        section: 'Releasing safely',
        prompt:
          'Rename column `fullname` to `display_name` without breaking a rolling deployment. Put the steps in order.',
        steps: [
          'Add the new column `display_name`',
          'Deploy code that writes both columns and reads the new one',
          'Copy the old values into `display_name`',
          'In a later release, drop `fullname`',
        ],
        why: 'Old and new versions run side by side during a rollout, so each step must keep both working; the old column goes only when no code uses it.',
      },
      {
        id: 'ci-cd-pipelines-3',
        kind: 'fill',
        section: 'Continuous integration',
        prompt: 'The workflow runs on every push and on every pull request: `on: [push, ____]`.',
        answers: ['pull_request'],
        why: 'GitHub Actions names the event `pull_request`; CI then checks a change before it reaches the main branch.',
      },
      {
        id: 'ci-cd-pipelines-4',
        kind: 'multiple',
        section: 'Releasing safely',
        prompt: 'Which are safe release practices from the lesson? Pick all that apply.',
        options: [
          {
            text: 'Roll out gradually and watch error rates',
            correct: true,
            why: 'Rolling or canary deployments limit how many users a bad release reaches.',
          },
          {
            text: 'Roll back by deploying the previous image',
            correct: true,
            why: 'The previous artifact is known good and already built.',
          },
          {
            text: 'Keep the deploy key in the workflow file so the pipeline is self-contained',
            correct: false,
            why: 'Anyone who can read the repository would have it; use the CI system’s secret store.',
          },
          {
            text: 'Rebuild the image for each environment from the same commit',
            correct: false,
            why: 'Build once and promote that one artifact; each rebuild can differ.',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-5',
        kind: 'single',
        section: 'Keep pipelines fast and honest',
        prompt: 'People have learned to press "re-run" when the pipeline is red. What is the problem?',
        options: [
          {
            text: 'It costs CI minutes, so the only real fix is buying a faster runner',
            correct: false,
            why: 'Cost is the smaller problem; a pipeline that is ignored no longer protects anything.',
          },
          {
            text: 'None, if it passes on the second try',
            correct: false,
            why: 'A real failure can also pass on a retry (a race); re-running trains everyone to ignore red.',
          },
          {
            text: 'Red stops meaning "broken", so real failures slip through',
            correct: true,
            why: 'Fix flaky tests at once; a pipeline people learn to re-run stops protecting anyone.',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-6',
        kind: 'single',
        section: 'Continuous delivery and deployment',
        prompt: 'After CI passes, what does CD typically do first?',
        options: [
          {
            text: 'Merges the pull request without review',
            correct: false,
            why: 'Review is a separate, human step; CD starts from code that was merged.',
          },
          {
            text: 'Deletes the old production servers so that the new release has room to start',
            correct: false,
            why: 'Keeping the previous version runnable is what makes a quick rollback possible.',
          },
          {
            text: 'Runs the database migrations by hand on production',
            correct: false,
            why: 'The point of a pipeline is to make releases automated and repeatable, not manual.',
          },
          {
            text: 'Builds an image tagged with the commit and deploys it to staging',
            correct: true,
            why: 'Then to production, automatically (continuous deployment) or with one approval (continuous delivery).',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-7',
        kind: 'single',
        section: 'Secrets and permissions in pipelines',
        prompt: 'Why pin a third-party action as `uses: owner/action@<full commit SHA>` rather than `@v3`?',
        options: [
          {
            text: 'A tag can be moved to other code; a commit SHA always names the same code',
            correct: true,
            why: 'The action runs with your job’s token and secrets, so you want exactly the code you reviewed.',
          },
          {
            text: 'GitHub refuses to run actions that are referenced by a version tag',
            correct: false,
            why: 'Tags work; they are just mutable, which is the risk.',
          },
          {
            text: 'Commit SHAs make the workflow run faster because the runner caches them',
            correct: false,
            why: 'Pinning is about integrity, not speed.',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-8',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'In the lesson’s deploy job, which were real problems? Pick all that apply.',
        options: [
          {
            text: 'An access key written in the workflow file',
            correct: true,
            why: 'Everyone with read access to the repository, and its history, has the key.',
          },
          {
            text: 'The image was rebuilt and pushed as `latest`',
            correct: true,
            why: 'A rebuild is untested, and `latest` hides which commit runs, which makes rollback guesswork.',
          },
          {
            text: '`./migrate.sh | tee migrate.log` could fail without stopping the step',
            correct: true,
            why: 'Without `pipefail` only `tee`’s status counts, and `tee` succeeds.',
          },
          {
            text: 'The job ran on `ubuntu-latest` instead of a self-hosted runner',
            correct: false,
            why: 'GitHub-hosted runners are fresh for every job; nothing in the review depended on the runner type.',
          },
        ],
      },
      {
        id: 'ci-cd-pipelines-9',
        kind: 'fill',
        section: 'Common mistakes',
        prompt:
          'A script should stop at the first failing command, treat unset variables as errors and fail a pipeline when any part fails: `set -euo ____`.',
        answers: ['pipefail'],
        why: 'Without `pipefail`, a pipeline’s status is only its last command’s, so `build | tee log` hides a failed build.',
      },
    ],
  },
  {
    moduleKey: 'infrastructure-as-code',
    questions: [
      {
        id: 'infrastructure-as-code-1',
        kind: 'single',
        section: 'Terraform in one example',
        prompt: 'Why read `terraform plan` line by line before applying?',
        options: [
          {
            text: 'It lists the changes, including resources to be destroyed and recreated',
            correct: true,
            why: 'A renamed argument can replace a database; the plan shows it before anything happens.',
          },
          {
            text: 'Nothing is created until the plan has been read and approved in the cloud console',
            correct: false,
            why: 'Terraform does not know whether you read it; `apply` runs whether or not you looked.',
          },
          {
            text: 'The plan downloads the providers that `apply` needs',
            correct: false,
            why: 'Downloading providers is `terraform init`’s job.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-2',
        kind: 'order',
        section: 'Terraform in one example',
        prompt: 'Put the steps of a first Terraform change in order.',
        steps: [
          'Write the resources in `.tf` files',
          '`terraform init` to download the providers',
          '`terraform plan` to see what would change',
          'Read the plan',
          '`terraform apply` to make it so',
        ],
        why: 'Describe, initialise, preview, review, then apply: the plan is the moment to catch a destroy.',
      },
      {
        id: 'infrastructure-as-code-3',
        kind: 'single',
        section: 'State',
        prompt:
          'With Terraform 1.10 or later and state in S3, how do you stop two runs from changing the state at once?',
        options: [
          {
            text: 'Create a DynamoDB lock table and name it in the backend',
            correct: false,
            why: 'That older setup still works but is deprecated; S3 now locks natively.',
          },
          {
            text: 'Ask everyone in chat before running `apply`',
            correct: false,
            why: 'Human coordination fails sooner or later; the backend can enforce the lock.',
          },
          {
            text: 'Set `use_lockfile = true` in the S3 backend',
            correct: true,
            why: 'Terraform writes a lock file next to the state with a conditional write; a second run waits or fails.',
          },
          {
            text: 'Nothing: S3 versioning merges two writes of the state',
            correct: false,
            why: 'Versioning keeps old copies for recovery; it merges nothing and prevents no concurrent runs.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-4',
        kind: 'single',
        section: 'State',
        prompt: 'Two engineers apply the same configuration, each with a local state file. What can go wrong?',
        options: [
          {
            text: 'Nothing, as Terraform re-reads the cloud and merges both state files',
            correct: false,
            why: 'Terraform refreshes resources it knows from its own state; it does not merge two state files.',
          },
          {
            text: 'Each has a different picture: duplicate or overwritten resources',
            correct: true,
            why: 'State maps resources to real ones; two diverging copies disagree with reality and each other, so one run creates what the other already made, or undoes its changes.',
          },
          {
            text: 'Terraform refuses to run twice on the same account',
            correct: false,
            why: 'Without shared state and a lock, nothing tells one run about the other.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-5',
        kind: 'multiple',
        section: 'Good practice',
        prompt: 'Which are good Infrastructure-as-code practice? Pick all that apply.',
        options: [
          {
            text: 'Review infrastructure changes in pull requests',
            correct: true,
            why: 'The same review as code catches mistakes before they reach real resources.',
          },
          {
            text: 'Use variables and modules for what differs between staging and production',
            correct: true,
            why: 'One description, different inputs: environments stay alike.',
          },
          {
            text: 'Write the database password into the `.tf` file',
            correct: false,
            why: 'Files in Git are read by many; reference a secret manager.',
          },
          {
            text: 'Fix a wrong resource id by editing the state file by hand',
            correct: false,
            why: 'Never edit state by hand; Terraform has commands (`terraform state`, `import`) for that.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-6',
        kind: 'single',
        section: 'Good practice',
        prompt: 'What is OpenTofu?',
        options: [
          {
            text: 'A tool for configuring software on existing machines',
            correct: false,
            why: 'That describes Ansible.',
          },
          {
            text: 'An open fork of Terraform',
            correct: true,
            why: 'It reads the same configuration language and is developed in the open.',
          },
          {
            text: 'A way to write infrastructure in real programming languages',
            correct: false,
            why: 'That describes Pulumi.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'A refactor renames `aws_db_instance.db` to `aws_db_instance.main`, and the plan says 1 to add, 1 to destroy. What keeps the database?',
        options: [
          {
            text: 'Run `terraform apply` twice: the second run restores the data',
            correct: false,
            why: 'The first apply already deleted the old database; nothing brings the data back.',
          },
          {
            text: 'A `moved` block from the old address to the new one',
            correct: true,
            why: 'It tells Terraform the object only changed address; the plan then shows a move and nothing to destroy.',
          },
          {
            text: 'Delete the old resource from the state file with a text editor before applying',
            correct: false,
            why: 'Never edit state by hand; and Terraform would then create a second, empty database.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-8',
        kind: 'multiple',
        section: 'Variables and modules',
        prompt: 'How should one Terraform codebase serve both staging and production? Pick all that apply.',
        options: [
          {
            text: 'Call the same modules with different input variables per environment',
            correct: true,
            why: 'One description, different inputs: the environments stay alike.',
          },
          {
            text: 'Keep a separate state (its own backend key) for each environment',
            correct: true,
            why: 'A mistake while changing staging then cannot touch production’s resources.',
          },
          {
            text: 'Copy the production folder and edit the copy by hand for staging',
            correct: false,
            why: 'Copies drift apart; a fix in one is forgotten in the other.',
          },
          {
            text: 'Rely on `sensitive = true` to keep the database password out of the state',
            correct: false,
            why: 'It hides the value in Terraform’s output only; the state still holds it.',
          },
        ],
      },
      {
        id: 'infrastructure-as-code-9',
        kind: 'fill',
        section: 'Good practice',
        prompt:
          'Make Terraform refuse any plan that would delete the production database: `lifecycle { ____ = true }`.',
        answers: ['prevent_destroy'],
        why: 'With `prevent_destroy`, a plan that would destroy the resource fails with an error instead of running.',
      },
    ],
  },
  {
    moduleKey: 'cloud-fundamentals',
    questions: [
      {
        id: 'cloud-fundamentals-1',
        kind: 'single',
        section: 'Regions and availability zones',
        prompt: 'Why run app servers in two availability zones rather than one?',
        options: [
          {
            text: 'Traffic between zones is free, unlike traffic inside one',
            correct: false,
            why: 'Cross-zone traffic usually costs more, not less; the reason is resilience.',
          },
          {
            text: 'Zones are separate data centres; one can fail alone',
            correct: true,
            why: 'Zones are separate data centres within a region, so a failure in one leaves the other serving.',
          },
          {
            text: 'To serve users on two continents with lower latency',
            correct: false,
            why: 'Zones are in the same region; for other continents you need other regions.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-2',
        kind: 'fill',
        section: 'Regions and availability zones',
        prompt: 'A ____ is a geographic area that contains several availability zones.',
        answers: ['region'],
        caseInsensitive: true,
        why: 'Pick regions near your users and where their data may legally live; spread over its zones for resilience.',
      },
      {
        id: 'cloud-fundamentals-3',
        kind: 'single',
        section: 'Responsibility is shared',
        prompt: 'A storage bucket with customer files was left public. Whose responsibility was that?',
        options: [
          {
            text: 'The provider’s, since it runs the storage service',
            correct: false,
            why: 'The provider secures hardware and services; the bucket’s settings are your configuration.',
          },
          {
            text: 'Nobody’s, because cloud storage is encrypted anyway',
            correct: false,
            why: 'Encryption at rest does not help when the bucket hands files to anyone who asks.',
          },
          {
            text: 'Yours: bucket settings are your configuration',
            correct: true,
            why: 'Under the shared responsibility model, you secure what you configure; public buckets cause many breaches.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-4',
        kind: 'single',
        section: 'Least privilege',
        prompt: 'A service only needs to read files from the bucket `invoices`. Which permission fits?',
        options: [
          {
            text: 'Full administrator access, to avoid permission errors later',
            correct: false,
            why: 'A compromised service could then do anything in the account.',
          },
          {
            text: 'Read and write on all buckets',
            correct: false,
            why: 'Write and other buckets are beyond what the service needs.',
          },
          {
            text: 'Read objects, only in `invoices`',
            correct: true,
            why: 'Least privilege: only the action it performs, only on the resource it uses, through a role rather than a long-lived key.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-5',
        kind: 'multiple',
        section: 'Least privilege',
        prompt: 'Which follow the lesson’s identity advice? Pick all that apply.',
        options: [
          {
            text: 'Applications use roles instead of long-lived access keys',
            correct: true,
            why: 'Roles give short-lived credentials; a leaked long-lived key works until someone notices.',
          },
          {
            text: 'People turn on multi-factor authentication',
            correct: true,
            why: 'A stolen password alone is then not enough.',
          },
          {
            text: 'The team shares one administrator login',
            correct: false,
            why: 'Nobody can tell who did what, and one leak exposes everything.',
          },
          {
            text: 'Each service gets only the permissions it needs',
            correct: true,
            why: 'That limits what a compromised service can do.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-6',
        kind: 'single',
        section: 'Cost',
        prompt: 'The staging environment runs all weekend with nobody using it. What does the lesson suggest?',
        options: [
          {
            text: 'Nothing: cloud resources only cost money while someone uses them',
            correct: false,
            why: 'You pay for what runs, used or not: an idle virtual machine bills by the hour.',
          },
          {
            text: 'Turn idle environments off, and set budgets and alerts',
            correct: true,
            why: 'Alerts catch surprises early; switching off idle environments is the simplest saving.',
          },
          {
            text: 'Move it to a region on another continent, where it is free',
            correct: false,
            why: 'No region runs servers for free; prices differ a little, idle time still costs.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-7',
        kind: 'single',
        section: 'Networks in the cloud',
        prompt: 'Where does the lesson’s usual layout put the PostgreSQL database, and who may reach port 5432?',
        options: [
          {
            text: 'A public subnet, open to `0.0.0.0/0` but protected by a strong password',
            correct: false,
            why: 'Then anyone on the internet can try the password and any database vulnerability.',
          },
          {
            text: 'A private subnet, reachable only from the application’s security group',
            correct: true,
            why: 'Only the load balancer needs to face the internet; the database only talks to the app.',
          },
          {
            text: 'Any subnet, since security groups allow all inbound traffic by default',
            correct: false,
            why: 'It is the other way round: security groups deny inbound traffic unless a rule allows it.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'The invoice service reads and writes PDFs in `acme-invoices` only. Which policy statement follows least privilege?',
        options: [
          {
            text: '`"Action": "s3:*"` on `"Resource": "*"`',
            correct: false,
            why: 'That allows every S3 action on every bucket, including deleting and making buckets public.',
          },
          {
            text: '`"Action": ["s3:GetObject", "s3:PutObject"]` on `arn:aws:s3:::acme-invoices/*`',
            correct: true,
            why: 'Only the two actions the service performs, only on the objects of its bucket.',
          },
          {
            text: '`"Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteBucket"]` on all buckets',
            correct: false,
            why: 'The service never deletes buckets, and it does not need other buckets at all.',
          },
        ],
      },
      {
        id: 'cloud-fundamentals-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which are mistakes the lesson warns about? Pick all that apply.',
        options: [
          {
            text: 'Using the root user for daily work',
            correct: true,
            why: 'Root can do everything, including closing the account; keep it locked away with MFA.',
          },
          {
            text: 'Running everything in one availability zone',
            correct: true,
            why: 'One data-centre incident then takes the whole service down.',
          },
          {
            text: 'Setting budget alerts on every account',
            correct: false,
            why: 'That is the advice, not the mistake: alerts catch forgotten machines and misuse early.',
          },
          {
            text: 'Long-lived access keys stored in CI variables',
            correct: true,
            why: 'Roles with short-lived credentials leave no permanent key to leak.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'kubernetes-basics',
    questions: [
      {
        id: 'kubernetes-basics-1',
        kind: 'single',
        section: 'Probes',
        prompt: 'What happens when a pod’s readiness probe fails, and when its liveness probe fails?',
        options: [
          {
            text: 'Both restart the container',
            correct: false,
            why: 'Only liveness restarts; readiness just takes the pod out of traffic.',
          },
          {
            text: 'Readiness: the container is restarted. Liveness: the pod is removed from the Service',
            correct: false,
            why: 'That swaps them: readiness controls traffic, liveness controls restarts.',
          },
          {
            text: 'Both delete the whole Deployment until someone reapplies it',
            correct: false,
            why: 'Probes act on a container or its traffic; the Deployment and its desired state remain.',
          },
          {
            text: 'Readiness: no traffic, still running. Liveness: the container is restarted',
            correct: true,
            why: 'Readiness asks "can you take requests now?", liveness "are you still working?".',
          },
        ],
      },
      {
        id: 'kubernetes-basics-2',
        kind: 'single',
        section: 'Probes',
        prompt: 'A liveness probe also checks the database. The database goes down for a minute. What happens?',
        options: [
          {
            text: 'Kubernetes restarts every pod at once, though restarting fixes nothing here',
            correct: true,
            why: 'Keep liveness about the process itself; a dependency outage belongs in readiness, if anywhere.',
          },
          {
            text: 'Nothing, since Kubernetes ignores probe failures caused by other services',
            correct: false,
            why: 'Kubernetes cannot tell why a probe failed; a failed liveness probe means a restart.',
          },
          {
            text: 'Kubernetes restarts the database',
            correct: false,
            why: 'A pod’s probe only acts on that pod’s containers.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-3',
        kind: 'single',
        section: 'The core objects',
        prompt: 'Why do other pods call the `api` Service instead of the pods’ addresses?',
        options: [
          {
            text: 'Pods come and go with new addresses; the Service stays',
            correct: true,
            why: 'A Service is a stable name and address in front of the current ready pods of a deployment.',
          },
          {
            text: 'Pod addresses are secret and only the Service may know them',
            correct: false,
            why: 'They are not secret; they just keep changing.',
          },
          {
            text: 'Pods cannot receive traffic from other pods directly',
            correct: false,
            why: 'They can; the problem is knowing which pods exist right now.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-4',
        kind: 'multiple',
        section: 'The core objects',
        prompt: 'Which statements match the lesson? Pick all that apply.',
        options: [
          {
            text: 'A Pod is the smallest unit Kubernetes schedules',
            correct: true,
            why: 'One or more containers that run together on one node.',
          },
          {
            text: 'A Deployment says how many pods of which image, and rolls out new versions gradually',
            correct: true,
            why: 'With `replicas: 3`, Kubernetes keeps three pods running and replaces dead ones.',
          },
          {
            text: 'A ConfigMap is the place for database passwords',
            correct: false,
            why: 'Secrets belong in a Secret (ideally fed from a secret manager); ConfigMaps are for plain configuration.',
          },
          {
            text: 'Ingress routes outside HTTP traffic to services',
            correct: true,
            why: 'Its API is frozen; the Gateway API is its successor for new features.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-5',
        kind: 'fill',
        section: 'Everyday commands',
        prompt: 'Version 1.4.3 misbehaves. Go back to the previous rollout with `kubectl rollout ____ deploy/api`.',
        answers: ['undo'],
        why: '`kubectl rollout undo` returns the Deployment to its previous revision.',
      },
      {
        id: 'kubernetes-basics-6',
        kind: 'single',
        section: 'When not to',
        prompt: 'A two-person team runs one web app and its database. What does the lesson suggest?',
        options: [
          {
            text: 'Kubernetes from day one, so it can scale later',
            correct: false,
            why: 'Its power comes with complexity someone must operate; adopt it when many services justify it.',
          },
          {
            text: 'A managed container platform',
            correct: true,
            why: 'A small app is often better served by one; Kubernetes pays off with many services and people to run it.',
          },
          {
            text: 'One Kubernetes cluster per service, for isolation',
            correct: false,
            why: 'That multiplies the operating work the lesson warns about.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-7',
        kind: 'single',
        section: 'Resources and rolling updates',
        prompt: 'A container with `limits: { memory: 512Mi }` tries to use 700 Mi. What happens?',
        options: [
          {
            text: 'It is slowed down until its memory use falls below the limit',
            correct: false,
            why: 'Throttling is what happens at the CPU limit; memory cannot be throttled.',
          },
          {
            text: 'It is killed (OOMKilled) and restarted',
            correct: true,
            why: 'Exceeding the memory limit ends the container; `describe` shows `OOMKilled` as the last state.',
          },
          {
            text: 'The scheduler moves the pod to a node with more free memory',
            correct: false,
            why: 'The scheduler places pods by their requests when they start; it does not move running pods.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-8',
        kind: 'single',
        section: 'Configuration and secrets',
        prompt: 'A colleague says the database password is safe because it is in a Kubernetes Secret. What is missing?',
        options: [
          {
            text: 'Nothing: Secrets are encrypted with a key only the pod knows',
            correct: false,
            why: 'Secrets are base64-encoded, which anyone can decode; they are not encrypted by that alone.',
          },
          {
            text: 'Restricting who may read Secrets (RBAC) and encryption at rest in etcd',
            correct: true,
            why: 'By default Secrets sit unencrypted in etcd and any user allowed to read them can decode them.',
          },
          {
            text: 'Moving the password into a ConfigMap, which is stored separately from etcd',
            correct: false,
            why: 'ConfigMaps are for plain settings and are stored in etcd as well; that would make it worse.',
          },
        ],
      },
      {
        id: 'kubernetes-basics-9',
        kind: 'order',
        section: 'Worked example',
        prompt: 'A new version’s pod is in `CrashLoopBackOff`. Put the lesson’s steps in order.',
        steps: [
          '`kubectl get pods` to see which pod fails',
          '`kubectl describe pod` to read its last state and events',
          '`kubectl logs <pod> --previous` to read the crashed container’s output',
          '`kubectl rollout undo deploy/api` to protect users',
          'Fix the manifest in Git and deploy again through the pipeline',
        ],
        why: 'Find the pod, read why it ended and what it printed, restore the working version, then fix the cause where it is versioned.',
      },
    ],
  },
  {
    moduleKey: 'observability',
    questions: [
      {
        id: 'observability-1',
        kind: 'output',
        section: 'What to measure first',
        prompt: '100 requests: 98 take 100 ms, 2 take 3000 ms. What does this print?',
        code: {
          language: 'javascript',
          source: `const latencies = [...Array(98).fill(100), 3000, 3000];
const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
const sorted = [...latencies].sort((a, b) => a - b);
const p99 = sorted[Math.ceil(0.99 * sorted.length) - 1];
console.log(\`mean \${mean} ms, p99 \${p99} ms\`);`,
        },
        options: [
          {
            text: 'mean 158 ms, p99 100 ms',
            correct: false,
            why: 'The 99th value of 100 sorted ones is the first 3000 ms request: p99 sees the slow tail.',
          },
          {
            text: 'mean 100 ms, p99 3000 ms',
            correct: false,
            why: 'The two slow requests raise the mean too: 15800 / 100 = 158.',
          },
          {
            text: 'mean 1550 ms, p99 3000 ms',
            correct: false,
            why: '1550 is the average of 100 and 3000, not of the 100 requests.',
          },
          {
            text: 'mean 158 ms, p99 3000 ms',
            correct: true,
            why: 'The mean looks fine while 2 % of users wait 3 s; p99 shows them. That is why the lesson says to watch p95 and p99.',
          },
        ],
      },
      {
        id: 'observability-2',
        kind: 'single',
        section: 'Three kinds of signal',
        prompt: 'One checkout request takes 4 s. Which signal shows which service or query spent the time?',
        options: [
          {
            text: 'A trace',
            correct: true,
            why: 'A trace follows one request through services and database calls, with the time spent in each step.',
          },
          {
            text: 'A CPU metric of the checkout service',
            correct: false,
            why: 'Metrics aggregate over time and requests; they show that things are slow, not where one request spent its time.',
          },
          {
            text: 'The error rate on the dashboard',
            correct: false,
            why: 'The request succeeded slowly, so error rates do not even see it.',
          },
        ],
      },
      {
        id: 'observability-3',
        kind: 'fill',
        section: 'What to measure first',
        prompt: 'The RED method: Rate of requests, Errors, and ____.',
        answers: ['Duration'],
        caseInsensitive: true,
        why: 'Duration is the latency; look at its 95th and 99th percentiles, not its average.',
      },
      {
        id: 'observability-4',
        kind: 'multiple',
        section: 'Alerts people trust',
        prompt: 'Which are good alerts for a web API? Pick all that apply.',
        options: [
          {
            text: '5 % of checkouts have failed over the last 10 minutes',
            correct: true,
            why: 'A symptom users feel, sustained long enough to need a human.',
          },
          {
            text: 'p99 latency above 2 s for 10 minutes, with a runbook link',
            correct: true,
            why: 'A user-facing symptom, and the runbook says what to check.',
          },
          {
            text: 'CPU above 80 % for 30 seconds on any server',
            correct: false,
            why: 'A short CPU spike often harms nobody; alerts like this get ignored, and then real ones are missed.',
          },
          {
            text: 'Every single 500 response, paged immediately',
            correct: false,
            why: 'One error is noise at scale; alert on a rate that shows users suffer.',
          },
        ],
      },
      {
        id: 'observability-5',
        kind: 'single',
        section: 'Service level objectives',
        prompt:
          'The SLO is "99.9 % of requests succeed over 30 days", and the API serves 10 million requests in that time. How many may fail within the error budget?',
        options: [
          {
            text: '1,000',
            correct: false,
            why: 'That is 0.01 %; the budget is 0.1 %.',
          },
          {
            text: '100,000',
            correct: false,
            why: 'That is 1 %, a 99 % SLO.',
          },
          {
            text: '10,000',
            correct: true,
            why: '0.1 % of 10,000,000. When it is spent, slow down releases and fix reliability.',
          },
        ],
      },
      {
        id: 'observability-6',
        kind: 'single',
        section: 'Three kinds of signal',
        prompt: 'How should a service write its logs so one request can be followed?',
        options: [
          {
            text: 'Free text sentences, one per line, which people read most easily',
            correct: false,
            why: 'Free text is hard to search and filter reliably across many services.',
          },
          {
            text: 'Structured JSON with a request id',
            correct: true,
            why: 'Fields can be searched, and the request id ties one request’s lines together.',
          },
          {
            text: 'Only errors, with the full request including the Authorization header',
            correct: false,
            why: 'Tokens and passwords must never reach logs, and errors alone miss the context.',
          },
        ],
      },
      {
        id: 'observability-7',
        kind: 'single',
        section: 'Metrics with Prometheus',
        prompt: 'A developer wants to add the label `user_id` to `http_requests_total`. What is the problem?',
        options: [
          {
            text: 'Prometheus labels may only contain numbers, not identifiers',
            correct: false,
            why: 'Label values are strings; the problem is how many different values there are.',
          },
          {
            text: 'Each user id creates another time series, which can overwhelm Prometheus',
            correct: true,
            why: 'Unbounded values belong in logs and traces; labels should have a small, fixed set of values.',
          },
          {
            text: 'Counters cannot have labels; only gauges can',
            correct: false,
            why: 'Any metric type can have labels, such as `code` or `method` on a request counter.',
          },
        ],
      },
      {
        id: 'observability-8',
        kind: 'fill',
        section: 'Traces with OpenTelemetry',
        prompt:
          'Service A passes its trace context to service B in the W3C ____ HTTP header, so B’s spans join the same trace.',
        answers: ['traceparent'],
        caseInsensitive: true,
        why: 'It carries the version, trace id, parent span id and flags; OpenTelemetry reads and writes it for you.',
      },
      {
        id: 'observability-9',
        kind: 'order',
        section: 'Worked example',
        prompt: 'A latency alert fires after a deploy. Put the lesson’s investigation in order.',
        steps: [
          'Open the RED dashboard named in the runbook',
          'Filter the slow traces and find the long span',
          'Follow the trace id into the logs for that request',
          'Roll back to protect users',
          'Fix the cause (an index) and ship it in a new version',
        ],
        why: 'Metrics show that and when, traces show where, logs show why; users are protected before the root cause is fixed.',
      },
    ],
  },
];
