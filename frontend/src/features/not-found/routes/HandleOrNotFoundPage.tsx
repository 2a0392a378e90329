import { useParams } from 'react-router';
import { UpcomingArea } from '../../../components/UpcomingArea';
import { NotFoundPage } from './NotFoundPage';

/** A handle: "@" followed by letters, digits, "_", "." or "-". */
const HANDLE = /^@[A-Za-z0-9_.-]{1,64}$/;

/** "/@{handle}" is a public profile (spec §2); any other single segment is a 404. */
export function HandleOrNotFoundPage() {
  const { segment = '' } = useParams();
  if (!HANDLE.test(segment)) return <NotFoundPage />;
  return (
    <UpcomingArea
      name={`Public Profile of ${segment}`}
      description="A learner's public profile: completed roadmaps, certificates, XP and streak."
    />
  );
}

export default HandleOrNotFoundPage;
