import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops-infra.ts. */
export const DEVOPS_INFRA_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'kubernetes-workloads',
    questions: [
      {
        id: 'kubernetes-workloads-1',
        kind: 'single',
        section: 'Choosing a workload controller',
        prompt:
          'You need a log collector that reads `/var/log` on every node of the cluster, including nodes added next month by the autoscaler. Which controller fits?',
        options: [
          {
            text: 'A Deployment with `replicas` set to the current number of nodes',
            correct: false,
            why: 'The scheduler may put two copies on one node and none on another, and the count does not follow nodes as they come and go.',
          },
          {
            text: 'A StatefulSet, so each collector has a stable name',
            correct: false,
            why: 'A StatefulSet gives identity and storage, not one pod per node; its pods are scheduled like any others.',
          },
          {
            text: 'A DaemonSet',
            correct: true,
            why: 'A DaemonSet runs one pod on each matching node and adds one automatically when a node joins, which is exactly what a node agent needs.',
          },
          {
            text: 'A CronJob that runs every minute on each node',
            correct: false,
            why: 'A CronJob creates Jobs on a schedule with no notion of "each node"; a collector should run continuously anyway.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-2',
        kind: 'output',
        section: 'Deployments, ReplicaSets and rollouts',
        prompt:
          'This script applies the rounding rules of a rolling update with the default 25 % settings to a Deployment of 6 replicas. What does it print?',
        code: {
          language: 'javascript',
          source:
            "const replicas = 6;\nconst pct = 0.25;\nconst surge = Math.ceil(replicas * pct);\nconst unavailable = Math.floor(replicas * pct);\nconsole.log('max ' + (replicas + surge) + ', min ' + (replicas - unavailable));",
        },
        options: [
          {
            text: 'max 7, min 5',
            correct: false,
            why: 'That rounds the surge down as well; `maxSurge` percentages are rounded up, so 1.5 becomes 2.',
          },
          {
            text: 'max 8, min 4',
            correct: false,
            why: 'That rounds the unavailable count up; `maxUnavailable` percentages are rounded down, so 1.5 becomes 1.',
          },
          {
            text: 'max 8, min 5',
            correct: true,
            why: '25 % of 6 is 1.5: the surge rounds up to 2 (at most 8 pods) and the unavailable count rounds down to 1 (at least 5 available).',
          },
          {
            text: 'max 6, min 6',
            correct: false,
            why: 'That would be a rollout with no surge and no unavailability, which cannot make progress; the defaults allow both.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-3',
        kind: 'multiple',
        section: 'StatefulSets',
        prompt: 'What does a StatefulSet give its pods that a Deployment does not? Pick all that apply.',
        options: [
          {
            text: 'Stable names such as `db-0` and `db-1` that survive rescheduling',
            correct: true,
            why: 'Each pod has a fixed ordinal identity; `db-1` comes back as `db-1` on another node.',
          },
          {
            text: 'Its own PersistentVolumeClaim per pod, reattached when the pod is rescheduled',
            correct: true,
            why: '`volumeClaimTemplates` create one claim per pod, and the replacement pod gets the same volume back.',
          },
          {
            text: 'Copying of data between the database replicas',
            correct: false,
            why: 'Kubernetes gives identity and storage only; replication is the database software’s job (or an operator’s).',
          },
          {
            text: 'Ordered start-up: `db-1` is created after `db-0` is ready',
            correct: true,
            why: 'With the default `OrderedReady` policy, pods are created in order and removed in reverse order.',
          },
          {
            text: 'Deletion of the volumes when the StatefulSet is scaled down',
            correct: false,
            why: 'The opposite: by default, scaling down or deleting a StatefulSet keeps its volumes, to protect the data.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-4',
        kind: 'single',
        section: 'DaemonSets, Jobs and CronJobs',
        prompt:
          'An hourly CronJob exports orders; on busy days one run takes 70 minutes, and two overlapping runs corrupt the export file. What should you set?',
        options: [
          {
            text: '`concurrencyPolicy: Allow`',
            correct: false,
            why: '`Allow` is the default and is what starts the second, overlapping run.',
          },
          {
            text: '`backoffLimit: 0`',
            correct: false,
            why: 'That only stops retries of failed pods; it does nothing about a new run starting while the last one is still going.',
          },
          {
            text: '`concurrencyPolicy: Replace`',
            correct: false,
            why: '`Replace` stops the running export to start the new one, so the long export would never finish on busy days.',
          },
          {
            text: '`concurrencyPolicy: Forbid`',
            correct: true,
            why: '`Forbid` skips a scheduled run while the previous Job is still active, so runs never overlap.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-5',
        kind: 'fill',
        section: 'Requests, limits and QoS classes',
        prompt:
          'A pod’s only container has `requests: { cpu: 500m, memory: 1Gi }` and `limits: { cpu: 500m, memory: 1Gi }`. Its QoS class is ____.',
        answers: ['Guaranteed'],
        caseInsensitive: true,
        why: 'Every container has CPU and memory requests and limits, and each limit equals its request: that is the Guaranteed class, evicted last under node pressure.',
      },
      {
        id: 'kubernetes-workloads-6',
        kind: 'single',
        section: 'Requests, limits and QoS classes',
        prompt:
          'An API pod has a CPU limit of 500m. At peak hours latency triples, the CPU graph is flat at exactly 500m, and the pod never restarts. What is happening?',
        options: [
          {
            text: 'The container is being OOM-killed and restarted',
            correct: false,
            why: 'An OOM kill restarts the container and shows `OOMKilled`; here nothing restarts.',
          },
          {
            text: 'The container is throttled at its CPU limit',
            correct: true,
            why: 'CPU is compressible: at the limit the container simply gets less CPU time, so it slows down without crashing, and usage looks capped.',
          },
          {
            text: 'The liveness probe is failing',
            correct: false,
            why: 'A failing liveness probe makes the kubelet restart the container, which is not what the pod shows.',
          },
          {
            text: 'The pod is BestEffort and is being evicted',
            correct: false,
            why: 'A pod with a limit is not BestEffort, and an evicted pod is replaced, not slowed.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-7',
        kind: 'multiple',
        section: 'ConfigMaps and Secrets in depth',
        prompt:
          'Your cluster has no encryption at rest configured. Who can read the database password stored in a Secret in the `shop` namespace? Pick all that apply.',
        options: [
          {
            text: 'Anyone allowed to `get` Secrets in `shop`',
            correct: true,
            why: 'The API returns the base64 value, which anyone can decode in one command.',
          },
          {
            text: 'Anyone allowed to create pods in `shop`, by mounting the Secret',
            correct: true,
            why: 'A pod can mount any Secret of its namespace, so the right to create pods is the right to read Secrets.',
          },
          {
            text: 'Anyone holding a copy of the etcd data',
            correct: true,
            why: 'Without encryption at rest the API server stores Secrets in etcd unencrypted.',
          },
          {
            text: 'Anyone who can run `kubectl get pods` in `shop`',
            correct: false,
            why: 'Listing pods shows the Secret’s name in a pod spec at most, not its value.',
          },
        ],
      },
      {
        id: 'kubernetes-workloads-8',
        kind: 'order',
        section: 'Autoscaling and disruption budgets',
        prompt: 'Put in order what a HorizontalPodAutoscaler does on each check of a CPU-based target.',
        steps: [
          'Read the pods’ CPU usage from the metrics server',
          'Express it as a percentage of the pods’ CPU requests',
          'Multiply the current replica count by current ÷ target utilization and round up',
          'Keep the result between minReplicas and maxReplicas',
          'Update the replica count of the Deployment',
        ],
        why: 'Usage only means something relative to the request, the formula ceil(current × currentValue ÷ targetValue) gives the wanted count, the bounds cap it, and only then is the Deployment scaled.',
      },
    ],
  },
  {
    moduleKey: 'configuration-management',
    questions: [
      {
        id: 'configuration-management-1',
        kind: 'output',
        section: 'Idempotence: describe the state, not the steps',
        prompt:
          'This Python function behaves like an idempotent module such as `lineinfile`. What does the script print?',
        code: {
          language: 'python',
          source:
            'def ensure_line(lines, line):\n    if line in lines:\n        return "ok"\n    lines.append(line)\n    return "changed"\n\nconf = ["worker_processes 2"]\nprint(ensure_line(conf, "max_conns 200"), ensure_line(conf, "max_conns 200"), len(conf))',
        },
        options: [
          {
            text: 'changed changed 3',
            correct: false,
            why: 'That is what an append such as `echo ... >>` would do; the function checks first and only adds the line when it is missing.',
          },
          {
            text: 'ok ok 1',
            correct: false,
            why: 'The line is missing on the first call, so the first call has to add it and report a change.',
          },
          {
            text: 'changed ok 2',
            correct: true,
            why: 'The first call adds the line and reports `changed`; the second finds it already there and reports `ok`, leaving two lines. That is idempotence.',
          },
          {
            text: 'changed ok 3',
            correct: false,
            why: 'The second call returns before appending, so the list has two entries, not three.',
          },
        ],
      },
      {
        id: 'configuration-management-2',
        kind: 'single',
        section: 'Inventory: which machines',
        prompt:
          'An autoscaling group adds and removes web instances in AWS several times a day, and a playbook must configure whichever instances exist when it runs. What should provide its inventory?',
        options: [
          {
            text: 'An INI file that a teammate updates every morning',
            correct: false,
            why: 'A hand-kept file is out of date as soon as the group scales, so new instances are missed and removed ones fail as unreachable.',
          },
          {
            text: 'A dynamic inventory plugin such as `amazon.aws.aws_ec2`',
            correct: true,
            why: 'A dynamic inventory asks the cloud API at run time which instances exist and can group them by tags, so the playbook always sees the current fleet.',
          },
          {
            text: 'The `all` group, which lists every reachable machine automatically',
            correct: false,
            why: '`all` contains the hosts of your inventory; it does not discover machines on its own.',
          },
          {
            text: 'The facts gathered at the start of the play',
            correct: false,
            why: 'Facts describe hosts Ansible already connects to; they cannot tell it which hosts exist.',
          },
        ],
      },
      {
        id: 'configuration-management-3',
        kind: 'single',
        section: 'Playbooks, tasks and modules',
        prompt:
          'A play with three tasks runs on `web1`, `web2` and `web3`. Task 2 fails on `web2` only. With default settings, what happens next?',
        options: [
          {
            text: 'The whole play stops on all three hosts, and nothing after task 2 runs anywhere',
            correct: false,
            why: 'By default only the failing host is taken out of the play; the others carry on.',
          },
          {
            text: '`web2` retries task 2 until it succeeds',
            correct: false,
            why: 'Tasks are not retried unless you ask for it with `retries` and `until`.',
          },
          {
            text: 'Task 3 runs on all three hosts, and the recap marks `web2` as failed',
            correct: false,
            why: 'A host that fails a task gets no further tasks in that play, so task 3 does not run on `web2`.',
          },
          {
            text: '`web1` and `web3` continue with task 3; `web2` gets no more tasks in this play',
            correct: true,
            why: 'Ansible drops a failed host from the rest of the play and continues with the remaining hosts; the recap then shows `failed=1` for `web2`.',
          },
        ],
      },
      {
        id: 'configuration-management-4',
        kind: 'single',
        section: 'Handlers',
        prompt:
          'Three tasks in one play notify the handler `Restart app`; two of them report `changed`, one reports `ok`. When and how often does the handler run?',
        options: [
          {
            text: 'Once, after the play’s tasks have finished',
            correct: true,
            why: 'A handler runs only if notified by a changed task, and then once, however many tasks notified it, after the tasks of the play (or at a `flush_handlers`).',
          },
          {
            text: 'Twice, right after each task that changed something',
            correct: false,
            why: 'Handlers are queued, not run immediately, and repeated notifications collapse into one run.',
          },
          {
            text: 'Three times, once per notifying task',
            correct: false,
            why: 'A task that reports `ok` does not notify at all, and repeated notifications still give a single run.',
          },
          {
            text: 'Never, because one of the tasks reported `ok`',
            correct: false,
            why: 'One changed task is enough to notify the handler; unchanged tasks simply do not add to it.',
          },
        ],
      },
      {
        id: 'configuration-management-5',
        kind: 'fill',
        section: 'Variables and facts',
        prompt:
          'To give `version` the highest precedence of all variable sources for one run, pass it on the command line: `ansible-playbook site.yml ____ version=1.4.2`.',
        answers: ['-e', '--extra-vars'],
        why: 'Extra vars (`-e` or `--extra-vars`) override every other definition, including inventory variables and role vars.',
      },
      {
        id: 'configuration-management-6',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the safe nginx config rollout from the lesson in order.',
        steps: [
          'Add the variable with a default to the role and set the real value in `group_vars`',
          'Run the playbook with `--check --diff` against one host',
          'Review the diff: one changed line, nothing else',
          'Run for real with `serial: 1` and a `validate` step on the template',
          'Run again and confirm `changed=0` on every host',
        ],
        why: 'Change the code first, preview its effect, review the preview, apply it one host at a time with a safety check, and prove idempotence with a second run.',
      },
      {
        id: 'configuration-management-7',
        kind: 'multiple',
        section: 'Check mode, diff and Vault',
        prompt: 'Which statements about check mode, diff mode and Ansible Vault are true? Pick all that apply.',
        options: [
          {
            text: 'In check mode, modules that support it report what they would change without changing it',
            correct: true,
            why: 'That is the definition of check mode: a simulation of the run.',
          },
          {
            text: '`shell` and `command` tasks without `creates` or `removes` are skipped in check mode',
            correct: true,
            why: 'Ansible cannot simulate an arbitrary command, so it does not run it in check mode; later tasks that depend on it may behave differently for real.',
          },
          {
            text: 'Vault-encrypted values can be committed to Git',
            correct: true,
            why: 'That is Vault’s purpose: the file or value is encrypted at rest and only decrypted with the vault password at run time.',
          },
          {
            text: 'Vault keeps a decrypted value out of task output automatically in every version',
            correct: false,
            why: 'Vault protects data at rest; once decrypted, output and logs can still show it, which is why tasks handling secrets use `no_log: true`.',
          },
          {
            text: '`--diff` only works together with `--check`',
            correct: false,
            why: 'The two modes can be used separately or together; `--diff` alone shows what a real run changed.',
          },
        ],
      },
      {
        id: 'configuration-management-8',
        kind: 'single',
        section: 'Configuration management, images and provisioning',
        prompt:
          'For every change, a team builds a new machine image with Packer and replaces the running instances with ones started from it; nobody logs in to change a server. What is this approach called?',
        options: [
          {
            text: 'Configuration management with scheduled runs',
            correct: false,
            why: 'Configuration management changes existing machines in place; here running servers are never changed.',
          },
          {
            text: 'Provisioning with a state file',
            correct: false,
            why: 'Provisioning tools create infrastructure such as instances and networks; the defining trait here is that servers are replaced, not modified.',
          },
          {
            text: 'Immutable infrastructure',
            correct: true,
            why: 'Servers are never modified after they start; each change is a new image and new servers, so drift cannot build up.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'cloud-networking-and-iam',
    questions: [
      {
        id: 'cloud-networking-and-iam-1',
        kind: 'single',
        section: 'Two questions behind every cloud request',
        prompt:
          'A service’s upload to S3 fails at once with `AccessDenied`, while another call from the same server to S3 works. Where do you look first?',
        options: [
          {
            text: 'The route table of the server’s subnet',
            correct: false,
            why: 'A missing route makes requests time out; here S3 answered, and another call worked, so the network path exists.',
          },
          {
            text: 'The security group rules attached to the server’s network interface',
            correct: false,
            why: 'A blocked connection would time out, not return an AccessDenied response from the service.',
          },
          {
            text: 'The IAM policies that apply to the service’s role and the bucket',
            correct: true,
            why: 'An immediate AccessDenied is an authorization answer: the request arrived and IAM refused it, so the policies are where to look.',
          },
          {
            text: 'The NAT gateway’s Elastic IP address',
            correct: false,
            why: 'The NAT gateway only affects whether traffic gets out; the request clearly reached S3.',
          },
        ],
      },
      {
        id: 'cloud-networking-and-iam-2',
        kind: 'output',
        section: 'VPCs, subnets and route tables',
        prompt:
          'This script splits a VPC range into `/20` subnets and counts the addresses AWS leaves usable in one of them. What does it print?',
        code: {
          language: 'python',
          source:
            'import ipaddress\nnet = ipaddress.ip_network("10.0.0.0/16")\nsubnets = list(net.subnets(new_prefix=20))\nprint(len(subnets), subnets[1], subnets[1].num_addresses - 5)',
        },
        options: [
          {
            text: '16 10.0.16.0/20 4096',
            correct: false,
            why: 'The script subtracts 5 from the 4,096 addresses, for the five addresses AWS reserves in every subnet.',
          },
          {
            text: '16 10.0.1.0/20 4091',
            correct: false,
            why: 'A `/20` holds 4,096 addresses, so the second one starts at 10.0.16.0, not 10.0.1.0.',
          },
          {
            text: '256 10.0.16.0/20 4091',
            correct: false,
            why: 'A `/16` splits into 2^(20−16) = 16 subnets of size `/20`; 256 would be `/24` subnets.',
          },
          {
            text: '16 10.0.16.0/20 4091',
            correct: true,
            why: 'Sixteen `/20` blocks fit in a `/16`; the second starts at 10.0.16.0, and 4,096 addresses minus the 5 AWS reserves leaves 4,091.',
          },
        ],
      },
      {
        id: 'cloud-networking-and-iam-3',
        kind: 'single',
        section: 'Internet gateways and NAT gateways',
        prompt: 'In AWS, what makes a subnet a public subnet?',
        options: [
          {
            text: 'Its route table has a route `0.0.0.0/0` to the VPC’s internet gateway',
            correct: true,
            why: 'Public and private are defined by routing: only a route to the internet gateway lets traffic reach the internet directly.',
          },
          {
            text: 'A security group on it allows `0.0.0.0/0`',
            correct: false,
            why: 'Security groups attach to network interfaces, not subnets, and open no path without a route.',
          },
          {
            text: 'It contains a NAT gateway',
            correct: false,
            why: 'A zonal NAT gateway sits in a public subnet, but it is the route to the internet gateway that makes the subnet public.',
          },
          {
            text: 'Its CIDR block lies outside the private address ranges such as 10.0.0.0/8',
            correct: false,
            why: 'Subnets use the VPC’s private range either way; public reachability comes from routes and public IP addresses.',
          },
        ],
      },
      {
        id: 'cloud-networking-and-iam-4',
        kind: 'multiple',
        section: 'Security groups and network ACLs',
        prompt: 'Which statements about AWS security groups and network ACLs are true? Pick all that apply.',
        options: [
          {
            text: 'A security group automatically allows the replies to traffic it allowed',
            correct: true,
            why: 'Security groups are stateful: a connection allowed in one direction has its responses allowed too.',
          },
          {
            text: 'A network ACL needs rules for the replies, typically to ephemeral ports',
            correct: true,
            why: 'Network ACLs are stateless, so return traffic to the client’s temporary port must be allowed explicitly.',
          },
          {
            text: 'A security group can contain deny rules',
            correct: false,
            why: 'Security groups have allow rules only; anything not allowed is denied. Deny rules exist in network ACLs.',
          },
          {
            text: 'Network ACL rules are checked in number order and the first match decides',
            correct: true,
            why: 'The lowest-numbered matching rule wins, so a deny at 100 beats an allow at 200.',
          },
          {
            text: 'A security group rule can use another security group as its source',
            correct: true,
            why: 'Referencing a group (for example the app servers’ group) keeps the rule right as instances come and go.',
          },
        ],
      },
      {
        id: 'cloud-networking-and-iam-5',
        kind: 'fill',
        section: 'Reaching cloud services privately',
        prompt:
          'Heavy S3 traffic from private subnets can bypass the NAT gateway, at no extra charge, through a ____ endpoint added to their route tables.',
        answers: ['gateway', 'gateway VPC'],
        caseInsensitive: true,
        why: 'Gateway endpoints (for S3 and DynamoDB) are route-table targets with no additional charge; interface endpoints are billed per hour and per gigabyte.',
      },
      {
        id: 'cloud-networking-and-iam-6',
        kind: 'output',
        section: 'How AWS evaluates a request',
        prompt: 'This script models the IAM decision for three actions against two statements. What does it print?',
        code: {
          language: 'javascript',
          source:
            "const statements = [\n  { effect: 'Allow', action: 's3:*' },\n  { effect: 'Deny', action: 's3:DeleteObject' },\n];\nfunction matches(pattern, action) {\n  return pattern.endsWith('*') ? action.startsWith(pattern.slice(0, -1)) : pattern === action;\n}\nfunction decide(action) {\n  const hits = statements.filter((s) => matches(s.action, action));\n  if (hits.some((s) => s.effect === 'Deny')) return 'explicit deny';\n  if (hits.some((s) => s.effect === 'Allow')) return 'allow';\n  return 'implicit deny';\n}\nconsole.log(['s3:GetObject', 's3:DeleteObject', 'ec2:RunInstances'].map(decide).join(', '));",
        },
        options: [
          {
            text: 'allow, allow, implicit deny',
            correct: false,
            why: 'The wildcard allow also matches `s3:DeleteObject`, but the explicit deny on it wins.',
          },
          {
            text: 'allow, explicit deny, implicit deny',
            correct: true,
            why: 'GetObject matches only the allow; DeleteObject matches both and the deny wins; RunInstances matches nothing, so the default implicit deny stands.',
          },
          {
            text: 'allow, explicit deny, allow',
            correct: false,
            why: '`s3:*` does not match an EC2 action, and nothing else allows it, so it stays implicitly denied.',
          },
          {
            text: 'explicit deny, explicit deny, implicit deny',
            correct: false,
            why: 'The deny statement names only `s3:DeleteObject`; it does not touch `s3:GetObject`.',
          },
        ],
      },
      {
        id: 'cloud-networking-and-iam-7',
        kind: 'order',
        section: 'Temporary credentials and workload identity',
        prompt: 'Put in order how a GitHub Actions job gets AWS credentials through OIDC.',
        steps: [
          'The job, granted `id-token: write`, requests a signed OIDC token from GitHub',
          'It sends the token to AWS STS with `AssumeRoleWithWebIdentity` for a role',
          'STS checks the signature against the trusted provider and the trust policy’s `aud` and `sub` conditions',
          'STS returns temporary credentials for the role',
          'The job calls AWS APIs until the credentials expire',
        ],
        why: 'No key is stored anywhere: GitHub vouches for the job with a short-lived token, the role’s trust policy decides whether that job may assume it, and the credentials expire on their own.',
      },
      {
        id: 'cloud-networking-and-iam-8',
        kind: 'single',
        section: 'IAM: users, roles and policies',
        prompt: 'What does the trust policy of an IAM role decide?',
        options: [
          {
            text: 'Which actions the role may perform, and on which of the account’s resources',
            correct: false,
            why: 'That is the job of the role’s permission policies.',
          },
          {
            text: 'How long the role’s access keys stay valid',
            correct: false,
            why: 'Roles have no long-term access keys; assuming one returns temporary credentials.',
          },
          {
            text: 'Which buckets may be read by anyone',
            correct: false,
            why: 'Public access to a bucket is a matter of its bucket policy and Block Public Access settings, not of a role.',
          },
          {
            text: 'Who may assume the role (a service, an account, an OIDC provider)',
            correct: true,
            why: 'A role has two sides: the trust policy names the principals that may assume it, the permission policies say what it may do.',
          },
        ],
      },
    ],
  },
];
