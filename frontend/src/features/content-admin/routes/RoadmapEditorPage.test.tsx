import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffModuleResponse, StaffRoadmapResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const roadmap: StaffRoadmapResponse = {
  id: 1,
  slug: 'frontend',
  title: 'Frontend Developer',
  summary: 'Build accessible web apps.',
  descriptionMd: 'For **beginners**.',
  level: 'beginner',
  estimatedHours: 80,
  tags: ['web'],
  prerequisites: [],
  published: true,
  editedByStaff: false,
  position: 0,
  sections: [{ key: 'foundations', title: 'Foundations', modules: ['git-basics', 'css-layout'] }],
  moduleTitles: { 'git-basics': 'Git Basics', 'css-layout': 'CSS Layout' },
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const lesson: StaffModuleResponse = {
  key: 'git-basics',
  title: 'Git Basics',
  summary: 'Save your work in history.',
  contentMd: '### What Git does',
  estimatedMinutes: 90,
  resources: [],
  editedByStaff: false,
  usedBy: ['frontend', 'backend'],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('/admin/roadmaps', () => {
  it('lets a moderator reorder modules, edit a lesson with a Markdown preview, and unpublish a roadmap', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/roadmaps': { items: [roadmap] },
      'GET /api/admin/roadmaps/modules': {
        items: [
          lesson,
          { ...lesson, key: 'css-layout', title: 'CSS Layout' },
          { ...lesson, key: 'react-basics', title: 'React Basics' },
        ],
        total: 3,
        page: 1,
        pageSize: 100,
      },
      'GET /api/admin/roadmaps/modules/git-basics': lesson,
      'PUT /api/admin/roadmaps/frontend/structure': (request) => ({
        ...roadmap,
        ...(request.body as object),
        editedByStaff: true,
      }),
      'PATCH /api/admin/roadmaps/modules/git-basics': (request) => ({
        ...lesson,
        ...(request.body as object),
        editedByStaff: true,
      }),
      'PATCH /api/admin/roadmaps/frontend': (request) => ({
        ...roadmap,
        ...(request.body as object),
        editedByStaff: true,
      }),
    });
    renderRoute('/admin/roadmaps', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning content' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Move CSS Layout up' }));
    // Lessons to add are searched on the server (however many there are); those already in the roadmap are not offered.
    await userEvent.type(screen.getByLabelText('Find a lesson for Foundations'), 'react');
    await waitFor(() =>
      expect(
        api
          .calls('GET /api/admin/roadmaps/modules')
          .some((call) => new URL(call.url, 'http://x').searchParams.get('q') === 'react'),
      ).toBe(true),
    );
    const picker = screen.getByRole('combobox', { name: 'Add a lesson to Foundations' });
    await within(picker).findByRole('option', { name: 'React Basics' });
    expect(within(picker).queryByRole('option', { name: 'CSS Layout' })).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, 'react-basics');
    await userEvent.click(screen.getByRole('button', { name: 'Save structure' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/roadmaps/frontend/structure')[0]?.body).toEqual({
        sections: [{ key: 'foundations', title: 'Foundations', modules: ['css-layout', 'git-basics', 'react-basics'] }],
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit the lesson Git Basics' }));
    const editor = await screen.findByRole('region', { name: 'Lesson: Git Basics' });
    const content = within(editor).getByLabelText('Lesson (Markdown)');
    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('Git keeps **snapshots**.');
    await userEvent.click(within(editor).getByRole('tab', { name: 'Preview' }));
    expect(within(editor).getByText('snapshots').tagName).toBe('STRONG');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() =>
      expect(
        (api.calls('PATCH /api/admin/roadmaps/modules/git-basics')[0]?.body as { contentMd: string } | undefined)
          ?.contentMd,
      ).toBe('Git keeps **snapshots**.'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/roadmaps/frontend')[0]?.body).toEqual({ published: false }));
  });

  it("edits a quiz question's answers and the tracks they weigh, and an exam question's right answer", async () => {
    const quizQuestion = {
      key: 'maths',
      prompt: 'How do you feel about maths?',
      position: 3,
      published: true,
      editedByStaff: false,
      updatedAt: '2026-11-24T10:00:00.000Z',
      options: [
        { key: 'a', text: 'I enjoy it', weights: { 'ai-ml': 3, data: 2 } },
        { key: 'b', text: 'I prefer logic', weights: { backend: 2 } },
      ],
    };
    const examQuestion = {
      key: 'frontend-002',
      roadmapSlug: 'frontend',
      kind: 'single',
      prompt: 'What does HTTPS add?',
      code: null,
      language: null,
      options: [
        { key: 'a', text: 'Speed' },
        { key: 'b', text: 'Encryption' },
        { key: 'c', text: 'Caching' },
      ],
      correct: ['b'],
      explanation: 'TLS encrypts the traffic and proves the server identity.',
      moduleKey: 'how-the-web-works',
      published: true,
      editedByStaff: false,
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/roadmaps': { items: [roadmap] },
      'GET /api/admin/quiz/questions': { items: [quizQuestion] },
      'PATCH /api/admin/quiz/questions/maths': (request) => ({ ...quizQuestion, ...(request.body as object) }),
      'GET /api/admin/exams/frontend/questions': { items: [examQuestion] },
      'PATCH /api/admin/exams/questions/frontend-002': (request) => ({ ...examQuestion, ...(request.body as object) }),
    });
    renderRoute('/admin/roadmaps?tab=quiz', { store });
    const question = await screen.findByRole('article', { name: 'Quiz question maths' });
    const weights = within(question).getByLabelText('Tracks of answer b');
    expect(weights).toHaveValue('backend:2');
    await userEvent.clear(weights);
    await userEvent.type(weights, 'backend:2, security:1');
    await userEvent.click(within(question).getByRole('button', { name: 'Save question' }));
    await waitFor(() =>
      expect(
        (api.calls('PATCH /api/admin/quiz/questions/maths')[0]?.body as { options: unknown[] } | undefined)?.options,
      ).toEqual([
        { key: 'a', text: 'I enjoy it', weights: { 'ai-ml': 3, data: 2 } },
        { key: 'b', text: 'I prefer logic', weights: { backend: 2, security: 1 } },
      ]),
    );
    expect(screen.queryByRole('tab', { name: 'Certificates' })).not.toBeInTheDocument(); // admins only

    await userEvent.click(screen.getByRole('tab', { name: 'Exam banks' }));
    await userEvent.selectOptions(await screen.findByLabelText('Roadmap'), 'frontend');
    const exam = await screen.findByRole('article', { name: 'Exam question frontend-002' });
    await userEvent.click(within(exam).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(exam).getByRole('checkbox', { name: 'Answer b is right' }));
    await userEvent.click(within(exam).getByRole('checkbox', { name: 'Answer c is right' }));
    await userEvent.click(within(exam).getByRole('button', { name: 'Save question' }));
    await waitFor(() =>
      expect(
        (api.calls('PATCH /api/admin/exams/questions/frontend-002')[0]?.body as { correct: string[] } | undefined)
          ?.correct,
      ).toEqual(['c']),
    );
  });

  it('lets an admin revoke a certificate with a reason', async () => {
    const certificate = {
      code: 'DP-7K3M-Q9X2-AB0C',
      status: 'valid',
      holderName: 'Ada Lovelace',
      roadmap: { slug: 'frontend', title: 'Frontend Developer' },
      scorePercent: 90,
      issuedAt: '2026-11-20T10:00:00.000Z',
      validUntil: '2031-11-20T10:00:00.000Z',
      revokedAt: null,
      revokedReason: null,
      verifyUrl: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C',
      credentialUrl: 'https://devpath.example/api/certificates/DP-7K3M-Q9X2-AB0C/credential',
      pdfUrl: 'https://devpath.example/api/certificates/DP-7K3M-Q9X2-AB0C/pdf',
      userId: 7,
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/roadmaps': { items: [roadmap] },
      'GET /api/admin/certificates': { items: [certificate], total: 1, page: 1, pageSize: 20 },
      'POST /api/admin/certificates/DP-7K3M-Q9X2-AB0C/revoke': (request) => ({
        ...certificate,
        status: 'revoked',
        revokedReason: (request.body as { reason: string }).reason,
      }),
    });
    renderRoute('/admin/roadmaps?tab=certificates', { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke DP-7K3M-Q9X2-AB0C?' });
    expect(within(dialog).getByRole('button', { name: 'Revoke certificate' })).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Reason (shown on verification)'),
      'The exam attempt was shared.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/certificates/DP-7K3M-Q9X2-AB0C/revoke')[0]?.body).toEqual({
        reason: 'The exam attempt was shared.',
      }),
    );
  });

  it('creates a draft roadmap and a new lesson with fixed keys derived from their titles', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/roadmaps': { items: [roadmap] },
      'GET /api/admin/roadmaps/modules': { items: [lesson], total: 1, page: 1, pageSize: 100 },
      'POST /api/admin/roadmaps': (request) => ({
        json: { ...roadmap, ...(request.body as object), published: false, sections: [] },
        status: 201,
      }),
      'POST /api/admin/roadmaps/modules': (request) => ({
        json: { ...lesson, ...(request.body as object), usedBy: [] },
        status: 201,
      }),
    });
    renderRoute('/admin/roadmaps', { store });
    const newRoadmap = await screen.findByRole('region', { name: 'New roadmap' });
    await userEvent.type(within(newRoadmap).getByLabelText('Title'), 'Game Developer');
    await userEvent.type(within(newRoadmap).getByLabelText('Summary'), 'Make games with a real engine.');
    expect(within(newRoadmap).getByLabelText('Slug (fixed once created)')).toHaveValue('game-developer');
    await userEvent.click(within(newRoadmap).getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/roadmaps')[0]?.body).toMatchObject({
        slug: 'game-developer',
        title: 'Game Developer',
        level: 'beginner',
      }),
    );

    const newLesson = screen.getByRole('region', { name: 'New lesson' });
    await userEvent.type(within(newLesson).getByLabelText('Lesson title'), 'Game Loops');
    await userEvent.type(
      within(newLesson).getByLabelText('Lesson summary'),
      'Update, then draw, sixty times a second.',
    );
    await userEvent.type(within(newLesson).getByLabelText('Lesson text (Markdown)'), '### The loop');
    await userEvent.click(within(newLesson).getByRole('button', { name: 'Create lesson' }));
    await waitFor(() =>
      expect(api.calls('POST /api/admin/roadmaps/modules')[0]?.body).toMatchObject({
        key: 'game-loops',
        title: 'Game Loops',
        contentMd: '### The loop',
      }),
    );
  });

  it('refuses learners', async () => {
    const { store } = await signedInStore(sampleUser({ role: 'user' }), {});
    renderRoute('/admin/roadmaps', { store });
    expect(
      await screen.findByText('This page is only available to moderators and administrators.'),
    ).toBeInTheDocument();
  });
});
