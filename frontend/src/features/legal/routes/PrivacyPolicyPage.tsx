import { Link } from 'react-router';
import { ProsePage } from '../../../components/ProsePage';

export function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      description="What personal data DevPath collects, why, who else sees it, how long it is kept and what you can do about it."
    >
      <p>
        <em>Last updated: November 2026.</em>
      </p>
      <p>
        This policy explains what personal data DevPath collects, why, how long it keeps it and what you can do about
        it. DevPath is a free learning platform; it does not sell personal data and does not use it for advertising.
      </p>

      <h2>What we collect</h2>
      <h3>When you create an account</h3>
      <ul>
        <li>Your username, email address and, if you give them, your full name and profile picture.</li>
        <li>
          Your password, stored only as a one-way hash. If you sign in with Google or with email through our identity
          provider (Firebase Authentication, operated by Google), we receive an identifier and your email address from
          it, never your password.
        </li>
        <li>Your role on the platform (user, moderator or admin) and your membership tier.</li>
      </ul>
      <h3>While you learn</h3>
      <ul>
        <li>
          Your progress: completed modules, experience points, your daily streak, quiz and exam results and the
          certificates you earn.
        </li>
        <li>When you were last active, so that streaks and activity can be counted.</li>
        <li>What you choose to publish: your public profile, project feedback requests, marketplace products.</li>
      </ul>
      <h3>Technical data</h3>
      <ul>
        <li>
          Server logs with the time, address requested, response status, an anonymous request id and your IP address,
          used to run the service, prevent abuse and investigate errors.
        </li>
      </ul>

      <h2>What is stored in your browser</h2>
      <ul>
        <li>
          <strong>Local storage</strong>: your sign-in token (<code>token</code>) and the identifier of the deployed
          version of the site (<code>deploymentId</code>), so the app can keep you signed in and notice an update.
          Logging out removes both.
        </li>
        <li>
          <strong>Session storage</strong>: a CSRF token (<code>csrf_token</code>, <code>csrf_token_expiry</code>) that
          protects your requests against cross-site request forgery. It is deleted when you close the tab.
        </li>
        <li>
          <strong>Cookies</strong>: only the ones the service needs, such as the cookie the CSRF token is checked
          against. No advertising or third-party tracking cookies.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service: your account, your progress, your certificates and their verification.</li>
        <li>To keep the service secure and working: preventing abuse, rate limiting, fixing errors.</li>
        <li>To show what you chose to make public, such as your profile and leaderboard position.</li>
      </ul>

      <h2>Who else sees it</h2>
      <ul>
        <li>
          Anyone, for what is public by design: your public profile, your leaderboard entry, and a certificate when
          someone checks its verification code.
        </li>
        <li>
          Service providers that run parts of the service for us, such as hosting and the identity provider, only for
          that purpose.
        </li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account exists and deleted when you delete the account, except certificate
        records, which are kept so that certificates already shared stay verifiable. Server logs are kept for a limited
        period and then deleted.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your profile data in your settings, and ask us for a copy of your data, its correction
        or its deletion through the <Link to="/contact">contact page</Link>. Depending on where you live, you may also
        have the right to object to some processing and to complain to a data protection authority.
      </p>

      <h2>Children</h2>
      <p>
        DevPath is not intended for children under 13. If you believe a child under 13 created an account, contact us
        and we will delete it.
      </p>

      <h2>Changes</h2>
      <p>
        When this policy changes, the date at the top changes too. Significant changes are announced on the site before
        they take effect.
      </p>
    </ProsePage>
  );
}

export default PrivacyPolicyPage;
