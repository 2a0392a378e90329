import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProjectsResponse, ProjectResponse, ReviewQueueResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Types a value at once (a paste): typing long texts key by key takes seconds on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const CRITERIA = ['code_quality', 'documentation', 'functionality', 'design'] as const;
const project = (overrides: Partial<ProjectResponse> = {}): ProjectResponse => ({
  id: 5,
  title: 'Weather dashboard',
  repositoryUrl: 'https://github.com/ada/weather',
  liveUrl: null,
  description: 'A dashboard that shows the forecast for saved cities, built with React.',
  roadmap: { slug: 'frontend', title: 'Frontend Developer' },
  focusAreas: ['code_quality'],
  focusNote: null,
  state: 'open',
  mine: true,
  claimedByMe: false,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  claimedAt: null,
  claimExpiresAt: null,
  reviewedAt: null,
  feedback: null,
  ...overrides,
});
const mine = (items: ProjectResponse[], eligible = false): MyProjectsResponse => ({
  items,
  maxWaiting: 3,
  reviewer: { eligible, xp: eligible ? 800 : 120, threshold: 500 },
  rubric: CRITERIA.map((criterion) => ({ criterion, title: criterion, description: 'What it covers.' })),
  claimHours: 48,
});
const feedback = {
  rubric: CRITERIA.map((criterion, i) => ({ criterion, score: i + 2, comment: `Comment about ${criterion}.` })),
  summary: 'A tidy first project; split the big component next.',
  createdAt: new Date().toISOString(),
  helpfulAt: null,
  byMe: false,
};

describe('/project-feedback', () => {
  it('explains the feature to visitors and asks them to sign in', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/project-feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Feedback' })).toBeInTheDocument();
    expect(screen.getByText('README and documentation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it("a learner submits a project and sees it waiting; the server's refusal is shown", async () => {
    let items: ProjectResponse[] = [];
    let attempts = 0;
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/feedback/projects/mine': () => mine(items),
      'POST /api/feedback/projects': () => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 400,
            json: {
              statusCode: 400,
              code: 'PROJECT_URL_INVALID',
              message: 'The repository address is not a public host name: give the https address of a public page.',
              details: { field: 'repositoryUrl' },
              requestId: 'r',
            },
          };
        items = [project()];
        return { status: 201, json: project() };
      },
    });
    const user = userEvent.setup();
    renderRoute('/project-feedback', { store });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText(/Reviewing opens at 500 XP; you have 120/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit a project' }));
    const form = screen.getByRole('form', { name: 'Submit a project' });
    await fill(user, within(form).getByLabelText(/^Title/), 'Weather dashboard');
    await fill(user, within(form).getByLabelText(/^Repository address/), 'https://localhost/ada/weather');
    await fill(
      user,
      within(form).getByLabelText(/^Description/),
      'A dashboard that shows the forecast for saved cities, built with React.',
    );
    await fill(user, within(form).getByLabelText(/^Related roadmap/), 'frontend');
    const send = within(form).getByRole('button', { name: 'Submit for feedback' });
    // Never greyed out: pressing it says what is missing, under the field, and sends nothing.
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(form).findByText('Pick at least one area you want feedback on.')).toBeInTheDocument();
    expect(api.calls('POST /api/feedback/projects')).toHaveLength(0);
    await user.click(within(form).getByRole('checkbox', { name: /Code quality/ }));
    expect(within(form).queryByText('Pick at least one area you want feedback on.')).not.toBeInTheDocument();
    await user.click(send);
    expect(await within(form).findByText('The project was not submitted')).toBeInTheDocument();
    expect(within(form).getAllByText(/not a public host name/).length).toBeGreaterThan(0);
    await user.clear(within(form).getByLabelText(/^Repository address/));
    await fill(user, within(form).getByLabelText(/^Repository address/), 'https://github.com/ada/weather');
    await user.click(send);
    await waitFor(() => expect(api.calls('POST /api/feedback/projects')).toHaveLength(2));
    expect(api.calls('POST /api/feedback/projects')[1].body).toEqual({
      title: 'Weather dashboard',
      repositoryUrl: 'https://github.com/ada/weather',
      liveUrl: null,
      description: 'A dashboard that shows the forecast for saved cities, built with React.',
      roadmapSlug: 'frontend',
      focusAreas: ['code_quality'],
      focusNote: null,
    });
    const card = await screen.findByRole('article', { name: 'Weather dashboard' });
    expect(within(card).getByText('Waiting for a reviewer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('shows the feedback received and lets the author mark it helpful', async () => {
    const reviewed = project({ state: 'reviewed', feedback });
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/feedback/projects/mine': mine([reviewed]),
      'POST /api/feedback/projects/5/helpful': {
        ...reviewed,
        feedback: { ...feedback, helpfulAt: new Date().toISOString() },
      },
    });
    const user = userEvent.setup();
    renderRoute('/project-feedback', { store });
    const card = await screen.findByRole('article', { name: 'Weather dashboard' });
    expect(within(card).getByText('Feedback received')).toBeInTheDocument();
    expect(within(card).getByText('Comment about design.')).toBeInTheDocument();
    expect(within(card).getByLabelText('5 out of 5')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'This feedback helped me' }));
    await waitFor(() => expect(api.calls('POST /api/feedback/projects/5/helpful')).toHaveLength(1));
  });

  it('a reviewer sees the queue with the median waits and claims the oldest project', async () => {
    const queue: ReviewQueueResponse = {
      items: [project({ mine: false, id: 9, title: 'Todo app' })],
      total: 1,
      page: 1,
      pageSize: 10,
      medianOpenWaitSeconds: 5 * 3600,
      medianReviewedWaitSeconds: 3 * 86_400,
      claimed: [],
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/feedback/projects/mine': mine([], true),
      'GET /api/feedback/queue': queue,
      'POST /api/feedback/projects/9/claim': project({ id: 9, mine: false, state: 'in_review', claimedByMe: true }),
    });
    const user = userEvent.setup();
    renderRoute('/project-feedback?tab=review', { store });
    const section = await screen.findByRole('region', { name: 'Review queue' });
    expect(within(section).getByText('5 hours')).toBeInTheDocument();
    expect(within(section).getByText('3 days')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Claim and review' }));
    await waitFor(() => expect(api.calls('POST /api/feedback/projects/9/claim').length).toBeGreaterThan(0));
  });

  it('"Claim and review" in the queue opens the review form of the claimed project', async () => {
    let claimed = false;
    const queue = (): ReviewQueueResponse => ({
      items: claimed ? [] : [project({ mine: false, id: 9, title: 'Todo app' })],
      total: claimed ? 0 : 1,
      page: 1,
      pageSize: 10,
      medianOpenWaitSeconds: 3600,
      medianReviewedWaitSeconds: null,
      claimed: [],
    });
    const inReview = project({
      id: 9,
      title: 'Todo app',
      mine: false,
      state: 'in_review',
      claimedByMe: true,
      claimedAt: new Date().toISOString(),
      claimExpiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    const { store } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/feedback/projects/mine': mine([], true),
      'GET /api/feedback/queue': queue,
      'POST /api/feedback/projects/9/claim': () => {
        claimed = true;
        return inReview;
      },
      'GET /api/feedback/projects/9': () => (claimed ? inReview : project({ id: 9, title: 'Todo app', mine: false })),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/project-feedback?tab=review', { store });
    const section = await screen.findByRole('region', { name: 'Review queue' });
    await user.click(within(section).getByRole('button', { name: 'Claim and review' }));
    expect(await screen.findByRole('form', { name: 'Your feedback' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project-feedback/9');
    expect(screen.getByRole('heading', { level: 1, name: 'Todo app' })).toBeInTheDocument();
  });

  it('says why a field is wrong when it is left: "Use an https address" under the repository address', async () => {
    const { store } = await signedInStore(sampleUser(), { 'GET /api/feedback/projects/mine': mine([]) });
    const user = userEvent.setup();
    renderRoute('/project-feedback', { store });
    await user.click(await screen.findByRole('button', { name: 'Submit a project' }));
    const form = screen.getByRole('form', { name: 'Submit a project' });
    const repository = within(form).getByLabelText(/^Repository address/);
    await fill(user, repository, 'http://github.com/ada/weather');
    expect(within(form).queryByText(/Use an https address/)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText(/Use an https address/)).toBeInTheDocument();
    expect(repository).toHaveAttribute('aria-invalid', 'true');
    await fill(user, within(form).getByLabelText(/^Description/), 'Too short.');
    await user.tab();
    expect(await within(form).findByText('Describe it in 50 characters at least (10 so far).')).toBeInTheDocument();
    // Fixing the field takes its message away at once.
    await user.clear(repository);
    await fill(user, repository, 'https://github.com/ada/weather');
    expect(within(form).queryByText(/Use an https address/)).not.toBeInTheDocument();
  });

  it('keeps an unsent project across a reload and forgets it once it is sent', async () => {
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/feedback/projects/mine': mine([]),
      'POST /api/feedback/projects': { status: 201, json: project() },
    });
    const user = userEvent.setup();
    const first = renderRoute('/project-feedback', { store });
    await user.click(await screen.findByRole('button', { name: 'Submit a project' }));
    let form = screen.getByRole('form', { name: 'Submit a project' });
    await fill(user, within(form).getByLabelText(/^Title/), 'Weather dashboard');
    await fill(user, within(form).getByLabelText(/^Repository address/), 'https://github.com/ada/weather');
    await user.click(within(form).getByRole('checkbox', { name: /Functionality/ }));
    first.unmount(); // the page goes away (a reload): the draft is written as it was left

    renderRoute('/project-feedback', { store });
    form = await screen.findByRole('form', { name: 'Submit a project' });
    expect(within(form).getByText(/Your unsent project was kept in this browser/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Weather dashboard');
    expect(within(form).getByLabelText(/^Repository address/)).toHaveValue('https://github.com/ada/weather');
    expect(within(form).getByRole('checkbox', { name: /Functionality/ })).toBeChecked();
    await fill(
      user,
      within(form).getByLabelText(/^Description/),
      'A dashboard that shows the forecast for saved cities, built with React.',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit for feedback' }));
    await waitFor(() => expect(api.calls('POST /api/feedback/projects')).toHaveLength(1));
    expect(api.calls('POST /api/feedback/projects')[0].body).toMatchObject({
      title: 'Weather dashboard',
      focusAreas: ['functionality'],
    });
    await waitFor(() => expect(localStorage.getItem('devpath.feedback.project-draft.v1:7')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Submit a project' })).not.toBeInTheDocument());
  });
});

describe('/project-feedback/:id', () => {
  it('the reviewer scores every criterion 1–5 with comments and a summary, then sends the rubric', async () => {
    const claimed = project({
      id: 9,
      mine: false,
      state: 'in_review',
      claimedByMe: true,
      claimedAt: new Date().toISOString(),
      claimExpiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/feedback/projects/9': claimed,
      'POST /api/feedback/projects/9/review': { ...claimed, state: 'reviewed', feedback: { ...feedback, byMe: true } },
    });
    const user = userEvent.setup();
    renderRoute('/project-feedback/9', { store });
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    const send = within(form).getByRole('button', { name: 'Send feedback' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(form).findAllByText('Choose a score from 1 to 5.')).toHaveLength(4);
    expect(within(form).getByText('Write a summary of 80 characters at least (0 so far).')).toBeInTheDocument();
    expect(api.calls('POST /api/feedback/projects/9/review')).toHaveLength(0);
    for (const [i, label] of [
      'Code quality',
      'README and documentation',
      'Functionality',
      'Design and user experience',
    ].entries()) {
      const group = within(form).getByRole('radiogroup', { name: new RegExp(`^${label}`) });
      await user.click(within(group).getByRole('radio', { name: new RegExp(`^${i + 2}:`) }));
      await fill(
        user,
        within(form).getByLabelText(new RegExp(`^Comment on ${label.toLowerCase()}`)),
        `Specific remarks ${i}.`,
      );
    }
    await fill(
      user,
      within(form).getByLabelText(/^Summary/),
      'A tidy first project. Next, split the large App component and show a message when a request fails.',
    );
    await user.click(send);
    await waitFor(() => expect(api.calls('POST /api/feedback/projects/9/review')).toHaveLength(1));
    expect(api.calls('POST /api/feedback/projects/9/review')[0].body).toEqual({
      rubric: CRITERIA.map((criterion, i) => ({ criterion, score: i + 2, comment: `Specific remarks ${i}.` })),
      summary: 'A tidy first project. Next, split the large App component and show a message when a request fails.',
    });
  });

  it("keeps a reviewer's half-written review across a reload and clears it after sending", async () => {
    const claimed = project({
      id: 9,
      mine: false,
      state: 'in_review',
      claimedByMe: true,
      claimedAt: new Date().toISOString(),
      claimExpiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/feedback/projects/9': claimed,
      'POST /api/feedback/projects/9/review': { ...claimed, state: 'reviewed', feedback: { ...feedback, byMe: true } },
    });
    const user = userEvent.setup();
    const first = renderRoute('/project-feedback/9', { store });
    let form = await screen.findByRole('form', { name: 'Your feedback' });
    await user.click(
      within(within(form).getByRole('radiogroup', { name: /^Code quality/ })).getByRole('radio', { name: /^4:/ }),
    );
    await fill(user, within(form).getByLabelText(/^Comment on code quality/), 'Small functions, clear names.');
    await fill(user, within(form).getByLabelText(/^Summary/), 'Half a summary');
    first.unmount();

    renderRoute('/project-feedback/9', { store });
    form = await screen.findByRole('form', { name: 'Your feedback' });
    expect(within(form).getByText(/Your unsent review was kept in this browser/)).toBeInTheDocument();
    expect(
      within(within(form).getByRole('radiogroup', { name: /^Code quality/ })).getByRole('radio', { name: /^4:/ }),
    ).toBeChecked();
    expect(within(form).getByLabelText(/^Comment on code quality/)).toHaveValue('Small functions, clear names.');
    expect(within(form).getByLabelText(/^Summary/)).toHaveValue('Half a summary');
    for (const [i, label] of ['README and documentation', 'Functionality', 'Design and user experience'].entries()) {
      await user.click(
        within(within(form).getByRole('radiogroup', { name: new RegExp(`^${label}`) })).getByRole('radio', {
          name: /^3:/,
        }),
      );
      await fill(
        user,
        within(form).getByLabelText(new RegExp(`^Comment on ${label.toLowerCase()}`)),
        `Specific remarks ${i}.`,
      );
    }
    await fill(
      user,
      within(form).getByLabelText(/^Summary/),
      ': a tidy first project. Next, split the large App component and show a message on errors.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(api.calls('POST /api/feedback/projects/9/review')).toHaveLength(1));
    expect(api.calls('POST /api/feedback/projects/9/review')[0].body).toMatchObject({
      summary:
        'Half a summary: a tidy first project. Next, split the large App component and show a message on errors.',
    });
    await waitFor(() => expect(localStorage.getItem('devpath.feedback.review-draft.v1:7:9')).toBeNull());
  });

  it('says "not found" for a project that is not yours', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/feedback/projects/77': {
        status: 404,
        json: {
          statusCode: 404,
          code: 'PROJECT_NOT_FOUND',
          message: 'There is no such project, or it is not yours to see.',
          requestId: 'r',
        },
      },
    });
    renderRoute('/project-feedback/77', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such project, or it is not yours to see.')).toBeInTheDocument();
  });
});
