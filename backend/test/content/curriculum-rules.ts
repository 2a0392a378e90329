/** How the curriculum tests read a lesson: its prose words, its `### ` headings and its links. */
import type { ModuleContent } from '../../src/modules/roadmaps/infrastructure/content/content-types.js';

/**
 * The roadmaps whose every lesson, check and exam question is written, and the numbers each then
 * keeps (issue 29). FINISHED_ROADMAPS grows roadmap by roadmap.
 */
export const FINISHED_ROADMAPS = [
  'security',
  'full-stack',
  'mobile',
  'frontend',
  'data',
  'ai-ml',
  'ux-design',
  'devops',
  'backend',
  // A writer runs a roadmap's finished checks before listing it: CHECK_AS_FINISHED=backend,devops
  ...(process.env.CHECK_AS_FINISHED ?? '').split(',').filter(Boolean),
];

export const MIN_TOPICS = 24;
export const MIN_LESSON_WORDS = 600;
export const MIN_RESOURCES = 2;
export const MIN_CHECKS = 5;
export const MIN_EXAM_PER_MODULE = 5;
export const MIN_EXAM_BANK = 100;
/** A roadmap's stated hours may differ from the sum of its modules' estimates by at most this share. */
export const HOURS_TOLERANCE = 0.2;
export const MIN_BLOG_POSTS = 12;
/** The curriculum as a whole (issue 29 goal 2): distinct lessons and words of explanation. */
export const MIN_LESSONS = 150;
export const MIN_TOTAL_WORDS = 100_000;

/**
 * The time a lesson plausibly takes: its prose read slowly with the examples tried (40 words a
 * minute), 4 minutes a check question, 30 minutes a code exercise and an hour with its best
 * resources. A module's `estimatedMinutes` must lie between half and two and a half times this.
 */
export function plausibleMinutes(words: number, checks: number, exercises: number): { low: number; high: number } {
  const expected = words / 40 + 4 * checks + 30 * exercises + 60;
  return { low: Math.floor(expected * 0.5), high: Math.ceil(expected * 2.5) };
}

/** Fenced code blocks are examples, not explanation: they do not count as the lesson's words. */
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/** The words of explanation in a Markdown lesson: fenced code and link targets left out. */
export function proseWords(markdown: string): number {
  const prose = markdown.replace(FENCE, ' ').replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The text of each `### ` heading, in order (the sections checks and exam questions trace to). */
export function lessonHeadings(lesson: Pick<ModuleContent, 'contentMd'>): string[] {
  return [...lesson.contentMd.replace(FENCE, '').matchAll(/^### (.+)$/gm)].map((m) => m[1].trim());
}

/** Every external link of a lesson: its resources and the Markdown links of its text. */
export function lessonLinks(lesson: Pick<ModuleContent, 'contentMd' | 'resources'>): string[] {
  const inline = [...lesson.contentMd.replace(FENCE, '').matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);
  return [...lesson.resources.map((r) => r.url), ...inline];
}

/**
 * Hosts whose pages a reviewer has checked are primary or well-kept free sources (official docs,
 * standards bodies, OWASP, the vendors' own learning sites). A link elsewhere is reviewed first and
 * its host added here with the review.
 */
export const KNOWN_HOSTS: ReadonlySet<string> = new Set([
  // Standards, specifications and public bodies
  'datatracker.ietf.org',
  'www.rfc-editor.org',
  'www.w3.org',
  'html.spec.whatwg.org',
  'csrc.nist.gov',
  'pages.nist.gov',
  'nvd.nist.gov',
  'www.nist.gov',
  'www.cisa.gov',
  'www.cve.org',
  'cwe.mitre.org',
  'attack.mitre.org',
  'www.first.org',
  'gdpr-info.eu',
  'eur-lex.europa.eu',
  'www.ncsc.gov.uk',
  'www.iso.org',
  // Security projects and learning
  'owasp.org',
  'cheatsheetseries.owasp.org',
  'portswigger.net',
  'www.hacksplaining.com',
  'slsa.dev',
  'www.sigstore.dev',
  'openssf.org',
  'scorecard.dev',
  'securityscorecards.dev',
  'letsencrypt.org',
  'ssl-config.mozilla.org',
  'infosec.mozilla.org',
  'www.ssllabs.com',
  'haveibeenpwned.com',
  'fidoalliance.org',
  'passkeys.dev',
  'www.cloudflare.com',
  'blog.cloudflare.com',
  'sre.google',
  // The platform's, languages' and tools' own documentation
  'developer.mozilla.org',
  'web.dev',
  'developer.chrome.com',
  'nodejs.org',
  'nodejs.dev',
  'docs.npmjs.com',
  'www.typescriptlang.org',
  'react.dev',
  'reactnative.dev',
  'docs.expo.dev',
  'vite.dev',
  'vitest.dev',
  'jestjs.io',
  'playwright.dev',
  'testing-library.com',
  'docs.python.org',
  'www.python.org',
  'peps.python.org',
  'pandas.pydata.org',
  'numpy.org',
  'matplotlib.org',
  'seaborn.pydata.org',
  'scikit-learn.org',
  'pytorch.org',
  'docs.pytorch.org',
  'huggingface.co',
  'jupyter.org',
  'www.postgresql.org',
  'sqlite.org',
  'www.sqlite.org',
  'redis.io',
  'git-scm.com',
  'docs.github.com',
  'github.com',
  'skills.github.com',
  'docs.gitlab.com',
  'docs.docker.com',
  'kubernetes.io',
  'helm.sh',
  'developer.hashicorp.com',
  'opentelemetry.io',
  'prometheus.io',
  'grafana.com',
  'nginx.org',
  'docs.aws.amazon.com',
  'aws.amazon.com',
  'learn.microsoft.com',
  'cloud.google.com',
  'developer.android.com',
  'developer.apple.com',
  'www.gnu.org',
  'man7.org',
  'tldp.org',
  'ubuntu.com',
  'www.debian.org',
  'wiki.archlinux.org',
  'linuxcommand.org',
  'explainshell.com',
  'www.shellcheck.net',
  'jwt.io',
  'oauth.net',
  'openid.net',
  'swagger.io',
  'spec.openapis.org',
  'graphql.org',
  'json-schema.org',
  'www.json.org',
  'yaml.org',
  'semver.org',
  'www.conventionalcommits.org',
  '12factor.net',
  'martinfowler.com',
  // Courses, interactive tutorials and video
  'www.freecodecamp.org',
  'www.theodinproject.com',
  'learngitbranching.js.org',
  'cs50.harvard.edu',
  'www.khanacademy.org',
  'ocw.mit.edu',
  'www.youtube.com',
  'youtube.com',
  'overthewire.org',
  'sqlbolt.com',
  'www.kaggle.com',
  'developers.google.com',
  'www.nngroup.com',
  'www.w3.org',
  'www.figma.com',
  'help.figma.com',
  'm3.material.io',
  'design-system.service.gov.uk',
  'www.gov.uk',
  'www.a11yproject.com',
  'webaim.org',
  'www.deque.com',
  'www.usability.gov',
  'lawsofux.com',
  // Reviewed in 2026-11 for the lessons that link them: official docs of the libraries and tools
  // taught, regulators, and free books and courses by their authors or universities.
  'javascript.info',
  'reactnavigation.org',
  'tanstack.com',
  'expressjs.com',
  'learn.openapis.org',
  'docs.bullmq.io',
  'microservices.io',
  'www.rabbitmq.com',
  'linuxjourney.com',
  'gaia.cs.umass.edu',
  'opentofu.org',
  'kind.sigs.k8s.io',
  'www.openintro.org',
  'seeing-theory.brown.edu',
  'wesmckinney.com',
  'clauswilke.com',
  'mode.com',
  'docs.getdbt.com',
  'airflow.apache.org',
  'commission.europa.eu',
  'ico.org.uk',
  // Security sources reviewed for the Security roadmap (2026-11): primary documents and free practice.
  'www.threatmodelingmanifesto.org',
  'hstspreload.org',
  'crt.sh',
  'cabforum.org',
  'cryptopals.com',
  'cryptohack.org',
  'nmap.org',
  'www.cisecurity.org',
  'www.zaproxy.org',
  'www.pentest-standard.org',
  'semgrep.dev',
  'codeql.github.com',
  'docs.sigstore.dev',
  'cyclonedx.org',
  'spdx.dev',
  // UX and design sources (2026-11), for the UX / Product Designer roadmap: design systems and guides
  // published by their makers, standards and research bodies, and free books by their authors.
  'www.designcouncil.org.uk',
  'www.interaction-design.org',
  'measuringu.com',
  'designsystem.digital.gov',
  'digital.gov',
  'polaris.shopify.com',
  'carbondesignsystem.com',
  'atlassian.design',
  'primer.style',
  'storybook.js.org',
  'www.designtokens.org',
  'tr.designtokens.org',
  'fonts.google.com',
  'practicaltypography.com',
  'colorbrewer2.org',
  'baymard.com',
  'styleguide.mailchimp.com',
  'www.smashingmagazine.com',
  'alistapart.com',
  // AI / ML sources (2026-11), for the AI / ML Engineer roadmap: the libraries' own docs, standards
  // and regulators, and free books and courses by their authors or universities.
  'www.tensorflow.org',
  'keras.io',
  'docs.scipy.org',
  'www.statsmodels.org',
  'xgboost.readthedocs.io',
  'lightgbm.readthedocs.io',
  'mlflow.org',
  'dvc.org',
  'fastapi.tiangolo.com',
  'docs.pydantic.dev',
  'onnx.ai',
  'onnxruntime.ai',
  'www.sbert.net',
  'platform.openai.com',
  'cookbook.openai.com',
  'docs.anthropic.com',
  'docs.claude.com',
  'arxiv.org',
  'www.3blue1brown.com',
  'course.fast.ai',
  'www.fast.ai',
  'cs231n.github.io',
  'web.stanford.edu',
  'www.deeplearningbook.org',
  'd2l.ai',
  'mml-book.github.io',
  'distill.pub',
  'jalammar.github.io',
  'airc.nist.gov',
  'nvlpubs.nist.gov',
  'artificialintelligenceact.eu',
  'fairlearn.org',
  'pair.withgoogle.com',
  'oecd.ai',
  'pypi.org',
  'genai.owasp.org',
]);
