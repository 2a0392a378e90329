import { useQuery } from '@tanstack/react-query';
import { listOutboxOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/dev/outbox (404 when the server sends real mail or runs in production). */
export function useOutbox() {
  return useQuery(listOutboxOptions());
}
