import { DEVOPS_EXAM_INFRA } from './devops-parts/infra.js';
import { DEVOPS_EXAM_OPERATIONS } from './devops-parts/operations.js';
import { DEVOPS_EXAM_PLATFORM } from './devops-parts/platform.js';
import type { ExamBankContent } from './exam-types.js';
import { DEVOPS_EXAM_SHARED } from './devops-parts/shared.js';
import { multiple, outputQuestion, single } from './question-builders.js';

const output = outputQuestion('bash', 'What does this print?');

/** The DevOps & Cloud Engineer exam bank. Question keys are stable: never rename or reuse them. Every output question was run with bash 5. */
export const DEVOPS_EXAM: ExamBankContent = {
  roadmapSlug: 'devops',
  questions: [
    {
      ...single(
        'devops-001',
        'linux-fundamentals',
        'A file shows `-rwxr-x--- 1 ana ops deploy.sh`. Who may execute it?',
        ['Everyone', 'Only ana', 'ana and members of the ops group', 'Nobody until chmod +x is run'],
        'c',
        'The owner (ana) has rwx and the group (ops) has r-x, both including execute; others have no permissions at all.',
      ),
      section: 'Files and permissions',
    },
    {
      ...single(
        'devops-002',
        'linux-fundamentals',
        'Which command shows the state and the latest log lines of the nginx service on a systemd system?',
        ['ps nginx', 'systemctl status nginx', 'service --logs nginx', 'cat /etc/nginx'],
        'b',
        'systemctl status shows whether the unit is active, its main process and the most recent journal lines; journalctl -u nginx shows the full log.',
      ),
      section: 'Processes and services',
    },
    {
      ...single(
        'devops-003',
        'linux-fundamentals',
        'A server stopped writing logs and the database refuses writes. Which command checks the most common cause first?',
        ['df -h', 'uname -a', 'whoami', 'history'],
        'a',
        'A full disk breaks writes of every kind; df -h shows the free space of each filesystem.',
      ),
      section: 'Disk, memory and logs',
    },
    {
      ...single(
        'devops-004',
        'networking-basics',
        'You changed a DNS A record an hour ago, but some users still reach the old server. Why?',
        [
          'DNS changes need a server reboot',
          'Resolvers cache the old answer until its TTL expires',
          'A records cannot be changed once created',
          'Browsers ignore DNS for HTTPS sites',
        ],
        'b',
        'Every DNS answer carries a time to live; resolvers and clients may keep using the cached answer until it expires. Lower the TTL before a planned move.',
      ),
      section: 'DNS',
    },
    {
      ...single(
        'devops-005',
        'networking-basics',
        "Which ports should a public web server's firewall open to the whole internet?",
        ['22, 80, 443 and 5432', '80 and 443', 'Every port from 1 to 1024', '443 and 5432'],
        'b',
        'HTTP and HTTPS are for everyone; SSH should be limited to known addresses or a bastion, and the database should be reachable only from the app servers.',
      ),
      section: 'Firewalls and load balancers',
    },
    {
      ...single(
        'devops-006',
        'networking-basics',
        'What does TLS provide on an HTTPS connection?',
        [
          'Compression of the response',
          "Encryption and proof of the server's identity",
          'Load balancing between servers',
          'Faster DNS lookups',
        ],
        'b',
        'TLS encrypts the traffic and, through the certificate, lets the client check it is talking to the real server.',
      ),
      section: 'TCP, UDP and TLS',
    },
    {
      ...single(
        'devops-007',
        'containers-docker',
        'What is the difference between an image and a container?',
        [
          'They are the same thing',
          'An image is a packaged, read-only template; a container is a running instance of it',
          'A container is the file on disk; an image is the running process',
          'Images are for Linux and containers for Windows',
        ],
        'b',
        'You build an image once and can start many containers from it, each with its own writable layer and process.',
      ),
      section: 'Why containers',
    },
    {
      ...single(
        'devops-008',
        'containers-docker',
        'Why copy package.json and run `npm ci` before copying the rest of the source in a Dockerfile?',
        [
          'npm requires it',
          'So the dependency layer is cached and reused when only the source code changes',
          'To make the image smaller',
          'To run the tests during the build',
        ],
        'b',
        'Docker caches each layer; when the dependency manifest has not changed, the slow install layer is reused and only the later COPY of the source is rebuilt.',
      ),
      section: 'A Dockerfile',
    },
    {
      ...single(
        'devops-009',
        'containers-docker',
        'An app container saves uploaded files inside its own filesystem, with no volume mounted. The container is removed and a new one is started from the same image. What happens to the files?',
        [
          'They are kept in the image',
          'They are lost',
          'Docker backs them up automatically',
          "They move to the host's home folder",
        ],
        'b',
        "A container's writable layer disappears with the container. Persistent data belongs in a volume (or a managed database).",
      ),
      section: 'Several services',
    },
    {
      ...single(
        'devops-010',
        'containers-docker',
        'What does a multi-stage Dockerfile mainly achieve?',
        [
          'Running several containers at once',
          'A final image with only what is needed to run, without the build tools',
          'Building for several CPU architectures',
          'Faster network access inside the container',
        ],
        'b',
        'Earlier stages compile and install; the final stage copies just the output, so the runtime image is smaller and exposes less.',
      ),
      section: 'A Dockerfile',
    },
    {
      ...single(
        'devops-011',
        'ci-cd-pipelines',
        'Why deploy the exact image CI built and tested, rather than building again on the server?',
        [
          'It is cheaper to store',
          'So what runs in production is exactly what was tested',
          'Servers cannot build images',
          'To skip the tests',
        ],
        'b',
        'Building once and promoting the same artifact through environments removes "it built differently" surprises.',
      ),
      section: 'Releasing safely',
    },
    {
      ...single(
        'devops-012',
        'ci-cd-pipelines',
        'A release renames a database column. What breaks during a rolling deployment, and what avoids it?',
        [
          'Nothing breaks',
          'Old instances still query the old name: add the new column first, switch code, remove the old one in a later release',
          'New instances cannot start: restart the database',
          'The load balancer fails: deploy at night',
        ],
        'b',
        'During a rollout old and new code run at the same time against one database, so schema changes must be compatible with both ("expand, then contract").',
      ),
      section: 'Releasing safely',
    },
    {
      ...single(
        'devops-013',
        'ci-cd-pipelines',
        'A test in the pipeline fails randomly about once in twenty runs. What is the right response?',
        [
          'Re-run the pipeline until it passes',
          'Fix the test or the race it reveals, or remove it',
          'Disable CI for that branch',
          'Add a sleep before every test',
        ],
        'b',
        'A flaky test trains people to ignore red pipelines; it either hides a real race or is badly written, and either way must be fixed.',
      ),
      section: 'Keep pipelines fast and honest',
    },
    {
      ...single(
        'devops-014',
        'infrastructure-as-code',
        'Why read `terraform plan` carefully before `terraform apply`?',
        [
          'It formats the files',
          'It shows what will be created, changed or destroyed, including resources that will be replaced',
          'It downloads the providers',
          'It is optional and only prints the version',
        ],
        'b',
        'A plan can reveal that a change forces a replacement (destroy and recreate), which for a database means data loss.',
      ),
      section: 'Terraform in one example',
    },
    {
      ...single(
        'devops-015',
        'infrastructure-as-code',
        'Where should a team keep Terraform state?',
        [
          "On each engineer's laptop",
          'In a remote backend with locking',
          'In the Git repository',
          'It is not needed after apply',
        ],
        'b',
        'Remote state with a lock lets a team share one view of the infrastructure and prevents two applies at once; state may contain secrets, so it does not belong in Git.',
      ),
      section: 'State',
    },
    {
      ...single(
        'devops-016',
        'cloud-fundamentals',
        'Why spread application servers over two availability zones?',
        [
          'It is cheaper',
          'So the failure of one data centre does not take the service down',
          'Because one zone allows only one server',
          'To reduce latency for every user',
        ],
        'b',
        'Availability zones are separate data centres in a region; running in several survives the loss of one.',
      ),
      section: 'Regions and availability zones',
    },
    {
      ...single(
        'devops-017',
        'cloud-fundamentals',
        'What is the principle of least privilege?',
        [
          'Give every service admin rights to avoid errors',
          'Give each person and service only the permissions it needs',
          'Use one shared account for the whole team',
          'Grant permissions only on weekdays',
        ],
        'b',
        'Limiting permissions limits the damage of a mistake or a stolen credential.',
      ),
      section: 'Least privilege',
    },
    {
      ...single(
        'devops-018',
        'kubernetes-basics',
        'What does a Kubernetes Service provide?',
        [
          'A container image registry',
          'A stable name and address in front of a changing set of pods',
          'Persistent storage for pods',
          "The cluster's control plane",
        ],
        'b',
        'Pods come and go with new addresses; a Service selects them by label and gives clients one stable endpoint.',
      ),
      section: 'The core objects',
    },
    {
      ...single(
        'devops-019',
        'kubernetes-basics',
        "A pod's readiness probe fails. What does Kubernetes do?",
        [
          'Deletes the node',
          'Stops sending it traffic through Services until it is ready again',
          'Restarts the whole deployment',
          'Nothing at all',
        ],
        'b',
        'Readiness decides whether a pod receives traffic; a failing liveness probe is what makes Kubernetes restart the container.',
      ),
      section: 'Probes',
    },
    {
      ...single(
        'devops-020',
        'kubernetes-basics',
        'Which object declares "run three replicas of this image and roll out new versions gradually"?',
        ['Pod', 'Service', 'Deployment', 'ConfigMap'],
        'c',
        'A Deployment manages ReplicaSets and pods: the desired number of replicas and the rolling update strategy.',
      ),
      section: 'The core objects',
    },
    {
      ...single(
        'devops-021',
        'observability',
        'Why look at p99 latency rather than the average?',
        [
          'The average is harder to compute',
          'The average hides the slow requests that real users feel',
          'p99 is always lower',
          'Monitoring tools cannot show averages',
        ],
        'b',
        'One in a hundred requests is slower than p99; with many requests per page or per user, most people meet those slow ones regularly.',
      ),
      section: 'What to measure first',
    },
    {
      ...single(
        'devops-022',
        'observability',
        'Which alert is worth waking someone up for?',
        [
          'CPU above 80 % for one minute',
          '5 % of checkout requests failing for 10 minutes',
          'A new deployment started',
          'Disk usage at 40 %',
        ],
        'b',
        'Page on symptoms users feel and that need a human now; resource blips that fix themselves belong on dashboards.',
      ),
      section: 'Alerts people trust',
    },
    {
      ...single(
        'devops-023',
        'observability',
        'What connects all the log lines of one request across services?',
        [
          'The timestamp',
          'A request or trace id passed along with the request',
          "The server's hostname",
          "The user's IP address",
        ],
        'b',
        'Propagating a request id (or an OpenTelemetry trace context) lets you search and follow one request through every service.',
      ),
      section: 'Traces with OpenTelemetry',
    },
    {
      ...single(
        'devops-024',
        'git-basics',
        'What does `git revert <commit>` do?',
        [
          'Deletes the commit from history',
          'Creates a new commit that undoes the changes of that commit',
          'Resets the working directory to that commit',
          'Renames the commit',
        ],
        'b',
        'revert is the safe way to undo on a shared branch: history is kept and a new commit applies the inverse change.',
      ),
      section: 'Undoing changes: restore, revert and reset',
    },

    {
      ...multiple(
        'devops-025',
        'containers-docker',
        'Which practices make a container image safer? (Choose all that apply.)',
        [
          'Running as a non-root user',
          'Keeping secrets out of the image and passing them at runtime',
          'Installing a compiler and debugging tools in the final image',
          'Using a small, maintained base image and rebuilding it for security updates',
        ],
        ['a', 'b', 'd'],
        'Less privilege, fewer tools and no baked-in secrets shrink what an attacker can use; build tools belong in an earlier stage.',
      ),
      section: 'Container security basics',
    },
    {
      ...multiple(
        'devops-026',
        'observability',
        'Which belong to the RED method for a service? (Choose all that apply.)',
        ['Rate of requests', 'Errors', 'Duration (latency)', 'Disk fragmentation'],
        ['a', 'b', 'c'],
        'RED is Rate, Errors and Duration: the three signals that say how a request-serving service treats its users.',
      ),
      section: 'What to measure first',
    },
    {
      ...multiple(
        'devops-027',
        'web-security-owasp',
        'Which of these are security misconfigurations? (Choose all that apply.)',
        [
          'A public storage bucket holding customer uploads',
          'Default admin credentials left enabled',
          'Debug pages with stack traces in production',
          'Dependencies updated to their latest patch releases',
        ],
        ['a', 'b', 'c'],
        'Public buckets, default credentials and debug output are classic misconfigurations; keeping dependencies patched is the remedy for another risk.',
      ),
      section: 'The OWASP Top 10',
    },
    {
      ...multiple(
        'devops-028',
        'ci-cd-pipelines',
        'Which belong in a healthy CI pipeline for a web service? (Choose all that apply.)',
        [
          'Install dependencies from the lockfile',
          'Run the tests',
          'Build the artifact once',
          'Print the production database password to the log',
        ],
        ['a', 'b', 'c'],
        'A reproducible install, the tests and one build artifact; secrets stay in the CI secret store and never reach logs.',
      ),
      section: 'Continuous integration',
    },

    {
      ...output(
        'devops-029',
        'command-line-basics',
        "printf 'error a\\ninfo b\\nerror c\\n' | grep -c error",
        ['1', '2', '3', 'error a error c'],
        'b',
        'grep -c counts matching lines instead of printing them: two of the three lines contain "error".',
      ),
      section: 'Pipes, redirection and searching',
    },
    {
      ...output(
        'devops-030',
        'linux-fundamentals',
        'name=world\necho "hello $name" \'hello $name\'',
        ['hello world hello world', 'hello world hello $name', 'hello $name hello $name', 'hello  hello $name'],
        'b',
        'Variables expand inside double quotes but not inside single quotes.',
      ),
      section: 'Shell scripts: quoting and exit codes',
    },
    {
      ...output(
        'devops-031',
        'linux-fundamentals',
        'false || echo "recovered"\ntrue && echo "continued"\necho "status: $?"',
        ['recovered continued status: 0', 'continued status: 0', 'recovered status: 1', 'status: 1'],
        'a',
        '|| runs the right side when the left fails and && when it succeeds; the last command (echo) succeeded, so $? is 0.',
      ),
      section: 'Shell scripts: quoting and exit codes',
    },
    {
      ...output(
        'devops-032',
        'command-line-basics',
        "printf 'b\\na\\nb\\nc\\n' | sort | uniq | wc -l",
        ['4', '3', '2', 'a b c'],
        'b',
        'sort puts the duplicate b lines next to each other, uniq removes the repeat, and wc -l counts the three remaining lines.',
      ),
      section: 'Pipes, redirection and searching',
    },
    {
      ...output(
        'devops-033',
        'linux-fundamentals',
        'for env in staging production; do\n  echo "deploy-$env"\ndone | tail -n 1',
        ['deploy-staging', 'deploy-production', 'deploy-staging deploy-production', 'production'],
        'b',
        'The loop prints one line per environment and tail -n 1 keeps only the last one.',
      ),
      section: 'Shell scripts: quoting and exit codes',
    },
    {
      ...output(
        'devops-034',
        'ci-cd-pipelines',
        'set -e\necho "build"\nfalse\necho "deploy"',
        ['build deploy', 'build', 'deploy', 'nothing'],
        'b',
        'set -e stops the script at the first failing command, so "deploy" never runs: the reason pipelines start scripts with it.',
      ),
      section: 'Continuous integration',
    },
    ...DEVOPS_EXAM_OPERATIONS,
    ...DEVOPS_EXAM_PLATFORM,
    ...DEVOPS_EXAM_SHARED,
    ...DEVOPS_EXAM_INFRA,
  ],
};
