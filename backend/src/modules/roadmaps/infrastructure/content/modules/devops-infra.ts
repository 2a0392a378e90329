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
];
