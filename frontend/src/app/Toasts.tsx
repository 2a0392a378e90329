import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Button, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_LIMIT,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  useToasts,
  type Toast,
} from '../lib/toast';
import classes from './Toasts.module.css';

/** One toast: closes after 5000 ms (paused while pointed at or focused), on its close button or a swipe right. */
function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const dismiss = () => toastStore.dismiss(toast.id);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => toastStore.dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, paused]);

  const endSwipe = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setOffset(0);
    if (!cancelled && distance >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
  };

  return (
    <Notification
      className={classes.toast}
      classNames={{ description: classes.description }}
      title={toast.title}
      color={toast.variant === 'destructive' ? 'red' : undefined}
      onClose={dismiss}
      closeButtonProps={{ 'aria-label': 'Close notification' }}
      style={
        offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined
      }
      mod={{ swiping: offset > 0 }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        swipeStart.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
    >
      {toast.description}
      {toast.action && (
        <Button
          display="block"
          mt="xs"
          size="compact-sm"
          variant="light"
          onClick={() => {
            dismiss();
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Notification>
  );
}

/** The toast region (spec §4, §9): one toast at a time; F8 moves focus here. */
function ToastViewport() {
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1} className={classes.viewport}>
      <ol className={classes.list}>
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <li key={item.id}>
              <ToastItem toast={item} />
            </li>
          ))}
      </ol>
    </section>
  );
}

/** The product's toasts, and the notification library's viewport (spec §9: 5 at once, 5000 ms each). */
function Toasts() {
  return (
    <>
      <ToastViewport />
      <Notifications limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_DURATION_MS} />
    </>
  );
}

export default Toasts;
