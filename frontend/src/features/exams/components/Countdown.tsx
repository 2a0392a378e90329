import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Time left until the server's deadline, counted on this device from the server's clock; calls onExpire once at zero. */
export function Countdown({
  deadlineAt,
  serverNow,
  onExpire,
}: {
  deadlineAt: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const skew = useRef(new Date(serverNow).getTime() - Date.now());
  const left = () => Math.max(0, new Date(deadlineAt).getTime() - (Date.now() + skew.current));
  const [ms, setMs] = useState(left);
  const expired = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per deadline (left and onExpire are read when it ticks)
  useEffect(() => {
    const timer = setInterval(() => {
      const now = left();
      setMs(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        onExpire();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const label = `${minutes}:${String(seconds).padStart(2, '0')}`;
  return (
    <Badge
      size="lg"
      color={ms < 5 * 60_000 ? 'red' : 'indigo'}
      variant="light"
      leftSection={<IconClock size={14} aria-hidden="true" />}
      role="timer"
      aria-label={`Time left: ${minutes} minutes ${seconds} seconds`}
    >
      {label}
    </Badge>
  );
}
