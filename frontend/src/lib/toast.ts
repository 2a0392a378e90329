import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastWithAction, type ToastActionOptions } from './ToastAction';

/** Spec §9: at most 5 toasts at once, each shown for 5000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast (e.g. "Undo"); clicking it runs `onClick` and closes the toast. */
  action?: ToastActionOptions;
}

let actionToasts = 0;

/** Shows a toast; "destructive" toasts are red. Returns the toast id. */
export function toast({ title, description, variant = 'default', action }: ToastOptions): string {
  const id = action ? `toast-action-${(actionToasts += 1)}` : undefined;
  return notifications.show({
    id,
    title,
    message: id && action ? createElement(ToastWithAction, { id, description, action }) : (description ?? ''),
    color: variant === 'destructive' ? 'red' : undefined,
    autoClose: TOAST_DURATION_MS,
  });
}
