import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPartnerMutation,
  listAdminPartnersOptions,
  listPartnersOptions,
  movePartnerMutation,
  updatePartnerMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminPartnerResponse } from '../../../api/generated/types.gen';
import { isOperation } from '../../../lib/api/operations';

export type Tier = AdminPartnerResponse['tier'];
export const TIER_LABELS: Record<Tier, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  community: 'Community (recommended, not sponsors)',
};

/** The letters of a neutral monogram: "The Odin Project" → "TO", "freeCodeCamp" → "FR". */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export const usePartners = () => useQuery({ ...listPartnersOptions(), staleTime: 10 * 60_000 });
export const useAdminPartners = () => useQuery(listAdminPartnersOptions());

function usePartnersChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: isOperation('listPartners', 'listAdminPartners') });
}
export function useCreatePartner() {
  const changed = usePartnersChanged();
  return useMutation({ ...createPartnerMutation(), onSuccess: changed });
}
export function useUpdatePartner() {
  const changed = usePartnersChanged();
  return useMutation({ ...updatePartnerMutation(), onSuccess: changed });
}
export function useMovePartner() {
  const changed = usePartnersChanged();
  return useMutation({ ...movePartnerMutation(), onSuccess: changed });
}
