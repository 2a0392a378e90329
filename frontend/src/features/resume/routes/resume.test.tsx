import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { apiError, signedInStore, testStore } from '../../../test/session';
import { emptyDocument, type ResumeDocument } from '../model/document';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});

/** Typing a whole value at once (the form re-renders its preview on every keystroke; one change is enough here). */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const DRAFT_KEY = 'devpath.resume.draft.v1';
const preview = () => screen.getByRole('article', { name: 'Resume preview' });
/** The preview's section headings by their accessible names (a heading set in capitals is named as written). */
const sectionTitles = () =>
  within(preview())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.getAttribute('aria-label') ?? h.textContent);

const resume = (document: ResumeDocument, overrides: Partial<ResumeResponse> = {}): ResumeResponse => ({
  id: '8d5f7a43-1f0e-4c55-a4a3-0c8b0d0f5a11',
  title: 'Frontend roles',
  template: 'classic',
  paper: 'A4',
  language: 'en',
  dir: 'ltr',
  revision: 3,
  share: { enabled: false, url: null, token: null, views: 0 },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  document: document as unknown as Record<string, unknown>,
  ...overrides,
});

describe('/resume-builder for a visitor', () => {
  it('builds a resume from empty with a live preview, reorders and hides sections, and keeps it in this browser', async () => {
    testStore({ provider: null });
    renderRoute('/resume-builder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByText('Your resume is kept in this browser')).toBeInTheDocument();
    expect(within(preview()).getByText(/Your resume appears here/)).toBeInTheDocument();

    fill(screen.getByLabelText('Full name'), 'Maya Okafor');
    fill(screen.getByLabelText('Headline'), 'Junior Frontend Developer');
    fill(screen.getByLabelText('Summary'), 'I build accessible interfaces.');
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeInTheDocument();

    // An experience entry, filled in through its form.
    const experience = screen.getByRole('region', { name: 'Section Experience' });
    await userEvent.click(within(experience).getByRole('button', { name: 'Add to Experience' }));
    fill(within(experience).getByLabelText('Role'), 'Frontend Intern');
    fill(within(experience).getByLabelText('Company'), 'Brightline');
    expect(within(preview()).getByText('Frontend Intern — Brightline')).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Summary', 'Experience']);

    // Move Experience above Summary with the keyboard-reachable buttons, rename it, then hide Summary.
    await userEvent.click(screen.getByRole('button', { name: 'Move section Experience up' }));
    expect(sectionTitles()).toEqual(['Experience', 'Summary']);
    const title = within(screen.getByRole('region', { name: 'Section Experience' })).getByLabelText('Section title');
    fill(title, 'Work');
    expect(sectionTitles()).toEqual(['Work', 'Summary']);
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Section Summary' })).getByLabelText('Hide this section'),
    );
    expect(sectionTitles()).toEqual(['Work']);

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')?.document.basics.name).toBe('Maya Okafor'),
    );
  });

  it('lays the preview out right to left for Arabic, and switches template and paper', async () => {
    testStore({ provider: null });
    renderRoute('/resume-builder');
    fill(await screen.findByLabelText('Full name'), 'ليلى حداد');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(preview()).toHaveAttribute('dir', 'rtl');
    expect(preview()).toHaveAttribute('lang', 'ar');
    await userEvent.click(screen.getByRole('radio', { name: 'Modern' }));
    expect(preview()).toHaveAttribute('data-template', 'modern');
    await userEvent.click(screen.getByRole('radio', { name: 'US Letter' }));
    expect(preview()).toHaveAttribute('data-paper', 'Letter');
  });
});

describe('/resume-builder signed in', () => {
  it('moves the resume kept in this browser to the account at sign-in', async () => {
    const draft = { ...emptyDocument(), basics: { name: 'Maya Okafor' } };
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        settings: { title: 'Draft', template: 'modern', paper: 'A4', language: 'en' },
        document: draft,
        savedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    const created = resume(draft, { title: 'Draft', template: 'modern', revision: 1 });
    const { store, api } = await signedInStore(undefined, {
      'POST /api/resumes': { status: 201, json: created },
      [`GET /api/resumes/${created.id}`]: created,
      'GET /api/resumes': { items: [] },
    });
    renderRoute('/resume-builder', { store });
    expect(await screen.findByDisplayValue('Draft')).toBeInTheDocument();
    expect(api.calls('POST /api/resumes')[0].body).toMatchObject({
      title: 'Draft',
      template: 'modern',
      document: { basics: { name: 'Maya Okafor' } },
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('autosaves with the revision it is based on, shows "saved", and says so when another tab saved first', async () => {
    const doc = emptyDocument();
    const current = resume(doc);
    let saves = 0;
    const { store, api } = await signedInStore(undefined, {
      [`GET /api/resumes/${current.id}`]: current,
      [`PUT /api/resumes/${current.id}`]: (req) => {
        saves += 1;
        const body = req.body as { revision: number; document: ResumeDocument };
        if (saves === 1) return resume(body.document, { revision: body.revision + 1 });
        return apiError(409, 'RESUME_REVISION_STALE', 'This resume was saved elsewhere since you opened it.', {
          currentRevision: 9,
        });
      },
    });
    renderRoute(`/resume-builder?id=${current.id}`, { store });
    const name = await screen.findByLabelText('Full name');
    fireEvent.change(name, { target: { value: 'Maya' } });
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'), {
      timeout: 3000,
    });
    expect(api.calls(`PUT /api/resumes/${current.id}`)[0].body).toMatchObject({
      revision: 3,
      title: 'Frontend roles',
      document: { basics: { name: 'Maya' } },
    });

    fireEvent.change(name, { target: { value: 'Maya Okafor' } });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved: changed elsewhere'), {
      timeout: 3000,
    });
    expect(api.calls(`PUT /api/resumes/${current.id}`)[1].body).toMatchObject({ revision: 4 });
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });
});
