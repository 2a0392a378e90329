import { notifications } from '@mantine/notifications';

/** Spec §9: at most 5 toasts at once, each shown for 5000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows a toast; "destructive" toasts are red. Returns the toast id. */
export function toast({ title, description, variant = 'default' }: ToastOptions): string {
  return notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : undefined,
    autoClose: TOAST_DURATION_MS,
  });
}
