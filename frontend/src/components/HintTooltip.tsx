import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import classes from './HintTooltip.module.css';

/** Spec §9: tooltips open after 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;

export interface HintTooltipProps {
  label: string;
  /** One focusable element (link or button); it gets aria-describedby while the tip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  openDelay?: number;
  /** Which edge of the trigger the tip aligns with. */
  align?: 'start' | 'end';
}

/**
 * A small tooltip for icon buttons: shows `label` below its trigger after
 * `openDelay` of hover or keyboard focus, hides on leave, blur or Escape
 * (WCAG 1.4.13). Written here instead of Mantine's Tooltip to keep its
 * positioning engine (~18 kB gzip) out of the initial bundle.
 */
export function HintTooltip({ label, children, openDelay = TOOLTIP_OPEN_DELAY_MS, align = 'end' }: HintTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), openDelay);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the timer when the tooltip unmounts; `cancel` reads a ref
  useEffect(() => cancel, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the Escape listener is bound while the tip is open; `hide` only clears a ref and sets state
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hides the tip when its interactive child is clicked
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close the tip with Escape (the listener above)
    <span
      className={classes.root}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClick={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className={classes.tip} data-align={align}>
          {label}
        </span>
      )}
    </span>
  );
}
