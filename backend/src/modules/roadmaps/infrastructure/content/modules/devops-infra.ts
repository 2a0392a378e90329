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

By default pods are created in order (0, then 1 when 0 is ready) and removed in reverse order, and rolling updates go from the highest ordinal down. Deleting or scaling down a StatefulSet does **not** delete its volumes: that protects data, and it also means you clean them up deliberately. A StatefulSet gives identity and storage, not replication: the database software still has to copy data between members, which is why teams often prefer an operator or a managed database to writing their own.

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

**Configuration management** tools describe the wanted state of machines in files kept in Git and apply it to many machines at once, repeatedly. **Ansible** is the most widely used today. It is **agentless**: a **control node** (your laptop or a CI runner) connects to the **managed nodes** over SSH (WinRM for Windows), copies small programs called modules to them, runs them with the machine's Python and removes them. Nothing has to be installed or kept running on the servers except SSH and Python, which is a big reason teams adopt it.

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
Before touching production, run \`ansible-playbook site.yml --check --diff\`. **Check mode** simulates the run: modules that support it report what they *would* change without changing anything. **Diff mode** shows before-and-after differences, for example the lines of a config file a template would change. Together they are Ansible's answer to \`terraform plan\`, with a limit: modules without check-mode support do nothing and report nothing, and \`command\`/\`shell\` tasks are skipped, so a later task that depends on their result may behave differently in a real run.

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
];
