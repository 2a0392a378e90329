import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { local, readJson, writeJson } from './storage';

/**
 * A draft kept in this browser (localStorage, one JSON value under `key`): the resume builder's
 * visitor resume, the project submission and a reviewer's half-written review. Storage that is
 * unavailable keeps nothing and never throws (lib/storage).
 */
export function draftStore<T>(key: string) {
  return {
    read: () => readJson<T>(key),
    write: (value: T) => writeJson(key, value),
    clear: () => local.remove(key),
  };
}

/** How long a draft waits after the last change before it is written (the resume builder's pace). */
export const DRAFT_WRITE_DELAY_MS = 400;

/**
 * A form's state kept as a draft: it starts from the stored draft (`restore` checks its shape;
 * null means start afresh), each change is written after a short quiet (and at once when the
 * page is left or the form unmounts), and `clear()` forgets it, e.g. once the form is sent.
 */
export function useDraft<T>(key: string, initial: () => T, restore: (stored: unknown) => T | null) {
  const store = useMemo(() => draftStore<unknown>(key), [key]);
  const [value, setValue] = useState<T>(() => {
    const stored = store.read();
    return (stored === null ? null : restore(stored)) ?? initial();
  });
  const [restored] = useState(() => store.read() !== null);
  const pending = useRef(false);
  const fresh = useRef(initial);
  fresh.current = initial;
  const latest = useRef(value);
  latest.current = value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new value restarts the write delay; the value written is read from a ref
  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => {
      // Cleared meanwhile (the form was sent): the timer can fire before React renders the cleared
      // value and drops it, and writing then brought the sent draft back.
      if (!pending.current) return;
      pending.current = false;
      store.write(latest.current);
    }, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, value]);

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      pending.current = false;
      store.write(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);

  const set = useCallback((next: SetStateAction<T>) => {
    pending.current = true;
    setValue(next);
  }, []);
  const clear = useCallback(() => {
    pending.current = false;
    store.clear();
    setValue(fresh.current());
  }, [store]);

  return { value, set, clear, /** A draft was found when the form opened. */ restored };
}
