import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** devops exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_INFRA: ExamQuestionContent[] = [
  // kubernetes-workloads
  {
    key: 'devops-204',
    kind: 'single',
    prompt:
      'A Deployment runs 3 API pods and has a PodDisruptionBudget with `minAvailable: 3`. During a cluster upgrade, `kubectl drain` on the first node never finishes. Why?',
    options: opts(
      'Drain waits for the HPA to add a fourth pod first',
      'PodDisruptionBudgets only apply to StatefulSets',
      'The node has a DaemonSet pod that cannot be moved',
      'The budget forbids evicting any of the pods',
    ),
    correct: ['d'],
    explanation:
      'With 3 replicas and minAvailable 3, evicting any pod would break the budget, so voluntary disruptions such as a drain are blocked. Allow at least one, for example maxUnavailable: 1.',
    moduleKey: 'kubernetes-workloads',
    section: 'Autoscaling and disruption budgets',
  },
  {
    key: 'devops-205',
    kind: 'output',
    prompt: 'This Python applies the HPA formula, with minReplicas 2 and maxReplicas 6. What does it print?',
    code: 'import math\ncurrent, usage, target = 5, 84, 60\ndesired = math.ceil(current * usage / target)\nprint(min(max(desired, 2), 6))',
    language: 'python',
    options: opts('6', '7', '8', '5'),
    correct: ['a'],
    explanation: '5 × 84 ÷ 60 is exactly 7, so ceil gives 7, and the maximum of 6 replicas caps it at 6.',
    moduleKey: 'kubernetes-workloads',
    section: 'Autoscaling and disruption budgets',
  },
  {
    key: 'devops-206',
    kind: 'multiple',
    prompt: 'Which of these changes to a Deployment create a new ReplicaSet, that is, a new rollout revision?',
    options: opts(
      'Changing the container image to a new tag',
      'Running `kubectl scale deploy/api --replicas=8`',
      'Adding an environment variable to the pod template',
      'An HPA raising the replica count from 4 to 6',
    ),
    correct: ['a', 'c'],
    explanation:
      'Only changes to the pod template start a rollout with a new ReplicaSet. Scaling, by hand or by an HPA, changes the size of the current ReplicaSet.',
    moduleKey: 'kubernetes-workloads',
    section: 'Deployments, ReplicaSets and rollouts',
  },
  {
    key: 'devops-207',
    kind: 'single',
    prompt:
      'A pod’s only container sets `requests: { cpu: 200m, memory: 256Mi }` and no limits. Which QoS class does Kubernetes give the pod?',
    options: opts('Guaranteed', 'Burstable', 'BestEffort', 'None until limits are set'),
    correct: ['b'],
    explanation:
      'It has requests, so it is not BestEffort, and its limits do not equal its requests, so it is not Guaranteed: that is Burstable.',
    moduleKey: 'kubernetes-workloads',
    section: 'Requests, limits and QoS classes',
  },
  {
    key: 'devops-208',
    kind: 'single',
    prompt:
      'You edit a ConfigMap used by a running pod. Without restarting the pod, which way of consuming it eventually shows the new value?',
    options: opts(
      'An environment variable set with `envFrom`',
      'A single file mounted with `subPath`',
      'A file from the ConfigMap mounted as a volume without `subPath`',
      'None of them: every change needs a new pod',
    ),
    correct: ['c'],
    explanation:
      'The kubelet refreshes mounted ConfigMap volumes after a short delay, except subPath mounts; environment variables are read once when the container starts.',
    moduleKey: 'kubernetes-workloads',
    section: 'ConfigMaps and Secrets in depth',
  },
  // configuration-management
  {
    key: 'devops-209',
    kind: 'output',
    prompt: 'This Python models how Ansible decides which handlers to run at the end of a play. What does it print?',
    code: 'handlers = ["Restart memcached", "Restart apache"]\nresults = [("config", True, "Restart apache"), ("vhost", True, "Restart apache"), ("cache", False, "Restart memcached")]\nnotified = set()\nfor task, changed, notify in results:\n    if changed:\n        notified.add(notify)\nprint([h for h in handlers if h in notified])',
    language: 'python',
    options: opts(
      "['Restart apache', 'Restart apache']",
      "['Restart apache']",
      "['Restart memcached', 'Restart apache']",
      '[]',
    ),
    correct: ['b'],
    explanation:
      'Only changed tasks notify, so memcached is never notified, and two notifications of the same handler give a single run, in the order of the handlers section.',
    moduleKey: 'configuration-management',
    section: 'Handlers',
  },
  {
    key: 'devops-210',
    kind: 'single',
    prompt:
      'The task `ansible.builtin.command: /opt/app/bin/init-db` reports `changed` on every run, although the database was initialised months ago. What is the best fix?',
    options: opts(
      'Run the playbook with `--check` from now on',
      'Replace `command` with `shell` for this task',
      'Add `creates:` naming a file the script writes',
      'Add `no_log: true` so the change is not reported',
    ),
    correct: ['c'],
    explanation:
      'Ansible cannot know what an arbitrary command did, so it reports changed each time; `creates:` skips the command when the file exists (and `changed_when:` can decide from its output).',
    moduleKey: 'configuration-management',
    section: 'Idempotence: describe the state, not the steps',
  },
  {
    key: 'devops-211',
    kind: 'multiple',
    prompt: 'Which files of a role named `nginx` does Ansible load automatically when a play lists `roles: [nginx]`?',
    options: opts(
      'roles/nginx/defaults/main.yml',
      'roles/nginx/bin/setup.sh',
      'roles/nginx/handlers/main.yml',
      'roles/nginx/tasks/main.yml',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Roles have a fixed layout: tasks, handlers, defaults, vars and meta are read from their main.yml; a bin folder is not part of it, and its script runs only if a task calls it.',
    moduleKey: 'configuration-management',
    section: 'Roles',
  },
  {
    key: 'devops-212',
    kind: 'single',
    prompt:
      'The role default is `nginx_port: 80`, `group_vars/web.yml` sets `nginx_port: 8080`, and the run uses `-e nginx_port=9090`. Which port do the web servers get?',
    options: opts('80', '8080', 'An error about a duplicate variable', '9090'),
    correct: ['d'],
    explanation:
      'Role defaults have the lowest precedence, inventory group_vars override them, and extra vars from the command line override everything.',
    moduleKey: 'configuration-management',
    section: 'Variables and facts',
  },
  {
    key: 'devops-213',
    kind: 'single',
    prompt:
      'A database password is stored with `ansible-vault encrypt_string`, yet it appears in clear text in a CI log from a task’s verbose output. What explains it?',
    options: opts(
      'Vault protects data at rest; a decrypted value can appear in output without `no_log`',
      'The vault password was wrong, so Ansible quietly fell back to using the plain-text value',
      'encrypt_string only encodes the value in base64',
      'CI runners cannot decrypt Vault values',
    ),
    correct: ['a'],
    explanation:
      'Vault encrypts the value in the repository; at run time it is decrypted and is an ordinary variable, so tasks that handle it should hide their output with no_log.',
    moduleKey: 'configuration-management',
    section: 'Check mode, diff and Vault',
  },
  // cloud-networking-and-iam
  {
    key: 'devops-214',
    kind: 'output',
    prompt: 'This Python models how a network ACL evaluates inbound TCP traffic by port. What does it print?',
    code: 'rules = [(300, "deny", 22), (100, "allow", 443), (200, "deny", 443)]\ndef evaluate(port):\n    for number, action, rule_port in sorted(rules):\n        if rule_port == port:\n            return f"{action} by rule {number}"\n    return "deny by rule *"\nprint(evaluate(443), "|", evaluate(22), "|", evaluate(80))',
    language: 'python',
    options: opts(
      'deny by rule 200 | deny by rule 300 | deny by rule *',
      'allow by rule 100 | deny by rule 300 | allow by rule *',
      'allow by rule 100 | deny by rule 300 | deny by rule *',
      'allow by rule 100 | allow by rule 300 | deny by rule *',
    ),
    correct: ['c'],
    explanation:
      'Rules are checked in number order and the first match decides, so 443 is allowed by rule 100 before the deny at 200 is reached; a port no rule matches falls to the final catch-all deny.',
    moduleKey: 'cloud-networking-and-iam',
    section: 'Security groups and network ACLs',
  },
  {
    key: 'devops-215',
    kind: 'single',
    prompt:
      'Servers in a private subnet must download security updates from the internet, and nothing on the internet may open connections to them. What do you add?',
    options: opts(
      'A NAT gateway in a public subnet, routed to from the private subnet',
      'A route 0.0.0.0/0 to the internet gateway from the private subnet',
      'An inbound security group rule allowing 0.0.0.0/0',
      'An interface VPC endpoint in the private subnet for the update servers',
    ),
    correct: ['a'],
    explanation:
      'A NAT gateway lets private instances open outbound connections while refusing unsolicited inbound ones; routing the subnet to the internet gateway would make it public.',
    moduleKey: 'cloud-networking-and-iam',
    section: 'Internet gateways and NAT gateways',
  },
  {
    key: 'devops-216',
    kind: 'multiple',
    prompt: 'A GitHub Actions workflow should deploy to AWS through OIDC federation. Which of these are needed?',
    options: opts(
      '`permissions: id-token: write` for the job',
      'An AWS secret access key stored as a repository secret',
      'An IAM OIDC identity provider for token.actions.githubusercontent.com',
      'A role trust policy with a condition on the token’s `sub` claim',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'The job needs permission to request a token, AWS must trust GitHub’s provider, and the role must accept only tokens from the right repository and branch or environment. No stored key is needed, which is the point.',
    moduleKey: 'cloud-networking-and-iam',
    section: 'Temporary credentials and workload identity',
  },
  {
    key: 'devops-217',
    kind: 'single',
    prompt:
      'A role has a policy allowing `s3:*` on all resources and another policy with `"Effect": "Deny"` for `s3:DeleteBucket`. It calls DeleteBucket on a bucket in the same account. What happens?',
    options: opts(
      'Allowed, because the wildcard allow is broader',
      'Allowed, because policies are evaluated in the order they were attached',
      'Denied only if the bucket policy also denies it',
      'Denied, because an explicit deny overrides any allow',
    ),
    correct: ['d'],
    explanation:
      'AWS evaluates all applicable policies together; any matching explicit deny decides the request, whatever allows exist and in whatever order they were attached.',
    moduleKey: 'cloud-networking-and-iam',
    section: 'How AWS evaluates a request',
  },
  {
    key: 'devops-218',
    kind: 'single',
    prompt:
      'After an interface VPC endpoint for Secrets Manager with private DNS is added, why do the application’s SDK calls need no code change to use it?',
    options: opts(
      'The SDK detects endpoints and switches to them by itself',
      'Its usual hostname now resolves to the endpoint’s private IPs',
      'The NAT gateway forwards Secrets Manager traffic to the endpoint',
      'Interface endpoints only work for S3, so nothing actually changes',
    ),
    correct: ['b'],
    explanation:
      'With private DNS on, the normal service name resolves to the endpoint’s network interfaces in your subnets, so existing code reaches the service privately.',
    moduleKey: 'cloud-networking-and-iam',
    section: 'Reaching cloud services privately',
  },
];
