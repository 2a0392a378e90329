import { useSyncExternalStore } from 'react';

/**
 * The product's own toast state (spec §3 "Toast", §4 "Toasts", §9): one toast
 * at a time (a new one replaces the one showing), each closes after 5000 ms or
 * when dismissed (close button, swipe right past 50 px), and a dismissed toast
 * stays in the state, closed, for 1,000,000 ms before it is removed. F8 moves
 * focus to the toast region. The viewport is src/app/Toasts.tsx.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** Spec §9: the notification library (Mantine notifications) allows 5 at once, 5000 ms each. */
export const NOTIFICATION_LIMIT = 5;
export const NOTIFICATION_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button in the toast (e.g. "Undo"); clicking it runs `onClick` and closes the toast. */
  action?: ToastAction;
}

export interface Toast {
  id: string;
  open: boolean;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: readonly Toast[]): void {
  for (const [id, timer] of removals) {
    if (next.some((item) => item.id === id)) continue;
    clearTimeout(timer);
    removals.delete(id);
  }
  toasts = next;
  for (const listener of [...listeners]) listener();
}

/** The toast state, newest first. */
export const toastStore = {
  getSnapshot: (): readonly Toast[] => toasts,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** Shows a toast in place of the one showing; returns its id. */
  show({ title, description, variant = 'default', action }: ToastOptions): string {
    counter += 1;
    const id = `toast-${counter}`;
    update([{ id, open: true, title, description, variant, action }, ...toasts].slice(0, TOAST_LIMIT));
    return id;
  },

  /** Closes a toast (all when no id) at once; it is removed from the state after the removal delay. */
  dismiss(id?: string): void {
    const closing = toasts.filter((item) => (id === undefined || item.id === id) && item.open);
    if (closing.length === 0) return;
    for (const item of closing) {
      removals.set(
        item.id,
        setTimeout(() => {
          removals.delete(item.id);
          update(toasts.filter((other) => other.id !== item.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
    update(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  },

  /** Removes every toast at once, closed ones included (tests start from an empty state). */
  clear(): void {
    update([]);
  },
};

/** Shows a toast; "destructive" toasts are red. Returns the toast id. */
export function toast(options: ToastOptions): string {
  return toastStore.show(options);
}

/** The toast state in React. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}
