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
      'The budget allows no pod to be evicted, so the eviction is refused again and again',
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
];
