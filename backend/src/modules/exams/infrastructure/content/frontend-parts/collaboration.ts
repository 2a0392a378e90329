import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Frontend exam questions on the deepened github-collaboration lesson (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM_COLLABORATION: ExamQuestionContent[] = [
  {
    key: 'frontend-156',
    kind: 'single',
    prompt:
      'You run `git fetch origin` while on your branch `add-search`. Teammates had pushed three new commits to `main`. What has changed on your machine?',
    options: opts(
      'Your local `main` now contains the three commits',
      '`origin/main` now points at the new commits; your branches and files are unchanged',
      'The three commits were merged into `add-search`',
      'Nothing, because `fetch` only checks whether the remote is reachable',
    ),
    correct: ['b'],
    explanation:
      '`git fetch` only downloads and moves remote-tracking branches such as `origin/main`. Integrating the commits into a branch is a separate step, which `git pull` does for you.',
    moduleKey: 'github-collaboration',
    section: 'Remotes',
  },
  {
    key: 'frontend-157',
    kind: 'single',
    prompt:
      'A pull request says "Fixes #12" in its description. It targets the `release-2` branch, while the default branch is `main`. After it is merged, issue 12 is still open. Why?',
    options: opts(
      'Closing keywords only work in commit messages, not in descriptions',
      'Closing keywords only act when the PR targets the default branch',
      'Only "Closes" closes an issue; "Fixes" merely links it',
      'The issue must be assigned to the PR author first',
    ),
    correct: ['b'],
    explanation:
      'GitHub acts on `Closes`, `Fixes` and `Resolves` in a PR description only when the PR is merged into the default branch; merged elsewhere, the keyword does nothing and the issue must be closed by hand.',
    moduleKey: 'github-collaboration',
    section: 'The pull request flow',
  },
  {
    key: 'frontend-158',
    kind: 'multiple',
    prompt:
      '`main` is protected: one approving review, the `test` status check and code owner review are required. Which of these keep the merge button disabled? Select all that apply.',
    options: opts(
      'The `test` check is still failing',
      'Nobody except the author has approved yet',
      'The PR changes `/src/payments/`, and its code owners have not approved',
      'A teammate left a plain "Comment" review with two questions',
      'The description has no screenshots',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'The rule blocks the merge until the required check passes, another person approves (authors cannot approve their own PR) and the code owners of the touched paths approve. Comments and missing screenshots are things to fix, but the rule does not enforce them.',
    moduleKey: 'github-collaboration',
    section: 'Protected branches and required checks',
  },
  {
    key: 'frontend-159',
    kind: 'single',
    prompt:
      'You forked a project four months ago and now want to fix a new bug in it. Your clone has `origin` (your fork) and `upstream` (the original). Where should the new branch start?',
    options: opts(
      'From your local `main`, as it was when you forked',
      'From `origin/main`, since that is where you push',
      'From `upstream/main` after `git fetch upstream`',
      'From the branch of your last pull request',
    ),
    correct: ['c'],
    explanation:
      "Your fork's `main` is months behind. Branching from a freshly fetched `upstream/main` starts from the project's current code, so you avoid conflicts that did not need to exist.",
    moduleKey: 'github-collaboration',
    section: "Contributing to someone else's project",
  },
  {
    key: 'frontend-160',
    kind: 'single',
    prompt:
      'Reviewing a PR, you find that "Remove account" deletes data without asking for confirmation, and you would also rename two variables. Which review is most useful?',
    options: opts(
      'Approve, and mention the data loss in a separate chat message',
      'Request changes, mark the missing confirmation as blocking and the renames as optional "nit:"',
      'Request changes with one comment: "Needs work"',
      'Comment only on the two variable names, so that the review stays short, friendly and easy to act on',
    ),
    correct: ['b'],
    explanation:
      'Data loss must be fixed before merging, so "Request changes" fits; saying which comments block and which are optional tells the author what to do first. A bare "Needs work" gives no way forward.',
    moduleKey: 'github-collaboration',
    section: 'Reviewing kindly',
  },
];
