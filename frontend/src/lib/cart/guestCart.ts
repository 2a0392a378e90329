import { useSyncExternalStore } from 'react';
import { readJson, writeJson, local } from '../storage';

/**
 * The guest's cart: product ids kept in this browser (localStorage `devpath_cart`), merged into
 * the server cart at sign-in. It holds ids only: prices and totals always come from the server.
 */
export const GUEST_CART_KEY = 'devpath_cart';
/** A cart never holds more than this many products (the server applies the same limit). */
export const CART_LIMIT = 50;

export interface GuestCartEntry {
  productId: string;
  /** ISO instant the product was added; the merge keeps the earliest. */
  addedAt: string;
}

const listeners = new Set<() => void>();
let snapshot: readonly GuestCartEntry[] | null = null;

function valid(value: unknown): value is GuestCartEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.productId === 'string' &&
    entry.productId.length > 0 &&
    entry.productId.length <= 64 &&
    typeof entry.addedAt === 'string'
  );
}

function load(): readonly GuestCartEntry[] {
  const stored = readJson<unknown>(GUEST_CART_KEY);
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored
    .filter(valid)
    .filter((entry) => !seen.has(entry.productId) && seen.add(entry.productId))
    .slice(0, CART_LIMIT);
}

function current(): readonly GuestCartEntry[] {
  snapshot ??= load();
  return snapshot;
}

function commit(next: readonly GuestCartEntry[]): void {
  snapshot = next;
  if (next.length === 0) local.remove(GUEST_CART_KEY);
  else writeJson(GUEST_CART_KEY, next);
  for (const listener of listeners) listener();
}

export const guestCart = {
  entries: current,
  has: (productId: string) => current().some((entry) => entry.productId === productId),
  /** Adds a product once; false when the cart is full. */
  add(productId: string, now: Date = new Date()): boolean {
    const entries = current();
    if (entries.some((entry) => entry.productId === productId)) return true;
    if (entries.length >= CART_LIMIT) return false;
    commit([...entries, { productId, addedAt: now.toISOString() }]);
    return true;
  },
  remove(productId: string): void {
    commit(current().filter((entry) => entry.productId !== productId));
  },
  clear(): void {
    commit([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== GUEST_CART_KEY && event.key !== null) return;
      snapshot = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** Forgets the in-memory copy (tests, and another tab's change). */
  reload(): void {
    snapshot = null;
    for (const listener of listeners) listener();
  },
};

/** The guest cart's entries, re-rendering on every change (this tab or another). */
export function useGuestCart(): readonly GuestCartEntry[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.entries, guestCart.entries);
}
