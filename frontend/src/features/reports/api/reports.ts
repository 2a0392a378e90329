import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSecurityReportOptions,
  getSecurityReportStatusOptions,
  listInboxOptions,
  listSecurityReportsOptions,
  submitBugReportMutation,
  submitContactMessageMutation,
  submitSecurityReportMutation,
  triageSecurityReportMutation,
  updateInboxItemMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type {
  InboxItemResponse,
  SecurityReportSummaryResponse,
  SecurityStatusResponse,
} from '../../../api/generated/types.gen';
import { isOperation } from '../../../lib/api/operations';

export type SecurityStatus = SecurityStatusResponse['status'];
export type Severity = SecurityReportSummaryResponse['severity'];
export type InboxKind = InboxItemResponse['kind'];
export type InboxStatus = InboxItemResponse['status'];
export type ContactTopic = 'general' | 'partnership' | 'press' | 'support';

export const STATUS_LABELS: Record<SecurityStatus, string> = {
  new: 'New',
  triaged: 'Triaged',
  fixed: 'Fixed',
  wont_fix: "Won't fix",
};
export const STATUS_COLORS: Record<SecurityStatus, string> = {
  new: 'blue',
  triaged: 'yellow',
  fixed: 'teal',
  wont_fix: 'gray',
};
export const STATUS_EXPLAINED: Record<SecurityStatus, string> = {
  new: 'We received your report and will look at it within 3 working days.',
  triaged: 'We confirmed the issue and are working on a fix.',
  fixed: 'The issue is fixed. Thank you for helping keep DevPath safe.',
  wont_fix: 'We decided not to change this; the notes below explain why.',
};
export const SEVERITY_LABELS: Record<Severity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const SEVERITY_COLORS: Record<Severity, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};
export const SEVERITY_HELP: Record<Severity, string> = {
  low: 'Low: little impact, e.g. information that helps an attacker a bit',
  medium: "Medium: limited harm to one user's data or experience",
  high: "High: access to other users' data or accounts",
  critical: 'Critical: control of the platform or many accounts',
};
export const KIND_LABELS: Record<InboxKind, string> = {
  bug: 'Bug report',
  contact: 'Contact',
  partnership: 'Partner inquiry',
};
export const TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  partnership: 'Partnership or sponsoring',
  press: 'Press',
  support: 'Help with my account',
};

export const useSubmitBug = () => useMutation(submitBugReportMutation());
export const useSubmitContact = () => useMutation(submitContactMessageMutation());
export const useSubmitSecurityReport = () => useMutation(submitSecurityReportMutation());

export const useSecurityStatus = (token: string) =>
  useQuery({ ...getSecurityReportStatusOptions({ path: { token } }), retry: false });

export const useInbox = (query: { kind?: InboxKind; status?: InboxStatus; page: number; pageSize: number }) =>
  useQuery({ ...listInboxOptions({ query }), placeholderData: keepPreviousData });

export function useUpdateInboxItem() {
  const client = useQueryClient();
  return useMutation({
    ...updateInboxItemMutation(),
    onSuccess: () => void client.invalidateQueries({ predicate: isOperation('listInbox') }),
  });
}

export const useSecurityReports = (query: {
  status?: SecurityStatus;
  severity?: Severity;
  page: number;
  pageSize: number;
}) => useQuery({ ...listSecurityReportsOptions({ query }), placeholderData: keepPreviousData });

export const useSecurityReport = (id: number | null) =>
  useQuery({ ...getSecurityReportOptions({ path: { id: id ?? 0 } }), enabled: id !== null });

export function useTriage() {
  const client = useQueryClient();
  return useMutation({
    ...triageSecurityReportMutation(),
    onSuccess: () =>
      void client.invalidateQueries({ predicate: isOperation('listSecurityReports', 'getSecurityReport') }),
  });
}
