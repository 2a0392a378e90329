import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_WRITE_DELAY_MS, useDraft } from './drafts';

const KEY = 'devpath.test.draft.v1';
const draftOf = () =>
  renderHook(() =>
    useDraft(
      KEY,
      () => ({ title: '' }),
      (stored) => stored as { title: string },
    ),
  );

describe('useDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a change after the quiet delay, not before', () => {
    const { result } = draftOf();
    act(() => result.current.set({ title: 'Weather' }));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1));
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ title: 'Weather' });
  });

  it('once cleared (the form was sent), a write still waiting does not bring the draft back', () => {
    const { result } = draftOf();
    act(() => result.current.set({ title: 'Weather dashboard' }));
    // The form is sent within the delay; its success clears the draft, and the pending write's
    // timer fires before React has rendered the cleared form (one act: no render in between).
    act(() => {
      result.current.clear();
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.value).toEqual({ title: '' });
    act(() => vi.advanceTimersByTime(10 * DRAFT_WRITE_DELAY_MS));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a change left unwritten is written when the form unmounts (the page is left)', () => {
    const { result, unmount } = draftOf();
    act(() => result.current.set({ title: 'Weather' }));
    unmount();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ title: 'Weather' });
  });
});
