import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/**
 * Security exam questions (issue 29) on the infrastructure lessons the Security roadmap shares with
 * the DevOps roadmap: networking-basics, linux-fundamentals and containers-docker, asked from a
 * security engineer's side. Keys are stable: never rename or reuse them. Output questions were run
 * with python3 and bash 5.
 */
export const SECURITY_EXAM_SHARED_INFRA: ExamQuestionContent[] = [
  {
    key: 'security-021',
    kind: 'single',
    prompt:
      'A cloud VM with a public address runs Redis, and `ss -tlnp` shows it listening on `0.0.0.0:6379`. No firewall or security group rule restricts the port. Who can open a connection to it?',
    options: opts(
      'Only programs running on the VM itself, since 0.0.0.0 means "this machine"',
      'Only machines in the same private subnet',
      'Anyone who can route packets to the VM, including the whole internet',
      'Nobody, until Redis is given a TLS certificate',
    ),
    correct: ['c'],
    explanation:
      '0.0.0.0 means every interface, the public one included, and nothing filters the port. Bind to loopback or the private address and allow the port only from the hosts that need it.',
    moduleKey: 'networking-basics',
    section: 'Addresses and ports',
  },
  {
    key: 'security-022',
    kind: 'single',
    prompt:
      'From an app server, `curl http://10.0.3.7:8080/health` fails at once with "Connection refused". What does that tell you first?',
    options: opts(
      'A firewall somewhere between the two machines is silently dropping every packet',
      'The host answered, but nothing accepts connections on that address and port',
      'The name could not be resolved through DNS',
      'The server’s TLS certificate has expired',
    ),
    correct: ['b'],
    explanation:
      'A refusal is an answer: the machine is reachable and said no, because nothing listens there (or the program listens on another address). A firewall that drops packets produces a timeout instead.',
    moduleKey: 'networking-basics',
    section: 'Debugging a connection',
  },
  {
    key: 'security-023',
    kind: 'multiple',
    prompt:
      'A user logs in to `https://shop.example` over a café’s Wi-Fi, and an attacker controls the café’s router. With TLS working normally, what can the attacker still learn? (Choose all that apply.)',
    options: opts(
      'The IP address of the server the user connects to',
      'Usually the site’s name, `shop.example`',
      'The password typed into the login form',
      'Roughly how much data flows each way',
      'The session cookie the site sets after login',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'TLS encrypts the content (form fields, cookies, paths) but not the addresses packets travel between, the traffic volume, or, in most connections, the server name. Without TLS the password and cookie would be readable too.',
    moduleKey: 'networking-basics',
    section: 'TCP, UDP and TLS',
  },
  {
    key: 'security-024',
    kind: 'output',
    prompt: 'A script sorts the addresses found in a log into private (RFC 1918) and public ones. What does it print?',
    code: `import ipaddress
private = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
seen = ["172.20.4.9", "172.32.0.1", "192.168.10.5", "8.8.8.8"]
print([a for a in seen if any(ipaddress.ip_address(a) in n for n in private)])`,
    language: 'python',
    options: opts(
      "['172.20.4.9', '172.32.0.1', '192.168.10.5']",
      "['172.20.4.9', '192.168.10.5']",
      "['192.168.10.5']",
      "['172.32.0.1', '8.8.8.8']",
    ),
    correct: ['b'],
    explanation:
      '172.16.0.0/12 fixes the first 12 bits, so it runs from 172.16.0.0 to 172.31.255.255: 172.20.4.9 is inside, 172.32.0.1 is a public address. 8.8.8.8 is public too.',
    moduleKey: 'networking-basics',
    section: 'Addresses and ports',
  },
  {
    key: 'security-025',
    kind: 'single',
    prompt:
      'An API behind a load balancer limits login attempts per client IP, and it reads that IP from the `X-Forwarded-For` header of every request, whoever sent it. The API servers also accept connections directly from the internet. What can an attacker do?',
    options: opts(
      'Nothing: the load balancer always overwrites the header',
      'Read the IP addresses of other users from the headers of their requests',
      'Break the TLS certificate check of the load balancer',
      'Send requests with a made-up header for each attempt, dodging the limit',
    ),
    correct: ['d'],
    explanation:
      'Clients can set the header themselves, and requests that bypass the balancer arrive with whatever the attacker wrote. Trust the header only from your own load balancer, and do not expose the app servers directly.',
    moduleKey: 'networking-basics',
    section: 'Firewalls and load balancers',
  },
  {
    key: 'security-026',
    kind: 'single',
    prompt:
      'root’s crontab runs `/opt/backup/run.sh` every night, and `ls -l` shows it as `-rwxrwxrwx 1 root root`. Why does this matter?',
    options: opts(
      'It does not: cron runs scripts as the user who owns the file',
      'Any local user can edit the script and have root run their commands',
      'The script cannot run, since a file executable by everyone is blocked by cron',
      'Only the backup’s speed suffers, since every user’s cron jobs read the same file',
    ),
    correct: ['b'],
    explanation:
      'The last triplet (`rwx`) lets everyone write the file, and root executes whatever it contains: a direct path to root. Make it writable only by root, e.g. `chmod 700` or `755`.',
    moduleKey: 'linux-fundamentals',
    section: 'Files and permissions',
  },
  {
    key: 'security-027',
    kind: 'single',
    prompt:
      'During a review you find `-rwsr-xr-x 1 root root /usr/local/bin/report-tool`, a program nobody on the team installed. Why is it worth raising?',
    options: opts(
      'Every user may run it, and it then runs with root’s rights',
      'Only root may run it, so it is harmless',
      'It is a directory, so nothing inside can be executed',
      'The `s` means the file was signed by the distribution’s package maintainers',
    ),
    correct: ['a'],
    explanation:
      'The `s` in the owner’s execute place is the setuid bit: the program runs as its owner, root, whoever starts it. Unexpected setuid-root programs are a classic way to escalate privileges.',
    moduleKey: 'linux-fundamentals',
    section: 'Files and permissions',
  },
  {
    key: 'security-028',
    kind: 'single',
    prompt:
      '`journalctl -u ssh --since today` shows thousands of lines like "Failed password for root from 198.51.100.7". What is going on, and which change removes that risk?',
    options: opts(
      'A disk is failing; replace it before the journal is lost',
      'Someone deleted root’s password and the logins fail; set a new password',
      'Password guessing; allow key-only SSH and refuse root logins',
      'The SSH service is overloaded; give it more memory',
    ),
    correct: ['c'],
    explanation:
      'Repeated failed logins from one address are a password-guessing attack. `PasswordAuthentication no` and `PermitRootLogin no` in `sshd_config` leave nothing to guess, and a firewall rule can limit SSH to known addresses.',
    moduleKey: 'linux-fundamentals',
    section: 'Disk, memory and logs',
  },
  {
    key: 'security-029',
    kind: 'output',
    prompt: 'What does this print?',
    code: `file="my report.txt"
set -- $file
echo $#
set -- "$file"
echo $#`,
    language: 'bash',
    options: opts('1 1', '2 1', '2 2', '1 2'),
    correct: ['b'],
    explanation:
      '`set --` sets the script’s arguments and `$#` counts them. Unquoted, the value splits at the space into two words; quoted, it stays one argument. Quote variables, or a file name with a space (or a crafted one) turns into several arguments.',
    moduleKey: 'linux-fundamentals',
    section: 'Shell scripts: quoting and exit codes',
  },
  {
    key: 'security-030',
    kind: 'multiple',
    prompt:
      'A new colleague needs access to a production server. Which steps follow the lesson’s practice? (Choose all that apply.)',
    options: opts(
      'Add their public key to `~/.ssh/authorized_keys` of their own account',
      'Share the root password with them over chat',
      'Grant `sudo` only if their work needs it, and edit sudoers with `visudo`',
      'Give them a copy of your private key so they can log in as you',
    ),
    correct: ['a', 'c'],
    explanation:
      'Each person gets an own account with key login, so actions are logged per person, and root rights only when needed. Shared passwords and shared private keys make every login anonymous and impossible to revoke for one person.',
    moduleKey: 'linux-fundamentals',
    section: 'Users, root and sudo',
  },
  {
    key: 'security-031',
    kind: 'single',
    prompt:
      'A server’s `ufw` firewall denies all incoming traffic except 22 and 443. A developer starts `docker run -d -p 5432:5432 postgres:18`, and a scan from the internet finds 5432 open. Why?',
    options: opts(
      'ufw filters only UDP traffic by default, while PostgreSQL listens on TCP, so the deny rule never matched',
      'Docker writes its own firewall rules for published ports, which the ufw rules do not cover',
      'PostgreSQL opens a hole in the firewall itself whenever it starts',
      'The scan is wrong: a port blocked by ufw can never be reached',
    ),
    correct: ['b'],
    explanation:
      'Published ports are handled by Docker’s own rules and reach the container before ufw’s rules apply. Bind to loopback (`-p 127.0.0.1:5432:5432`) or leave the port unpublished and use a Docker network.',
    moduleKey: 'containers-docker',
    section: 'Container security basics',
  },
  {
    key: 'security-032',
    kind: 'single',
    prompt:
      'A Dockerfile has `COPY credentials.json /tmp/`, then `RUN ./fetch-models.sh`, then `RUN rm /tmp/credentials.json`. The image is pushed to a registry your partners can pull from. Are the credentials exposed?',
    options: opts(
      'No: the last instruction deleted the file before the push',
      'No: registries strip deleted files when they receive an image',
      'Only if a partner starts a container as root',
      'Yes: the file remains in the layer that `COPY` created',
    ),
    correct: ['d'],
    explanation:
      'Every layer is stored and can be extracted; a later `rm` only hides the file in the final view. Rotate the credentials, and give the build a secret mount instead of copying the file.',
    moduleKey: 'containers-docker',
    section: 'Container security basics',
  },
  {
    key: 'security-033',
    kind: 'single',
    prompt:
      'On a shared build server, a developer asks to join the `docker` group "so I don’t need sudo for docker commands". What does granting it mean?',
    options: opts(
      'They can only manage the containers they started themselves',
      'They can run containers but never mount host folders',
      'They can in effect become root on the server',
      'Nothing changes; the group only hides a warning',
    ),
    correct: ['c'],
    explanation:
      'Members of the `docker` group can talk to the Docker socket, and can therefore start a container that mounts the host’s root filesystem. Treat the group like sudo, or use rootless Docker.',
    moduleKey: 'containers-docker',
    section: 'Container security basics',
  },
  {
    key: 'security-034',
    kind: 'single',
    prompt:
      'A Linux kernel privilege-escalation flaw is published. Your services all run in containers on hosts that have not been patched. Why are the containers not protected by their isolation?',
    options: opts(
      'Every container runs on the host’s own kernel, so the flaw is reachable from inside them',
      'Containers do protect them: each one boots its own separate kernel, which is patched when the image is rebuilt',
      'Containers are only affected if they were built from an Ubuntu base image',
      'The flaw only matters for containers started with `-p`',
    ),
    correct: ['a'],
    explanation:
      'Containers are isolated processes sharing the host kernel, not virtual machines. Patch and reboot the hosts; rebuilding the images does not change the kernel they run on.',
    moduleKey: 'containers-docker',
    section: 'Why containers',
  },
  {
    key: 'security-035',
    kind: 'multiple',
    prompt:
      'You review a `compose.yaml` for a cloud server. Which of these findings are real risks to report? (Choose all that apply.)',
    options: opts(
      '`db` has `ports: ["5432:5432"]`',
      '`POSTGRES_PASSWORD: S3cret!` is written in the file, which is in Git',
      '`db` keeps its data in a named volume',
      'The API connects to the database at the host name `db`',
      'The database image is `postgres:latest`',
    ),
    correct: ['a', 'b', 'e'],
    explanation:
      'A published database port on every address, a password in version control and a moving `latest` tag are findings. A named volume is how data should persist, and reaching `db` by service name over the Compose network is the safe design.',
    moduleKey: 'containers-docker',
    section: 'Worked example',
  },
];
