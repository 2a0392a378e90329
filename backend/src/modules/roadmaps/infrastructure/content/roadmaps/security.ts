import type { RoadmapContent } from '../content-types.js';

/** The Security Engineer roadmap (issue 29). The slug and section keys are stable identifiers. */
export const SECURITY_ROADMAP: RoadmapContent = {
  slug: 'security',
  title: 'Security Engineer',
  summary:
    'Learn to find and fix weaknesses before attackers do: web application security, identity, cryptography, cloud and incident response.',
  descriptionMd: `This roadmap is for developers, system administrators and career changers who want to work in application or infrastructure security. You start with how networks, Linux and the web work, because every attack abuses one of them, then learn the principles security engineers reason with: least privilege, defence in depth and threat modeling.

The middle of the roadmap is application security: authentication and passwords, access control, injection, cross-site scripting, browser defences, code review and the software supply chain, each with the OWASP guidance teams use at work. The last part is operations: network and cloud security, secrets, logging and detection, vulnerability management, incident response and how an ethical penetration test is run.

By the end you can **review an application and its infrastructure for the common weaknesses, explain the risk to a team and fix it**, the core of junior application-security and security-engineering roles.`,
  level: 'intermediate',
  estimatedHours: 81,
  tags: ['security', 'owasp', 'appsec', 'cryptography', 'cloud', 'incident-response'],
  prerequisites: [
    'Comfortable using a computer and installing programs',
    'Some programming helps (the Frontend or Backend roadmap, or equivalent); it is not required to start',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: ['how-the-web-works', 'networking-basics', 'linux-fundamentals', 'command-line-basics', 'git-basics'],
    },
    {
      key: 'principles',
      title: 'Thinking Like a Defender',
      modules: ['security-principles', 'threat-modeling', 'cryptography-basics', 'tls-and-pki'],
    },
    {
      key: 'identity',
      title: 'Identity and Access',
      modules: ['authentication-and-sessions', 'passwords-and-mfa', 'access-control'],
    },
    {
      key: 'application-security',
      title: 'Application Security',
      modules: [
        'http-and-apis',
        'web-security-owasp',
        'injection-attacks',
        'cross-site-scripting',
        'browser-security-csrf-cors',
        'secure-code-review',
        'supply-chain-security',
      ],
    },
    {
      key: 'infrastructure',
      title: 'Infrastructure and Cloud',
      modules: ['network-security', 'containers-docker', 'cloud-security', 'secrets-management'],
    },
    {
      key: 'operations',
      title: 'Detect, Respond, Test',
      modules: [
        'security-logging-and-detection',
        'incident-response',
        'vulnerability-management',
        'penetration-testing-basics',
        'data-ethics-privacy',
      ],
    },
  ],
};
