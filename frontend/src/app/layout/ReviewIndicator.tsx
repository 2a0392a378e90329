import '@mantine/core/styles/Badge.css';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import IconRepeat from '@tabler/icons-react/dist/esm/icons/IconRepeat.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getReviewSummaryOptions } from '../../api/generated-shell/@tanstack/react-query.gen';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/SessionProvider';
import classes from './Layout.module.css';

const plural = new Intl.PluralRules('en');

/** "Review: 1 item due", "Review: 3 items due". */
export const reviewLabel = (count: number) =>
  `Review: ${count} ${plural.select(count) === 'one' ? 'item' : 'items'} due`;

/** Items come due while a page stays open: the count is read again every minute (and on focus). */
const REFRESH_MS = 60_000;

/**
 * The review queue in the header (issue 28): a "Review" link with the number of items due now,
 * for a signed-in learner, on every width (the word gives way to an icon where the header is
 * compact, as "Sign up" does); nothing while none is due.
 */
export function ReviewIndicator() {
  const { isSignedIn } = useSession();
  const summary = useQuery({ ...getReviewSummaryOptions(), enabled: isSignedIn, refetchInterval: REFRESH_MS });
  const count = isSignedIn ? (summary.data?.dueNow ?? 0) : 0;
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to={paths.review}
      variant="default"
      size="compact-sm"
      style={{ flexShrink: 0 }}
      // From 768 to 991 px the header is compact: the icon and the count stand for the word.
      classNames={{ label: classes.signUpLabel }}
      leftSection={<IconRepeat size={16} aria-hidden="true" />}
      rightSection={
        <>
          <Badge size="sm" variant="filled" aria-hidden="true" px={6}>
            {count > 99 ? '99+' : count}
          </Badge>
          {/* The link's name, read whole at every width (the visible word is hidden where the header is compact). */}
          <VisuallyHidden>{reviewLabel(count)}</VisuallyHidden>
        </>
      }
    >
      <span aria-hidden="true">Review</span>
    </Button>
  );
}
