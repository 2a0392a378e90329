import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Devops exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. Every output question was run with bash 5. */
export const DEVOPS_EXAM_OPERATIONS: ExamQuestionContent[] = [
  // ci-cd-pipelines
  {
    key: 'devops-101',
    kind: 'single',
    prompt:
      'An outside contributor opens a pull request from their fork. It edits the CI workflow (triggered on `pull_request`) to print the repository secret NPM_TOKEN. What happens when the workflow runs?',
    options: opts(
      'The token is printed in the log, masked as *** by GitHub',
      'The secret is not passed to the run: it comes from a fork, and its GITHUB_TOKEN is read-only',
      'The run fails to start because workflows may not be changed in a pull request',
      'The token is printed in clear text because masking only applies to the main branch',
    ),
    correct: ['b'],
    explanation:
      'Secrets are not passed to workflows triggered by a pull request from a fork, and the GITHUB_TOKEN there only reads, so an outsider cannot exfiltrate them by editing the workflow.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Secrets and permissions in pipelines',
  },
  {
    key: 'devops-102',
    kind: 'single',
    prompt: 'A test workflow only checks out code and runs the tests. Which `permissions:` block follows the lesson?',
    options: opts(
      '`permissions: write-all`',
      '`permissions: { contents: read }`',
      'No block, since the default token can do anything a job needs',
      '`permissions: { contents: write, packages: write }`',
    ),
    correct: ['b'],
    explanation:
      'Give the GITHUB_TOKEN only what the job needs: reading the repository. A leaked or misused token can then not push code or publish packages.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Secrets and permissions in pipelines',
  },
  {
    key: 'devops-103',
    kind: 'output',
    prompt: 'A deploy script runs a failing migration through tee. What does it print?',
    code: 'set -e\nfalse | tee /dev/null\necho "switching traffic"\nset -o pipefail\nfalse | tee /dev/null\necho "done"',
    language: 'bash',
    options: opts('switching traffic done', 'switching traffic', 'nothing', 'done'),
    correct: ['b'],
    explanation:
      'Without pipefail a pipeline returns the status of its last command (tee, which succeeds), so set -e does not stop the script. With pipefail the failing false makes the pipeline fail and set -e stops before "done".',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous integration',
  },
  {
    key: 'devops-104',
    kind: 'single',
    prompt:
      'Every green commit on main is deployed to staging automatically, and a release manager approves each production deploy with one click. What is this practice called?',
    options: opts('Continuous integration only', 'Continuous deployment', 'Continuous delivery', 'A canary release'),
    correct: ['c'],
    explanation:
      'Continuous delivery keeps every green commit releasable and leaves the production push to a person; continuous deployment removes that human step.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous delivery and deployment',
  },
  {
    key: 'devops-105',
    kind: 'multiple',
    prompt:
      'A deploy job authenticates to the cloud with an access key stored as a repository secret. Which changes reduce what a leak of the pipeline could cost? Pick all that apply.',
    options: opts(
      'Use OpenID Connect so the job receives short-lived credentials from a role',
      'Put the deploy job in a `production` environment that requires an approval',
      'Copy the key into the workflow file so it is versioned with the code',
      'Pin third-party actions used by the job to full commit SHAs',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Short-lived OIDC credentials, an approval-gated environment and pinned actions all shrink the damage; a key in the workflow file is readable by everyone with access to the repository.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Secrets and permissions in pipelines',
  },
  // infrastructure-as-code
  {
    key: 'devops-106',
    kind: 'single',
    prompt:
      'A plan shows `-/+ resource "aws_db_instance" "main"` with `identifier = "shop" -> "shop-eu" # forces replacement`. What will apply do?',
    options: opts(
      'Rename the running database in place, keeping its data',
      'Destroy the database and create a new, empty one with the new identifier',
      'Create a second database and keep both running side by side',
      'Nothing until the provider is upgraded, because the argument is read-only',
    ),
    correct: ['b'],
    explanation:
      '-/+ means replace: some arguments cannot change on a live object, so Terraform destroys it and creates a new one. For a database that means losing its data unless you stop and rethink the change.',
    moduleKey: 'infrastructure-as-code',
    section: 'Terraform in one example',
  },
  {
    key: 'devops-107',
    kind: 'single',
    prompt:
      'During an incident an engineer opened port 8080 on a security group in the cloud console. The Terraform code was not changed. What does the next `terraform plan` show?',
    options: opts(
      'Nothing, since Terraform only tracks changes made through Terraform',
      'An error, because the state file is now corrupt',
      'A change that would close the port again, to match the code',
      'A suggestion to add the port to the code automatically',
    ),
    correct: ['c'],
    explanation:
      'Reality has drifted from the code; the plan compares them and offers to undo the manual change. Write the fix back into the code, or the next apply reverts it.',
    moduleKey: 'infrastructure-as-code',
    section: 'State',
  },
  {
    key: 'devops-108',
    kind: 'single',
    prompt:
      'A pipeline posts the plan to the pull request for review and applies after approval. How does it make sure the reviewed plan is exactly what runs?',
    options: opts(
      'Run `terraform plan` again right before `terraform apply -auto-approve`',
      'Save it with `terraform plan -out=tfplan` and run `terraform apply tfplan`',
      'Run `terraform validate` after the approval',
      'Run `terraform init -upgrade` before applying',
    ),
    correct: ['b'],
    explanation:
      'Applying a saved plan file runs exactly those changes; a fresh plan could differ if the code or the cloud changed in the meantime.',
    moduleKey: 'infrastructure-as-code',
    section: 'Terraform in one example',
  },
  {
    key: 'devops-109',
    kind: 'multiple',
    prompt:
      'The S3 bucket that holds Terraform state is readable by every developer in the company. Which statements are true? Pick all that apply.',
    options: opts(
      'The state can hold secrets such as initial database passwords in plain text',
      'Restricting read access and encrypting the state at rest reduce the exposure',
      'Marking the password variable `sensitive = true` keeps it out of the state',
      'State only stores resource names, so reading it reveals nothing useful',
    ),
    correct: ['a', 'b'],
    explanation:
      'State records every attribute of every resource, secrets included; treat it as secret. sensitive only hides values in Terraform output.',
    moduleKey: 'infrastructure-as-code',
    section: 'State',
  },
  {
    key: 'devops-110',
    kind: 'single',
    prompt:
      'A DNS zone was created by hand last year. The team now wants Terraform to manage it. What is the right first step?',
    options: opts(
      'Write a resource block for it and apply, letting Terraform create it again',
      'Delete it in the console, then create it with Terraform',
      'Write the resource block and import the existing zone into the state',
      'Add its id to the state file with a text editor',
    ),
    correct: ['c'],
    explanation:
      'Importing (an import block or terraform import) links the existing object to the resource address, so Terraform manages it without creating a duplicate or deleting anything.',
    moduleKey: 'infrastructure-as-code',
    section: 'State',
  },
  // cloud-fundamentals
  {
    key: 'devops-111',
    kind: 'single',
    prompt:
      'A team runs PostgreSQL itself on a cloud virtual machine instead of using the managed database service. Who must install the operating system’s security patches?',
    options: opts(
      'The cloud provider, because it owns the hardware',
      'The team, because on a virtual machine the operating system is theirs',
      'Nobody, since cloud images are patched automatically forever',
      'The database vendor, through PostgreSQL updates',
    ),
    correct: ['b'],
    explanation:
      'Under the shared responsibility model the provider secures the hardware and the virtualisation; on a VM the guest operating system and what runs on it are the customer’s to patch. A managed database moves that work to the provider.',
    moduleKey: 'cloud-fundamentals',
    section: 'Responsibility is shared',
  },
  {
    key: 'devops-112',
    kind: 'single',
    prompt:
      'A role has one policy allowing `s3:*` on the bucket `reports`, and another with an explicit `Deny` of `s3:DeleteObject` on the same bucket. Can it delete an object in `reports`?',
    options: opts(
      'Yes, because the broader allow wins',
      'Yes, because the policy attached first wins',
      'No, because an explicit deny beats any allow',
      'Only with MFA, since a deny only requires a second factor',
    ),
    correct: ['c'],
    explanation:
      'AWS denies everything not allowed, and an explicit Deny overrides every Allow, whatever the order of the policies.',
    moduleKey: 'cloud-fundamentals',
    section: 'Least privilege',
  },
  {
    key: 'devops-113',
    kind: 'single',
    prompt:
      'A payment service already runs in three availability zones of one region. What does it additionally need to keep running if that entire region becomes unavailable?',
    options: opts(
      'A fourth availability zone in the same region',
      'Larger virtual machines in the existing zones',
      'A deployment in a second region, which costs considerably more',
      'A CDN in front of the API, which serves writes when the region is down',
    ),
    correct: ['c'],
    explanation:
      'Zones protect against one data centre failing; all of them are in the same region. Only a second region survives the loss of a region, at a much higher cost and complexity.',
    moduleKey: 'cloud-fundamentals',
    section: 'Regions and availability zones',
  },
  {
    key: 'devops-114',
    kind: 'multiple',
    prompt:
      'The monthly cloud bill grew by 40 % with no new features. Which are typical causes to look for? Pick all that apply.',
    options: opts(
      'Large amounts of data transferred out of the cloud to the internet',
      'Disks and snapshots left behind after their machines were deleted',
      'Machines sized far above what they use',
      'Data uploaded into the cloud by users, which is billed per gigabyte everywhere',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Outbound transfer, orphaned storage and oversized machines are common surprises; inbound data transfer is usually free. Tags per team and environment make such costs traceable.',
    moduleKey: 'cloud-fundamentals',
    section: 'Cost',
  },
  {
    key: 'devops-115',
    kind: 'single',
    prompt:
      'Application servers sit in private subnets behind a load balancer. Which inbound rule should their security group have?',
    options: opts(
      'Allow the app port from 0.0.0.0/0, since the subnet is private anyway',
      "Allow the app port only from the load balancer's security group",
      'Allow all ports from the whole VPC range',
      'No inbound rule; security groups allow all inbound traffic by default',
    ),
    correct: ['b'],
    explanation:
      'Security groups deny inbound traffic unless a rule allows it; referencing the load balancer’s group admits exactly the traffic the servers should receive.',
    moduleKey: 'cloud-fundamentals',
    section: 'Networks in the cloud',
  },
  // kubernetes-basics
  {
    key: 'devops-116',
    kind: 'single',
    prompt:
      'A new pod stays `Pending` for ten minutes. It requests 8 CPUs and 32 Gi of memory; every node has 4 CPUs and 16 Gi. What is the most likely reason?',
    options: opts(
      'Its image is still downloading from the registry',
      'No node has enough free capacity for its requests, so the scheduler cannot place it',
      'Its liveness probe keeps failing',
      'The Service in front of it has no endpoints yet',
    ),
    correct: ['b'],
    explanation:
      'The scheduler only places a pod on a node with its requested CPU and memory free; a request larger than any node means it waits forever. Lower the requests or add bigger nodes.',
    moduleKey: 'kubernetes-basics',
    section: 'Resources and rolling updates',
  },
  {
    key: 'devops-117',
    kind: 'single',
    prompt:
      'You change `LOG_LEVEL` from `info` to `debug` in the ConfigMap the pods load with `envFrom`. An hour later the running pods still log at `info`. Why, and what fixes it?',
    options: opts(
      'ConfigMaps take a day to propagate; wait',
      'Environment variables are read when a container starts; restart the pods, e.g. with `kubectl rollout restart`',
      'ConfigMap values must be base64-encoded first',
      'The kubelet caches ConfigMaps until the node is rebooted',
    ),
    correct: ['b'],
    explanation:
      'Values injected as environment variables are fixed at container start. A rolling restart creates new pods that read the changed ConfigMap.',
    moduleKey: 'kubernetes-basics',
    section: 'Configuration and secrets',
  },
  {
    key: 'devops-118',
    kind: 'single',
    prompt:
      'A Deployment with 3 replicas and the default rolling-update settings gets a new image whose readiness probe never succeeds. What do users experience?',
    options: opts(
      'An outage: all old pods are removed at once before the new ones start',
      'Errors from the new pod, since readiness does not affect traffic',
      'Nothing: the old pods keep serving and the rollout stalls until someone acts',
      'Kubernetes rolls back to the previous revision automatically after one minute',
    ),
    correct: ['c'],
    explanation:
      'With maxUnavailable rounding down to 0 and maxSurge to 1, one new pod is added and an old one is removed only after a new one is ready. The stalled rollout needs a fix or kubectl rollout undo.',
    moduleKey: 'kubernetes-basics',
    section: 'Resources and rolling updates',
  },
  {
    key: 'devops-119',
    kind: 'single',
    prompt:
      'A pod restarts every few minutes. `kubectl logs` shows only a few start-up lines of the fresh container. Which command shows the output of the container that crashed?',
    options: opts(
      '`kubectl logs <pod> --previous`',
      '`kubectl rollout status deploy/api`',
      '`kubectl get pods -o wide`',
      '`kubectl port-forward <pod> 8080:3000`',
    ),
    correct: ['a'],
    explanation:
      '--previous prints the logs of the container instance before the last restart, where the crash happened; describe adds its exit reason.',
    moduleKey: 'kubernetes-basics',
    section: 'Everyday commands',
  },
  {
    key: 'devops-120',
    kind: 'single',
    prompt:
      'A Service has the selector `app: web`. The Deployment’s pod template has the label `app: api`. All pods are Running and ready. What do clients of the Service get?',
    options: opts(
      'Traffic to the api pods, because Services match pods by Deployment name',
      'No answer: the Service selects no pods, so it has no endpoints',
      'Traffic to a random pod in the namespace',
      'A redirect to the Ingress',
    ),
    correct: ['b'],
    explanation:
      'Services find pods by labels only. With a selector that matches no pod labels, the Service has no endpoints and connections fail.',
    moduleKey: 'kubernetes-basics',
    section: 'The core objects',
  },
  // observability
  {
    key: 'devops-121',
    kind: 'single',
    prompt:
      'A Prometheus graph of the counter `http_requests_total` for one service falls from 1,284,511 to 0 at 03:10 and starts climbing again. What most likely happened?',
    options: opts(
      'All traffic stopped at 03:10',
      'The service process restarted, and counters start again from zero',
      'Prometheus deleted old data to save space',
      'The counter overflowed its maximum value',
    ),
    correct: ['b'],
    explanation:
      'A counter only goes up while the process lives and resets when it restarts; that is why you query rate() over a window rather than raw counter values.',
    moduleKey: 'observability',
    section: 'Metrics with Prometheus',
  },
  {
    key: 'devops-122',
    kind: 'single',
    prompt: 'What does `rate(http_requests_total{service="api"}[5m])` return?',
    options: opts(
      'The total number of requests since the service started',
      'The per-second average increase of the counter over the last 5 minutes',
      'The number of requests in the single slowest 5-minute window of the day',
      'The 99th percentile of request duration over 5 minutes',
    ),
    correct: ['b'],
    explanation:
      'rate() turns an ever-growing counter into requests per second averaged over the window; percentiles come from histograms with histogram_quantile().',
    moduleKey: 'observability',
    section: 'Metrics with Prometheus',
  },
  {
    key: 'devops-123',
    kind: 'output',
    prompt: 'A script computes the error budget of an availability SLO over 30 days. What does it print?',
    code: 'slo_permille=999   # 99.9 %\nminutes=$((30 * 24 * 60))\necho "budget: $(( minutes * (1000 - slo_permille) / 1000 )) minutes"',
    language: 'bash',
    options: opts('budget: 43 minutes', 'budget: 432 minutes', 'budget: 4 minutes', 'budget: 0 minutes'),
    correct: ['a'],
    explanation:
      '30 days have 43,200 minutes; 0.1 % of that is 43.2, and bash integer arithmetic prints 43. That is how much complete outage a 99.9 % SLO allows per 30 days.',
    moduleKey: 'observability',
    section: 'Service level objectives',
  },
  {
    key: 'devops-124',
    kind: 'single',
    prompt:
      'In the tracing tool, the spans of the orders service never appear under the gateway’s trace; each request shows up as two unrelated traces. What is the most likely cause?',
    options: opts(
      'The gateway’s HTTP client does not send the traceparent header to the orders service',
      'The orders service logs in plain text instead of JSON',
      'Sampling is switched off, so every trace is kept',
      'The two services run on different Kubernetes nodes',
    ),
    correct: ['a'],
    explanation:
      'A downstream service joins the caller’s trace only when the trace context is propagated; without the traceparent header it starts a new trace.',
    moduleKey: 'observability',
    section: 'Traces with OpenTelemetry',
  },
  {
    key: 'devops-125',
    kind: 'multiple',
    prompt:
      'A failed login is logged for later investigation. Which fields may go into the log line? Pick all that apply.',
    options: opts(
      'The user id of the account',
      'The request’s trace id',
      'The password that was typed',
      'The session token from the Authorization header',
    ),
    correct: ['a', 'b'],
    explanation:
      'Log identifiers that help an investigation, never secrets: passwords and tokens must not reach logs, which are widely copied and kept for months.',
    moduleKey: 'observability',
    section: 'Never log secrets',
  },
];
