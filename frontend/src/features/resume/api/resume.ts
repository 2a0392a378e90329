import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createResumeMutation,
  deleteResumeMutation,
  getResumeOptions,
  getResumeQueryKey,
  getSharedResumeOptions,
  listMyResumesOptions,
  listMyResumesQueryKey,
  listResumeVersionsOptions,
  listResumeVersionsQueryKey,
  listVerifiedAchievementsOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import {
  downloadResumePdf,
  downloadSharedResumePdf,
  exportJsonResume,
  getResume,
  importJsonResume,
  restoreResumeVersion,
  saveResume,
  shareResume,
} from '../../../api/generated/sdk.gen';
import type { ResumeResponse } from '../../../api/generated/types.gen';
import { draftStore } from '../../../lib/drafts';
import type { ResumeDocument, ResumeSettings } from '../model/document';

export const useMyResumes = (enabled: boolean) => useQuery({ ...listMyResumesOptions(), enabled });
export const useResume = (id: string | null) =>
  useQuery({ ...getResumeOptions({ path: { id: id ?? '' } }), enabled: id !== null });
export const useVersions = (id: string, enabled: boolean) =>
  useQuery({ ...listResumeVersionsOptions({ path: { id } }), enabled });
export const useAchievements = (enabled: boolean) => useQuery({ ...listVerifiedAchievementsOptions(), enabled });
export const useSharedResume = (token: string) =>
  useQuery({ ...getSharedResumeOptions({ path: { token } }), retry: false });

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createResumeMutation(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listMyResumesQueryKey() }),
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteResumeMutation(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listMyResumesQueryKey() }),
  });
}

export const documentOf = (resume: Pick<ResumeResponse, 'document'>) => resume.document as unknown as ResumeDocument;

/** One save of the editor (autosave): the whole resume at the revision it was based on. */
export async function saveToServer(
  id: string,
  revision: number,
  settings: ResumeSettings,
  document: ResumeDocument,
): Promise<ResumeResponse> {
  const { data } = await saveResume({
    path: { id },
    body: { ...settings, revision, document: document as unknown as Record<string, unknown> },
    throwOnError: true,
  });
  return data;
}

export async function restoreVersion(id: string, version: number, current: number): Promise<ResumeResponse> {
  const { data } = await restoreResumeVersion({
    path: { id, revision: String(version) },
    body: { revision: current },
    throwOnError: true,
  });
  return data;
}

export async function importInto(
  id: string,
  revision: number,
  jsonResume: Record<string, unknown>,
): Promise<ResumeResponse> {
  const { data } = await importJsonResume({ path: { id }, body: { revision, jsonResume }, throwOnError: true });
  return data;
}

/** The share link's state as the server has it now (the view count moves while the editor is open). */
export async function readSharing(id: string) {
  const { data } = await getResume({ path: { id }, throwOnError: true });
  return data.share;
}

export async function setSharing(id: string, enabled: boolean) {
  const { data } = await shareResume({ path: { id }, body: { enabled }, throwOnError: true });
  return data;
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileName = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'resume';

export async function downloadPdf(id: string, title: string): Promise<void> {
  const { data } = await downloadResumePdf({ path: { id }, parseAs: 'blob', throwOnError: true });
  saveFile(data as unknown as Blob, `${fileName(title)}.pdf`);
}

export async function downloadSharedPdf(token: string, title: string): Promise<void> {
  const { data } = await downloadSharedResumePdf({ path: { token }, parseAs: 'blob', throwOnError: true });
  saveFile(data as unknown as Blob, `${fileName(title)}.pdf`);
}

export async function downloadJsonResume(id: string, title: string): Promise<void> {
  const { data } = await exportJsonResume({ path: { id }, throwOnError: true });
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `${fileName(title)}.json`);
}

export const invalidateResume = (queryClient: ReturnType<typeof useQueryClient>, id: string) => {
  void queryClient.invalidateQueries({ queryKey: listMyResumesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: listResumeVersionsQueryKey({ path: { id } }) });
  void queryClient.invalidateQueries({ queryKey: getResumeQueryKey({ path: { id } }), refetchType: 'none' });
};

/** An anonymous learner's resume, kept in this browser until sign-in moves it to the account. */
const DRAFT_KEY = 'devpath.resume.draft.v1';
export interface LocalDraft {
  settings: ResumeSettings;
  document: ResumeDocument;
  savedAt: string;
}
export const draftStorage = draftStore<LocalDraft>(DRAFT_KEY);
