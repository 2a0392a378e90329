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
            why: 'The opposite: scaling down or deleting a StatefulSet keeps its volumes, to protect the data.',
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
];
