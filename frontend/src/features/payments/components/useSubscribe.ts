import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { useStartMembership, type PlanCode } from '../api/payments';
import { followCheckout } from '../../../lib/checkoutRedirect';

/** "Get premium": visitors sign in first (and come back), members go to the payment page. */
export function useSubscribe(returnTo: string) {
  const { user } = useSession();
  const start = useStartMembership();
  const navigate = useNavigate();
  const subscribe = (plan: PlanCode) => {
    if (!user) {
      void navigate(paths.auth, { state: { from: { pathname: returnTo } } });
      return;
    }
    start.mutate(
      { body: { plan, idempotencyKey: newIdempotencyKey() } },
      {
        onSuccess: ({ redirectUrl }) => followCheckout(navigate, redirectUrl),
      },
    );
  };
  return { subscribe, pending: start.isPending, error: start.error, signedIn: Boolean(user) };
}
