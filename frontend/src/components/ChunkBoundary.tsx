import { Component, type ReactNode } from 'react';
import { connection } from '../lib/api/connection';

/** Calls `callback` when the browser, or the connection monitor (spec §4), is back online. */
export function onReconnect(callback: () => void): () => void {
  let last = connection.getState();
  const unsubscribe = connection.subscribe(() => {
    const state = connection.getState();
    if (state === 'online' && last !== 'online') callback();
    last = state;
  });
  window.addEventListener('online', callback);
  return () => {
    unsubscribe();
    window.removeEventListener('online', callback);
  };
}

interface ChunkBoundaryProps {
  /** Shown while the part cannot be loaded. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Around a lazily loaded part of the shell (toasts, menus): when its chunk cannot be
 * loaded (offline), it shows `fallback` instead of taking the whole app down, and
 * tries again once the connection is back. The part must come from lazyPage(), which
 * forgets a failed load.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private stopWaiting: (() => void) | null = null;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be loaded; it is tried again once online.', error);
    this.stopWaiting?.();
    this.stopWaiting = onReconnect(() => {
      this.stopWaiting?.();
      this.stopWaiting = null;
      this.setState({ failed: false });
    });
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
