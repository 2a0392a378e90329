import { IconCircle, IconCircleCheckFilled, IconCircleDashed, IconPlayerTrackNextFilled } from '@tabler/icons-react';
import type { ModuleStatus } from '../api/roadmaps';

export function StatusIcon({ status, size = 18 }: { status: ModuleStatus; size?: number }) {
  const props = { size, 'aria-hidden': true as const };
  if (status === 'done') return <IconCircleCheckFilled {...props} />;
  if (status === 'learning') return <IconCircleDashed {...props} />;
  if (status === 'skipped') return <IconPlayerTrackNextFilled {...props} />;
  return <IconCircle {...props} />;
}
