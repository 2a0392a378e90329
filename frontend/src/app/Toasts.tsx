import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../lib/toast';

/** Spec §9: at most 5 toasts at once, 5000 ms each. */
export function Toasts() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />;
}

export default Toasts;
