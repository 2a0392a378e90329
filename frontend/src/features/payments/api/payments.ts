import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authenticateTestPaymentMutation,
  cancelTestPaymentMutation,
  getMyMembershipOptions,
  getMyOrderOptions,
  getTestPaymentSessionOptions,
  listAllOrdersOptions,
  listPlansOptions,
  payTestPaymentMutation,
  refundOrderMutation,
  startMembershipCheckoutMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { OrderResponse, PlanResponse } from '../../../api/generated/types.gen';
import { isOperation } from '../../../lib/api/operations';

export type OrderStatus = OrderResponse['status'];
export type PlanCode = PlanResponse['code'];

export const usePlans = () => useQuery({ ...listPlansOptions(), staleTime: 60 * 60_000 });

export const useMyMembership = (enabled: boolean) => useQuery({ ...getMyMembershipOptions(), enabled });

export const useStartMembership = () => useMutation(startMembershipCheckoutMutation());

/** The receipt: polled while the payment is being confirmed (the provider's callback is on its way). */
export const useMyOrder = (id: string, enabled: boolean) =>
  useQuery({
    ...getMyOrderOptions({ path: { id } }),
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });

export const useTestSession = (id: string) =>
  useQuery({ ...getTestPaymentSessionOptions({ path: { id } }), retry: false, enabled: id !== '' });

export const usePay = () => useMutation(payTestPaymentMutation());
export const useAuthenticate = () => useMutation(authenticateTestPaymentMutation());
export const useCancelPayment = () => useMutation(cancelTestPaymentMutation());

export const useAllOrders = (query: { status?: OrderStatus; userId?: number; page: number; pageSize: number }) =>
  useQuery({ ...listAllOrdersOptions({ query }), placeholderData: keepPreviousData });

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    ...refundOrderMutation(),
    onSuccess: () => client.invalidateQueries({ predicate: isOperation('listAllOrders') }),
  });
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
/** Strong shades: the light ones fail WCAG contrast on badges. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow.6',
  paid: 'teal.9',
  failed: 'red.9',
  refunded: 'gray.7',
  cancelled: 'gray.7',
};
