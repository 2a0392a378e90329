import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createModuleMutation,
  createRoadmapMutation,
  listStaffModulesOptions,
  listCertificatesOptions,
  listExamQuestionsOptions,
  listExamQuestionsQueryKey,
  listQuizQuestionsOptions,
  listQuizQuestionsQueryKey,
  revokeCertificateMutation,
  updateExamQuestionMutation,
  updateQuizQuestionMutation,
  getStaffModuleOptions,
  listStaffRoadmapsOptions,
  listStaffRoadmapsQueryKey,
  replaceRoadmapStructureMutation,
  updateModuleMutation,
  updateRoadmapMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';

export const useStaffRoadmaps = () => useQuery(listStaffRoadmapsOptions());
export const useStaffModule = (key: string | null) =>
  useQuery({ ...getStaffModuleOptions({ path: { key: key ?? '' } }), enabled: key !== null });

function useSaved(what: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listStaffRoadmapsQueryKey() });
      toast({
        title: `${what} saved`,
        description: 'Learners see the change now; later content releases will not overwrite it.',
      });
    },
    onError: (error: unknown) =>
      toast({
        title: `Could not save the ${what.toLowerCase()}`,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  };
}

export const useUpdateRoadmap = () => useMutation({ ...updateRoadmapMutation(), ...useSaved('Roadmap') });
export const useReplaceStructure = () => useMutation({ ...replaceRoadmapStructureMutation(), ...useSaved('Order') });
export function useUpdateModule() {
  const queryClient = useQueryClient();
  const saved = useSaved('Lesson');
  return useMutation({
    ...updateModuleMutation(),
    ...saved,
    onSuccess: (module) => {
      queryClient.setQueryData(getStaffModuleOptions({ path: { key: module.key } }).queryKey, module);
      saved.onSuccess();
    },
  });
}

export const useStaffQuiz = (enabled: boolean) => useQuery({ ...listQuizQuestionsOptions(), enabled });
export const useStaffBank = (roadmapSlug: string | null) =>
  useQuery({
    ...listExamQuestionsOptions({ path: { roadmapSlug: roadmapSlug ?? '' } }),
    enabled: roadmapSlug !== null,
  });
export const useAdminCertificates = (enabled: boolean, page: number) =>
  useQuery({ ...listCertificatesOptions({ query: { page, pageSize: 20 } }), enabled });

export function useUpdateQuizQuestion() {
  const queryClient = useQueryClient();
  const saved = useSaved('Question');
  return useMutation({
    ...updateQuizQuestionMutation(),
    ...saved,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listQuizQuestionsQueryKey() });
      return saved.onSuccess();
    },
  });
}

export function useUpdateExamQuestion(roadmapSlug: string) {
  const queryClient = useQueryClient();
  const saved = useSaved('Question');
  return useMutation({
    ...updateExamQuestionMutation(),
    ...saved,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listExamQuestionsQueryKey({ path: { roadmapSlug } }) });
      return saved.onSuccess();
    },
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeCertificateMutation(),
    onSuccess: (certificate) => {
      void queryClient.invalidateQueries({ predicate: isOperation('listCertificates') });
      toast({
        title: 'Certificate revoked',
        description: `${certificate.code} now verifies as revoked, with your reason.`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Could not revoke the certificate',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useCreateRoadmap() {
  return useMutation({ ...createRoadmapMutation(), ...useSaved('Roadmap') });
}

export function useCreateModule() {
  return useMutation({ ...createModuleMutation(), ...useSaved('Lesson') });
}

/** The lessons matching `q` (title or key), best 50 (for adding lessons to a roadmap: type to narrow). */
export const useModuleSearch = (q: string) =>
  useQuery({
    ...listStaffModulesOptions({ query: { q: q.trim() || undefined, page: 1, pageSize: 50 } }),
    placeholderData: keepPreviousData,
  });
