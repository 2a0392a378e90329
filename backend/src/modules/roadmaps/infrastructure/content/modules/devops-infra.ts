import type { ModuleContent } from '../content-types.js';

/** DevOps lessons: Kubernetes workloads, configuration management, cloud networking and IAM (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_INFRA_MODULES: ModuleContent[] = [
  {
    key: 'kubernetes-workloads',
    title: 'Kubernetes Workloads',
    summary:
      'Pick the right controller (Deployment, StatefulSet, DaemonSet, Job, CronJob), tune rollouts, size requests and limits, and scale and drain safely with HPAs and disruption budgets.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### Choosing a workload controller
Kubernetes Basics showed a Deployment keeping three copies of an API running. A Deployment is one of several **workload controllers**, and each one answers a different question about your pods. Picking the right one is the first design decision for anything you run on a cluster:

- **Deployment**: interchangeable, stateless copies (web servers, APIs, workers that keep nothing on disk). Any pod can replace any other.
- **StatefulSet**: copies that are *not* interchangeable, because each one owns its data and needs a stable name (databases, queues, consensus systems).
- **DaemonSet**: exactly one pod on every node, or on every node that matches a selector (log shippers, node monitoring agents, network plugins).
- **Job**: a task that runs to completion and stops (a database migration, a report, a batch import).
- **CronJob**: a Job created on a schedule (a nightly export, an hourly cleanup).

All of them create pods from the same kind of **pod template**, so everything you know about containers, probes and resources applies to each; what changes is how many pods exist, where they run, what they are called, and what "done" means.

### Deployments, ReplicaSets and rollouts
A Deployment does not manage pods directly. It creates a **ReplicaSet**, whose only job is to keep a given number of pods matching one template, and the Deployment manages ReplicaSets. When you change the pod template (a new image, a new environment variable), the Deployment creates a new ReplicaSet and shifts pods from the old one to the new one. Changing only \`replicas\` scales the current ReplicaSet and is not a rollout. Old ReplicaSets are kept, scaled to zero, as the **revision history** (10 by default, set by \`revisionHistoryLimit\`); that history is what makes going back fast.

The default strategy, \`RollingUpdate\`, is tuned by two fields:
- \`maxSurge\`: how many pods may exist *above* the desired count during the rollout. A percentage is rounded **up**.
- \`maxUnavailable\`: how many pods may be *missing* from the desired count. A percentage is rounded **down**.

Both default to 25 %. With 10 replicas that means at most 13 pods at once (25 % of 10 is 2.5, rounded up to 3) and at least 8 available (2.5 rounded down to 2). Setting \`maxUnavailable: 0\` keeps full capacity during the rollout and needs spare room in the cluster for the surge pods; the \`Recreate\` strategy instead stops all old pods before starting new ones, which causes downtime but guarantees two versions never run side by side (useful when they cannot share a database schema).

The rollout commands you will use:
\`\`\`bash
kubectl rollout status deploy/api            # wait and report progress
kubectl rollout history deploy/api           # list revisions
kubectl rollout undo deploy/api              # back to the previous revision
kubectl rollout undo deploy/api --to-revision=3
kubectl rollout pause deploy/api             # batch several edits, then resume
\`\`\`
If a rollout makes no progress for \`progressDeadlineSeconds\` (600 by default), the Deployment reports the condition \`Progressing=False\` with reason \`ProgressDeadlineExceeded\`. Kubernetes does not roll back on its own: your pipeline or a person must act on that condition.

### StatefulSets
A StatefulSet gives each pod a fixed identity: pods are named \`db-0\`, \`db-1\`, \`db-2\`, and \`db-1\` stays \`db-1\` when it is rescheduled to another node. Together with a **headless Service** (one with \`clusterIP: None\`, which you create yourself), each pod gets a stable DNS name such as \`db-0.db.shop.svc.cluster.local\`, so replicas can find the primary and each other. \`volumeClaimTemplates\` give every pod its own PersistentVolumeClaim, and a rescheduled pod gets the same volume back.

By default pods are created in order (0, then 1 when 0 is ready) and removed in reverse order, and rolling updates go from the highest ordinal down. By default, deleting or scaling down a StatefulSet does **not** delete its volumes (the \`persistentVolumeClaimRetentionPolicy\` field can change that): keeping them protects data, and it also means you clean them up deliberately. A StatefulSet gives identity and storage, not replication: the database software still has to copy data between members, which is why teams often prefer an operator or a managed database to writing their own.

### DaemonSets, Jobs and CronJobs
A **DaemonSet** adds its pod to every node that joins the cluster and removes it when the node leaves. Use it for agents that must see each node: log collectors reading the node's log files, metrics exporters, storage and network plugins. It has no replica count to set.

A **Job** runs pods until a number of them finish successfully (\`completions\`, default 1), optionally several at a time (\`parallelism\`). Its pods must use \`restartPolicy: OnFailure\` or \`Never\`; failed attempts are retried up to \`backoffLimit\` times (default 6) with a growing delay, \`activeDeadlineSeconds\` caps the total run time, and \`ttlSecondsAfterFinished\` deletes the finished Job and its pods after a while.

A **CronJob** creates a Job on a cron schedule (\`"0 3 * * *"\` is every day at 03:00, in the \`timeZone\` you set or else the controller's). Its \`concurrencyPolicy\` says what happens when a run is still going at the next tick: \`Allow\` (the default) starts another, \`Forbid\` skips the new one, \`Replace\` stops the old one. The Kubernetes documentation warns that in rare cases a schedule may create two Jobs or none, so scheduled work must be **idempotent**: running the nightly export twice must not send two invoices.

### Requests, limits and QoS classes
**Requests** are what the scheduler reserves; **limits** are enforced at run time, and CPU and memory are enforced differently:
- **CPU** is compressible. A container that reaches its CPU limit is **throttled**: it simply gets less CPU time, so requests slow down but nothing crashes. Throttling shows up as high latency while CPU usage looks "capped", a classic puzzle on dashboards.
- **Memory** is not compressible. A container that goes over its memory limit is killed by the kernel's out-of-memory killer: \`OOMKilled\`, exit code 137 (128 + signal 9), then restarted.

From the requests and limits of a pod's containers, Kubernetes assigns a **QoS class**:
- **Guaranteed**: every container has CPU and memory requests and limits, and each limit equals its request.
- **Burstable**: not Guaranteed, but at least one container has a CPU or memory request or limit.
- **BestEffort**: no container has any request or limit.

When a node runs short of memory, the kubelet evicts BestEffort pods first, then Burstable pods that use more than they requested, and Guaranteed pods last. If you set only a limit, Kubernetes uses it as the request as well. A common policy: memory request equal to the memory limit (memory is what gets pods killed), a CPU request sized from real usage, and often no CPU limit, so an API can borrow idle CPU instead of being throttled during a spike.

### ConfigMaps and Secrets in depth
Configuration reaches a container either as **environment variables** (read once, at start) or as **files** from a mounted volume. Mounted ConfigMaps and Secrets are updated in place by the kubelet after a short delay (unless mounted with \`subPath\`), so an app that re-reads its file can pick up changes without a restart; environment variables never change in a running container. Marking a ConfigMap or Secret \`immutable: true\` prevents accidental edits, and a common pattern is to put a version or hash in its name so that a change creates a new object and rolls the Deployment.

A Secret's \`data\` values are **base64-encoded, not encrypted**. Anyone allowed to \`get\` Secrets in the namespace can read them, and so can anyone who can create a pod that mounts them. By default the API server stores them unencrypted in etcd; encryption at rest has to be configured (managed clusters usually offer it with a cloud KMS key). Treat the RBAC permission to read Secrets as the real boundary, and keep secret manifests out of Git unless they are encrypted (for example with Sealed Secrets or SOPS) or synced from a secret manager.

### Autoscaling and disruption budgets
A **HorizontalPodAutoscaler** (HPA) changes a Deployment's or StatefulSet's replica count from metrics. For CPU, the target is a percentage **of the request**, which is why an HPA on pods without CPU requests cannot work; resource metrics come from the metrics server. The core formula is \`desired = ceil(current × currentValue / targetValue)\`: 4 pods at 90 % against a 60 % target become 6. The HPA ignores changes within a tolerance (10 % by default) and, by default, waits 5 minutes of lower recommendations before scaling down, so load that flaps does not make replicas flap. Remove \`replicas\` from the Deployment manifest once an HPA owns it, or every \`kubectl apply\` resets the count.

A **PodDisruptionBudget** (PDB) limits *voluntary* disruptions: draining a node for an upgrade, or the cluster autoscaler removing one. With \`minAvailable: 2\` (or \`maxUnavailable: 1\`) for the API's pods, \`kubectl drain\` evicts pods only while the budget allows and waits otherwise. A PDB cannot prevent *involuntary* disruptions such as a node's hardware failing, and a budget that allows nothing (for example \`minAvailable\` equal to the replica count) blocks every drain until someone intervenes.

### Worked example
The shop's API has 4 replicas, requests of \`cpu: 250m, memory: 256Mi\`, a CPU limit of \`500m\`, and no HPA. Every weekday at 09:00 latency triples while the CPU graph sits flat at 500m per pod, and nothing restarts. Flat usage exactly at the limit plus slowness without crashes is CPU **throttling**: the pods want more CPU and are not allowed it.

The team makes three changes in the manifests in Git:
\`\`\`yaml
# deployment.yaml (excerpt): replicas removed, the HPA owns the count
spec:
  strategy:
    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }
  template:
    spec:
      containers:
        - name: api
          resources:
            requests: { cpu: 400m, memory: 384Mi }
            limits: { memory: 384Mi }      # no CPU limit: borrow idle CPU
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: api }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: api }
  minReplicas: 3
  maxReplicas: 12
  metrics:
    - type: Resource
      resource: { name: cpu, target: { type: Utilization, averageUtilization: 60 } }
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: api }
spec:
  maxUnavailable: 1
  selector: { matchLabels: { app: api } }
\`\`\`
The CPU request now reflects real usage, so the HPA's 60 % target means 240m per pod; the memory request equals the limit so the pod is not first in line for eviction. At 09:00 the HPA sees 4 pods at 90 % and asks for \`ceil(4 × 90 / 60) = 6\`. During the next cluster upgrade, nodes drain one API pod at a time because of the PDB, and rollouts never drop below the current count because \`maxUnavailable\` is 0. The team watches \`kubectl get hpa api\` and the throttling metric (\`container_cpu_cfs_throttled_periods_total\`) for a week before calling it done.

### Common mistakes
- **Running a database as a Deployment with a shared volume.** Pods of a Deployment are interchangeable and may run twice during a rollout; use a StatefulSet (or a managed database) so each member owns its data.
- **An HPA on pods without CPU requests.** Utilization is measured against the request, so the HPA reports unknown metrics and never scales; set requests first.
- **Keeping \`replicas\` in the manifest next to an HPA.** Each deploy resets the count and fights the autoscaler; drop the field.
- **Tight CPU limits on latency-sensitive services.** They cause throttling that looks like a slow app; size requests from measurements and remove or raise CPU limits.
- **Non-idempotent CronJobs with the default \`Allow\` policy.** Overlapping or duplicated runs double the work; make the job safe to repeat and choose \`Forbid\` when runs must not overlap.
- **A PDB that allows zero disruptions.** Node upgrades hang on \`kubectl drain\`; leave room for at least one pod to move.

### At work
Platform teams set the defaults: LimitRanges and ResourceQuotas per namespace, the metrics server and often KEDA or the cluster autoscaler, and policies that reject pods without requests. Application teams choose the controller for each component, size requests from dashboards, write the HPA and PDB next to the Deployment, and turn scheduled scripts into CronJobs. Stateful systems usually run through an operator (for example CloudNativePG for PostgreSQL) or outside the cluster as a managed service. A junior is typically asked to turn a cron script on a VM into a CronJob, find why a pod keeps getting \`OOMKilled\`, add an HPA and a PDB to a service, or read \`kubectl rollout history\` to roll back the right revision.`,
    resources: [
      {
        title: 'Kubernetes: Deployments',
        url: 'https://kubernetes.io/docs/concepts/workloads/controllers/deployment/',
        kind: 'docs',
      },
      {
        title: 'Kubernetes: StatefulSets',
        url: 'https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/',
        kind: 'docs',
      },
      {
        title: 'Kubernetes: Pod Quality of Service classes',
        url: 'https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/',
        kind: 'docs',
      },
      {
        title: 'HorizontalPodAutoscaler walkthrough',
        url: 'https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale-walkthrough/',
        kind: 'course',
      },
    ],
  },
  {
    key: 'configuration-management',
    title: 'Configuration Management with Ansible',
    summary:
      'Keep servers in a declared state with idempotent Ansible playbooks: inventory, tasks and modules, handlers, variables and facts, roles, dry runs and Vault, and where images and Terraform fit instead.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### What configuration management solves
Terraform creates the server; something still has to install nginx on it, write its configuration, create the \`deploy\` user, open the log directory and keep all of that true a year later on forty machines. Doing it by hand over SSH works once and then drifts: one server gets a hot fix, another misses a package upgrade, and nobody can rebuild the oldest one from memory. Such machines are called **snowflake servers**, each one unique and fragile.

**Configuration management** tools describe the wanted state of machines in files kept in Git and apply it to many machines at once, repeatedly. **Ansible** is one of the most widely used. It is **agentless**: a **control node** (your laptop or a CI runner) connects to the **managed nodes** over SSH (WinRM for Windows), copies small programs called modules to them, runs them with the machine's Python and removes them. Nothing has to be installed or kept running on the servers except SSH and Python, which is a big reason teams adopt it.

### Idempotence: describe the state, not the steps
A shell script says *do this*: \`useradd deploy\` fails the second time because the user exists, and \`echo "max_conns 200" >> app.conf\` adds a second line on every run. Ansible modules say *make it so*: "user \`deploy\` exists", "this line is present in \`app.conf\`". Each module first checks the current state and changes something only if it differs, then reports **ok** (already right) or **changed** (it had to act). Running the same playbook twice therefore changes nothing the second time, a property called **idempotence**. It is what makes it safe to run a playbook on a schedule to correct drift, or on a server whose state you are not sure of.

The summary at the end of every run, the **play recap**, shows \`ok\`, \`changed\`, \`failed\`, \`skipped\` and \`unreachable\` counts per host. A second run of a good playbook reports \`changed=0\`. When you see changes on every run, something is not idempotent, usually a \`command\` or \`shell\` task: Ansible cannot know what an arbitrary command did, so it reports \`changed\` every time unless you tell it when it really changes (\`creates:\`, \`removes:\` or \`changed_when:\`). Prefer a real module (\`user\`, \`lineinfile\`, \`apt\`, \`template\`) over \`shell\` whenever one exists.

### Inventory: which machines
The **inventory** lists managed nodes and puts them in groups. It can be an INI or YAML file, or a **dynamic inventory** plugin that asks a cloud API (for example the \`amazon.aws.aws_ec2\` plugin) which machines exist right now, so new instances are picked up without editing a file.
\`\`\`ini
# inventory/production.ini
[web]
web1.shop.internal
web2.shop.internal
web3.shop.internal

[db]
db1.shop.internal

[web:vars]
nginx_worker_connections=1024
\`\`\`
Every host is also in the implicit group \`all\`. Variables for a group or a host usually live next to the inventory in \`group_vars/web.yml\` or \`host_vars/db1.shop.internal.yml\` rather than in the file itself. Check what Ansible sees with \`ansible-inventory -i inventory/production.ini --graph\`, and test the connection with the ad hoc command \`ansible web -i inventory/production.ini -m ansible.builtin.ping\`.

### Playbooks, tasks and modules
A **playbook** is a YAML file holding a list of **plays**. Each play maps a group of hosts to an ordered list of **tasks**, and each task calls one **module** with arguments. Modules are named by their fully qualified collection name, such as \`ansible.builtin.template\`; collections (\`community.postgresql\`, \`amazon.aws\`) add modules for other systems.
\`\`\`yaml
# site.yml
- name: Configure web servers
  hosts: web
  become: true              # run tasks with sudo
  tasks:
    - name: Install nginx
      ansible.builtin.apt:
        name: nginx
        state: present
        update_cache: true

    - name: Write nginx site config
      ansible.builtin.template:
        src: templates/shop.conf.j2
        dest: /etc/nginx/sites-enabled/shop.conf
        mode: "0644"
      notify: Reload nginx

    - name: Keep nginx running and enabled at boot
      ansible.builtin.service:
        name: nginx
        state: started
        enabled: true

  handlers:
    - name: Reload nginx
      ansible.builtin.service:
        name: nginx
        state: reloaded
\`\`\`
By default Ansible runs each task on all hosts of the play (a few at a time, set by \`forks\`) before moving to the next task, and a host that fails a task is dropped from the rest of the play. \`template\` renders a **Jinja2** template (\`{{ nginx_worker_connections }}\`) with the host's variables and copies the result; \`copy\` sends a file as it is. Run it with \`ansible-playbook -i inventory/production.ini site.yml\`; \`--limit web1.shop.internal\` restricts it to one host and \`--syntax-check\` catches YAML mistakes without connecting.

### Handlers
Restarting nginx on every run would be wasteful and, for some services, disruptive. A **handler** is a task that runs only when **notified** by a task that reported \`changed\`. In the playbook above, the reload happens only if the rendered config differs from the one on disk. Handlers run after all the tasks of the play (or at a \`meta: flush_handlers\` task), **once** however many tasks notified them, and in the order they are written in the \`handlers\` section, not the order of the notifications. If the play fails before the end, notified handlers do not run on that host; a later run will not notice the config changed, so the reload can be lost. The \`--force-handlers\` option runs them even after a failure.

### Variables and facts
Variables make one playbook fit many environments: the same role configures staging and production with different \`group_vars\`. They can be defined in many places, and Ansible applies a fixed **precedence**: role \`defaults\` are the weakest (meant to be overridden), inventory \`group_vars\` and \`host_vars\` sit in the middle, and **extra vars** given on the command line (\`-e version=1.4.2\`) win over everything. When a value is not what you expected, look for a stronger definition elsewhere.

**Facts** are variables Ansible discovers about each host at the start of a play (the implicit "Gathering Facts" task): operating system, distribution, IP addresses, memory, CPU count. Use them under \`ansible_facts\`, for example \`ansible_facts['os_family'] == 'Debian'\` in a \`when:\` condition, or \`ansible_facts['processor_vcpus']\` to size worker processes. Set \`gather_facts: false\` on plays that do not need them to save time. A task's result can also be saved with \`register:\` and used by later tasks.

### Roles
Once a playbook grows, split it into **roles**: reusable units with a fixed folder layout that Ansible loads automatically.
\`\`\`text
roles/nginx/
  tasks/main.yml        # the tasks
  handlers/main.yml     # its handlers
  templates/shop.conf.j2
  files/                # files copied as they are
  defaults/main.yml     # overridable defaults (lowest precedence)
  vars/main.yml         # role variables (hard to override)
  meta/main.yml         # dependencies on other roles
\`\`\`
A play then reads \`roles: [common, nginx]\`. Put the values users should change in \`defaults\`, keep roles small and focused (one service each), and share them through a Git repository or Ansible Galaxy. Test a role on a throwaway machine or container (Molecule is the usual tool) and lint it with \`ansible-lint\`.

### Check mode, diff and Vault
Before touching production, run \`ansible-playbook site.yml --check --diff\`. **Check mode** simulates the run: modules that support it report what they *would* change without changing anything. **Diff mode** shows before-and-after differences, for example the lines of a config file a template would change. Together they are Ansible's answer to \`terraform plan\`, with a limit: modules without check-mode support do nothing and report nothing, and \`command\`/\`shell\` tasks are skipped (unless they use \`creates\` or \`removes\`), so a later task that depends on their result may behave differently in a real run.

Playbooks need secrets: a database password, an API token. **Ansible Vault** encrypts whole files (\`ansible-vault encrypt group_vars/prod/vault.yml\`) or single values (\`ansible-vault encrypt_string\`), so they can live in Git; at run time you supply the vault password with \`--ask-vault-pass\` or a password file kept outside the repository. Vault only protects data **at rest**: once decrypted during a run, the value is an ordinary variable. Starting with ansible-core 2.22, decrypted vault values are masked in Ansible's output, but the documentation warns that the masking has limits (and older versions have none), so mark tasks that handle secrets with \`no_log: true\`. Many teams instead fetch secrets at run time from a secret manager through a lookup plugin.

### Configuration management, images and provisioning
Three approaches overlap and are often combined:
- **Provisioning** (Terraform, OpenTofu) creates and changes the infrastructure itself: networks, VMs, databases, DNS. It keeps a state of the resources it owns and shows a plan.
- **Configuration management** (Ansible, also Chef, Puppet, Salt) changes what is inside existing machines, in place, and corrects drift by running again. Ansible keeps no state: every run compares against the machine as it is now.
- **Immutable infrastructure** never changes a running server. You bake a machine image with everything installed (often with Packer, which can run an Ansible playbook during the build) or build a container image, and replace servers with new ones for every change. Drift cannot accumulate because servers are never modified; rollbacks mean starting the previous image.

Containers and Kubernetes have moved much application configuration into images and manifests. Ansible remains the everyday tool for what is left: the hosts under a cluster, databases and appliances on VMs, network devices, on-premises fleets, and image builds.

### Worked example
Ops wants \`client_max_body_size 20m;\` on the three web servers so customers can upload larger photos, without a moment of downtime. The nginx role renders \`/etc/nginx/nginx.conf\` from \`templates/nginx.conf.j2\`, so the template gets the line in its \`http\` block, driven by a variable with a default:
\`\`\`yaml
# roles/nginx/defaults/main.yml
nginx_client_max_body_size: 1m
# group_vars/web.yml
nginx_client_max_body_size: 20m
\`\`\`
First a dry run against one host:
\`\`\`bash
ansible-playbook -i inventory/production.ini site.yml --limit web1.shop.internal --check --diff
\`\`\`
The diff shows exactly one changed line in \`/etc/nginx/nginx.conf\` and the recap says \`changed=1\`; nothing else would move. To roll it out safely, the play gets \`serial: 1\`, so Ansible completes the whole play, handlers included, on one server before starting the next, and the template task gets a validation step so that a broken config never replaces a working one:
\`\`\`yaml
# site.yml
- name: Configure web servers
  hosts: web
  become: true
  serial: 1
  roles: [nginx]

# roles/nginx/tasks/main.yml (excerpt)
- name: Write nginx.conf
  ansible.builtin.template:
    src: nginx.conf.j2
    dest: /etc/nginx/nginx.conf
    validate: nginx -t -c %s
  notify: Reload nginx
\`\`\`
The \`validate\` command runs against the rendered file (\`%s\`) before it is moved into place; if \`nginx -t\` fails, the task fails and the old file stays. The real run reports \`changed=1\` on each web server and the handler reloads nginx once per host. Running the playbook again immediately reports \`changed=0\` everywhere: the change is idempotent, and the same run next month will flag any server that someone edited by hand.

### Common mistakes
- **\`shell\` and \`command\` for everything.** They are not idempotent and report \`changed\` on every run; use the module for the job, or add \`creates:\` or \`changed_when:\`.
- **Restarting services as plain tasks.** Each run restarts them even when nothing changed; notify a handler from the task that changes the config.
- **Plain-text secrets in \`group_vars\`.** Anyone with the repository has production passwords; encrypt them with Vault or fetch them from a secret manager, and use \`no_log\` where they are handled.
- **Trusting \`--check\` completely.** Skipped commands and modules without check support make the dry run incomplete; read the skipped tasks and test on staging too.
- **Hand edits on servers "just this once".** The next playbook run silently reverts them, or worse, nobody runs it and drift grows; make every change in the repository.
- **Overriding variables in surprising places.** A value set in \`vars/\` or with \`-e\` beats inventory variables; keep overridable values in role \`defaults\` and one clear place per environment.

### At work
Operations and platform teams keep Ansible repositories with an inventory per environment, shared roles (hardening, users, monitoring agents, nginx, PostgreSQL) and playbooks run from CI or from a controller such as AWX or Red Hat Ansible Automation Platform, often on a schedule to correct drift. Pull requests show \`--check --diff\` output for review, just as Terraform pull requests show a plan. Terraform usually creates the machines and hands their addresses to Ansible through a dynamic inventory, while image pipelines run the same roles inside Packer builds. A junior is typically asked to add a package or a config option to a role, turn a wiki page of manual steps into a playbook, make a \`shell\` task idempotent, or move a secret into Vault.`,
    resources: [
      {
        title: 'Ansible documentation: Intro to playbooks (source on GitHub)',
        url: 'https://github.com/ansible/ansible-documentation/blob/devel/docs/docsite/rst/playbook_guide/playbooks_intro.rst',
        kind: 'docs',
      },
      {
        title: 'Ansible documentation: Handlers (source on GitHub)',
        url: 'https://github.com/ansible/ansible-documentation/blob/devel/docs/docsite/rst/playbook_guide/playbooks_handlers.rst',
        kind: 'docs',
      },
      {
        title: 'Ansible documentation: Check mode and diff mode (source on GitHub)',
        url: 'https://github.com/ansible/ansible-documentation/blob/devel/docs/docsite/rst/playbook_guide/playbooks_checkmode.rst',
        kind: 'docs',
      },
      {
        title: 'Ansible documentation: Ansible Vault (source on GitHub)',
        url: 'https://github.com/ansible/ansible-documentation/blob/devel/docs/docsite/rst/vault_guide/vault.rst',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'cloud-networking-and-iam',
    title: 'Cloud Networking and IAM',
    summary:
      'Design VPCs with public and private subnets, routes, NAT and private endpoints, tell security groups from network ACLs, and grant access with IAM roles, policies and temporary credentials such as OIDC from CI.',
    estimatedMinutes: 145,
    reviewedOn: '2026-11',
    contentMd: `### Two questions behind every cloud request
Whenever something in the cloud talks to something else, two independent checks decide whether it works. The **network** decides whether packets can travel from A to B at all: addresses, routes, gateways and firewalls. **Identity and access management** (IAM) decides whether the caller, once its API request arrives, is allowed to do what it asks. A request to upload a file to S3 can fail because the server has no route to S3, or because its role lacks \`s3:PutObject\`, and the error messages differ: a network problem usually shows up as a **timeout**, an IAM problem as an immediate **AccessDenied**. Knowing which layer you are looking at halves the time of most cloud debugging.

Cloud Fundamentals introduced VPCs, security groups and least privilege. This lesson goes one level down, using AWS names; the other large providers have the same building blocks under other names (Google Cloud's VPC networks, firewall rules and Cloud NAT; Azure's virtual networks, network security groups and NAT Gateway), with real differences in detail: a Google Cloud VPC network, for example, spans all regions, with regional subnets.

### VPCs, subnets and route tables
A **VPC** is your private network in one region, with an IPv4 address range written in CIDR notation, such as \`10.0.0.0/16\` (65,536 addresses). AWS allows VPC blocks between \`/16\` and \`/28\`. Pick a range that does not overlap your office network or other VPCs you may want to connect later: overlapping ranges cannot be peered or routed to each other, and renumbering a live network is painful.

A **subnet** is a slice of the VPC's range that lives in exactly **one availability zone**. To survive the loss of a zone, you create the same tier of subnets in at least two zones. In every subnet AWS reserves five addresses (the first four and the last), so a \`/24\` gives 251 usable addresses, not 256.

Every subnet is associated with one **route table**, a list of destinations (CIDR blocks) and targets (a gateway, a network interface, a peering connection). Each table contains a \`local\` route for the VPC's own range, which is why all subnets of a VPC can reach each other by default. Traffic follows the **most specific** matching route: a packet to \`10.0.3.7\` uses the \`10.0.0.0/16 → local\` route even if there is also a \`0.0.0.0/0\` route.

### Internet gateways and NAT gateways
What makes a subnet **public** is nothing more than its route table: a route \`0.0.0.0/0 → igw-…\` to the VPC's **internet gateway**. An instance there also needs a public IPv4 address (or an Elastic IP) to talk to the internet. A **private** subnet has no route to the internet gateway, so nothing on the internet can reach its instances, whatever their firewalls say.

Private servers still need to go *out*: to download packages, call a payment API or reach a cloud service's public endpoint. A **NAT gateway** does this. The classic, zonal kind is created in a public subnet with an Elastic IP, and you give the private subnets the route \`0.0.0.0/0 → nat-…\`. Instances can then open connections to the internet, which see the NAT gateway's address, but nobody outside can open a connection to them. A zonal NAT gateway lives in one availability zone: for resilience create one per zone and point each zone's private route table at its own. AWS now also offers **regional** NAT gateways, which need no public subnet and expand by themselves to the zones where your workloads run. NAT gateways are billed by the hour and **per gigabyte processed**, which makes them a classic source of surprise costs when large volumes of traffic to cloud services flow through them.

### Security groups and network ACLs
Two kinds of firewall protect a VPC, and they behave very differently:

| | Security group | Network ACL |
| --- | --- | --- |
| Attached to | a network interface (an instance, a load balancer, a database) | a subnet |
| Rules | allow only | allow and deny |
| State | **stateful**: replies to allowed traffic are allowed automatically | **stateless**: replies must be allowed by a rule in the other direction |
| Evaluation | all rules are considered | rules in number order, the first match decides |

A new security group allows no inbound traffic and all outbound traffic. Its rules can name another security group as the source ("allow 5432 from the \`app\` group"), which keeps working as instances come and go, far better than lists of IP addresses.

The default network ACL allows everything, so most teams rely on security groups and use ACLs only as a coarse extra guard, for example to deny a known bad address range for a whole subnet. Statelessness is the trap: a client's reply traffic goes to a temporary **ephemeral port** on the client (AWS's documentation suggests allowing 1024–65535), so an ACL that allows inbound 443 but not the outbound ephemeral range breaks every response. A custom ACL starts by denying everything until you add rules.

### Reaching cloud services privately
By default, a call from a private subnet to S3 or another AWS API goes to the service's public endpoint, through the NAT gateway. **VPC endpoints** keep that traffic on the provider's network:
- **Gateway endpoints**, for S3 and DynamoDB, are a route-table target: add the endpoint to the private subnets' tables and S3 traffic bypasses the NAT gateway. They have no extra charge.
- **Interface endpoints** (AWS PrivateLink) place a network interface with a private IP address in your subnets for a service (Secrets Manager, ECR, STS and many more, including other companies' services). With private DNS on, the service's normal hostname resolves to that private address, so code does not change. They are billed per hour and per gigabyte.

Endpoints can carry an **endpoint policy** that limits what may be done through them (for example, only your own buckets), and bucket policies can require requests to come through a given endpoint. Azure's Private Endpoints and Google Cloud's Private Service Connect play the same role.

### IAM: users, roles and policies
AWS IAM has a few kinds of identity:
- **IAM users** have long-term credentials: a console password and possibly access keys. AWS now recommends that people sign in through federation with an identity provider (IAM Identity Center) and that workloads use roles, so long-term keys become the exception.
- **Groups** collect users to attach the same permissions.
- **Roles** have no long-term credentials. Someone or something *assumes* a role and receives temporary credentials. A role has two policies: a **trust policy** saying who may assume it, and **permission policies** saying what it may do.

A **policy** is a JSON document with a \`Version\` (\`"2012-10-17"\`, the current version of the policy language) and a list of statements. Each statement has an \`Effect\` (\`Allow\` or \`Deny\`), \`Action\`s (\`s3:GetObject\`, \`ec2:Describe*\`), \`Resource\`s as ARNs, and optionally a \`Condition\` (source VPC endpoint, required MFA, tags). **Identity-based** policies are attached to users, groups and roles; **resource-based** policies are attached to a resource, such as an S3 bucket policy, and add a \`Principal\` saying whom they apply to.

### How AWS evaluates a request
For a request inside one account, AWS gathers every policy that applies and decides:
1. Start from an **implicit deny**: nothing is allowed by default.
2. If any applicable statement says **\`Deny\`**, the request is denied. An **explicit deny always wins**, whatever allows exist elsewhere.
3. Otherwise, if an identity-based or resource-based policy **allows** it, it is allowed, provided every guardrail that applies (an organization's service control or resource control policies, a permissions boundary, a session policy) allows it too; those can only take permissions away, never grant them.
4. Otherwise the implicit deny stands.

Across accounts both sides must agree: the caller's own policies must allow the action and the resource's policy must allow the caller. The practical consequences: use explicit denies for hard rules ("nobody may disable CloudTrail"), do not try to fix an explicit deny by adding more allows, and read AccessDenied messages carefully, since they often say which kind of policy denied the request.

### Temporary credentials and workload identity
Long-lived access keys leak: in Git history, CI variables, laptops and logs, and they keep working until someone notices. **Temporary credentials** from AWS STS come with an expiry, by default an hour for an assumed role, and are renewed automatically by the SDKs. Each kind of workload has a way to receive them without any stored secret: an **instance profile** for EC2, a **task role** for ECS, a role for each Lambda function, and EKS Pod Identity or IAM roles for service accounts on Kubernetes. Azure calls the same idea managed identities, and Google Cloud attaches service accounts to workloads.

CI pipelines outside AWS use **OIDC federation**. In GitHub Actions, a job with \`permissions: id-token: write\` can request a signed token from GitHub describing the repository, branch or environment that is running. AWS, configured to trust GitHub's OIDC provider (\`token.actions.githubusercontent.com\`, audience \`sts.amazonaws.com\`), exchanges that token for temporary credentials of a role, and the role's trust policy decides which tokens are accepted:
\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": { "Federated": "arn:aws:iam::111122223333:oidc-provider/token.actions.githubusercontent.com" },
      "Action": "sts:AssumeRoleWithWebIdentity",
      "Condition": {
        "StringEquals": {
          "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
          "token.actions.githubusercontent.com:sub": "repo:acme/shop:environment:production"
        }
      }
    }
  ]
}
\`\`\`
The \`sub\` condition is essential: without it, any repository on GitHub that can get a token could assume the role. Google Cloud's Workload Identity Federation and Azure's workload identity federation work the same way.

### Worked example
A team adds batch workers in new private subnets (\`10.0.16.0/20\` in zone a, \`10.0.32.0/20\` in zone b). The workers must download a price feed from a partner's HTTPS API and write results to the bucket \`acme-reports\`. On the first run every outbound call **times out**.

A timeout points to the network, so the team starts there. The private route table holds only \`10.0.0.0/16 → local\`: there is no way out. They create a NAT gateway in each zone's public subnet and add \`0.0.0.0/0 → nat-a\` and \`0.0.0.0/0 → nat-b\` to the matching private route tables. The partner API now answers in zone b but still times out in zone a. The difference: someone attached a custom network ACL to the zone-a subnet allowing outbound TCP 443 and nothing inbound. Because ACLs are stateless, the replies (to the workers' ephemeral ports) were dropped. They add an inbound rule allowing TCP 1024–65535 from \`0.0.0.0/0\`, which admits only replies in practice, since the subnet has no route from the internet and the workers' security group allows no inbound traffic.

Next, S3 uploads fail immediately with **AccessDenied**: the network works now, and this is IAM. The workers' role has no S3 permission at all. They add a policy allowing \`s3:PutObject\` on \`arn:aws:s3:::acme-reports/*\`, and nothing else. Finally, a look at the bill: the reports are large, and they travel through the NAT gateways at a per-gigabyte price. An S3 **gateway endpoint** added to both private route tables takes that traffic off the NAT gateways at no charge, and the bucket policy gets a statement denying writes that do not come through that endpoint.

### Common mistakes
- **Putting databases in public subnets "to connect from a laptop".** Keep them private and reach them through a bastion, Session Manager or a VPN; a public route plus one loose security group rule exposes them to the internet.
- **Forgetting that network ACLs are stateless.** Allowing a request in one direction without the ephemeral ports in the other silently drops every reply; prefer security groups and keep ACLs simple.
- **One zonal NAT gateway for all zones.** When its zone fails, every private subnet loses outbound access, and cross-zone traffic adds cost; use one per zone, or a regional NAT gateway.
- **Sending heavy S3 traffic through NAT.** It is billed per gigabyte; a gateway endpoint is free and keeps traffic private.
- **OIDC trust policies without a \`sub\` condition.** Any GitHub repository could then assume the role; pin the repository and the branch or environment.
- **Adding allows to beat an explicit deny.** A deny always wins; find the policy that denies, usually a guardrail, and change it or the request.

### At work
Network and platform teams design the address plan, build VPCs, subnets, gateways and endpoints from shared Terraform modules, and often run a hub network for shared services and connections to offices. Security teams own organization-level guardrails (service control policies), review IAM changes in plans, and watch access analysis reports. Application teams request roles for their services and write least-privilege policies with the platform team's help. Pipelines deploy with OIDC-assumed roles, one per environment, and no stored keys. A junior is typically asked to find why a service cannot reach another (route, security group, ACL or DNS?), open a port from one security group to another, replace CI access keys with an OIDC role, or trim a wildcard policy down to the actions a service really uses.`,
    resources: [
      {
        title: 'Amazon VPC: Configure route tables',
        url: 'https://docs.aws.amazon.com/vpc/latest/userguide/VPC_Route_Tables.html',
        kind: 'docs',
      },
      {
        title: 'Amazon VPC: NAT gateways',
        url: 'https://docs.aws.amazon.com/vpc/latest/userguide/vpc-nat-gateway.html',
        kind: 'docs',
      },
      {
        title: 'AWS IAM: Policy evaluation logic',
        url: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_policies_evaluation-logic.html',
        kind: 'docs',
      },
      {
        title: 'GitHub Docs: Configuring OpenID Connect in Amazon Web Services',
        url: 'https://docs.github.com/en/actions/how-tos/secure-your-work/security-harden-deployments/oidc-in-aws',
        kind: 'docs',
      },
    ],
  },
];
