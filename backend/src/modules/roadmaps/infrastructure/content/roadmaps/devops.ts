import type { RoadmapContent } from '../content-types.js';

export const DEVOPS_ROADMAP: RoadmapContent = {
  slug: 'devops',
  title: 'DevOps & Cloud Engineer',
  summary:
    'Automate how software is built, shipped and run: Linux, networks, containers, pipelines, infrastructure as code and the cloud.',
  descriptionMd:
    'For developers and sysadmins who want to own the path from a commit to production. You will get comfortable on ' +
    '**Linux** servers and networks, package apps in **containers**, build **CI/CD** pipelines, describe infrastructure ' +
    'as code, run workloads in the cloud and on **Kubernetes**, and watch production with logs, metrics and traces.\n\n' +
    'By the end you can ship an application automatically, safely and repeatably, and know what it is doing once it runs.',
  level: 'intermediate',
  estimatedHours: 75,
  tags: ['linux', 'docker', 'kubernetes', 'cloud', 'ci-cd'],
  prerequisites: [
    'Comfort with the command line',
    'Having built a small web application helps (Frontend or Backend roadmap)',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: [
        'command-line-basics',
        'linux-fundamentals',
        'shell-scripting',
        'networking-basics',
        'http-and-apis',
        'relational-databases-sql',
        'git-basics',
        'github-collaboration',
      ],
    },
    {
      key: 'build-and-ship',
      title: 'Build and ship',
      modules: [
        'containers-docker',
        'docker-compose',
        'ci-cd-pipelines',
        'secrets-management',
        'infrastructure-as-code',
        'configuration-management',
      ],
    },
    {
      key: 'run-in-production',
      title: 'Run in production',
      modules: [
        'web-servers-and-reverse-proxies',
        'cloud-fundamentals',
        'cloud-networking-and-iam',
        'kubernetes-basics',
        'kubernetes-workloads',
        'observability',
        'logs-and-alerting',
        'backups-and-disaster-recovery',
      ],
    },
    {
      key: 'secure-and-respond',
      title: 'Secure and respond',
      modules: [
        'web-security-owasp',
        'network-security',
        'cloud-security',
        'security-logging-and-detection',
        'incident-response',
      ],
    },
  ],
};
