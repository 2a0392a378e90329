import { Link } from 'react-router';
import { ProsePage } from '../../../components/ProsePage';

export function TermsOfServicePage() {
  return (
    <ProsePage
      title="Terms of Service"
      description="The terms for using DevPath: your account, acceptable use, certificates, content you publish, the marketplace and liability."
    >
      <p>
        <em>Last updated: November 2026.</em>
      </p>
      <p>
        These terms govern your use of DevPath. By using the site you accept them. If you do not agree, please do not
        use DevPath.
      </p>

      <h2>The service</h2>
      <p>
        DevPath is a free tech learning platform: career quiz, roadmaps with exams and certificates, coding practice,
        progress tracking, career tools, a marketplace, a blog and free resources. We may add, change or remove features
        as the platform evolves.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          Give accurate information and keep your sign-in details to yourself; you are responsible for what happens
          under your account.
        </li>
        <li>One person, one account. Accounts are personal and cannot be transferred.</li>
        <li>You must be at least 13 years old to create an account.</li>
      </ul>

      <h2>Acceptable use</h2>
      <p>Do not:</p>
      <ul>
        <li>cheat on exams, for example by sharing answers or having someone else take them;</li>
        <li>inflate experience points, streaks or leaderboard positions by automated or abusive means;</li>
        <li>
          attack, overload or probe the service, except through responsible disclosure via{' '}
          <Link to="/security-reports">security reports</Link>
          {';'}
        </li>
        <li>publish content that is illegal, infringes the rights of others, or harasses anyone;</li>
        <li>use the API in ways that bypass its rate limits or security measures.</li>
      </ul>
      <p>We may suspend or close accounts that break these rules.</p>

      <h2>Certificates</h2>
      <p>
        A certificate states that its holder passed a DevPath roadmap exam. It is not an academic degree or a
        professional license. A certificate obtained by cheating may be revoked; verification then shows it as revoked.
      </p>

      <h2>Content you publish</h2>
      <p>
        You keep the rights to what you publish (projects, profile, marketplace products, feedback). You give DevPath
        the permission needed to host and show it on the platform. You confirm you have the right to publish it.
      </p>

      <h2>Marketplace</h2>
      <p>
        Products in the marketplace are made by their authors, who are responsible for them. Each product states its
        license and price before you buy it.
      </p>

      <h2>No warranty</h2>
      <p>
        DevPath is provided as it is. We work to keep it available and correct but cannot promise that it is always
        available, free of errors, or that following a roadmap leads to a job.
      </p>

      <h2>Liability</h2>
      <p>
        To the extent the law allows, DevPath is not liable for indirect damages or lost data, profits or opportunities
        arising from use of the service.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle personal data is described in the <Link to="/privacy-policy">privacy policy</Link>.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        When these terms change, the date at the top changes too. Significant changes are announced on the site before
        they take effect; continuing to use DevPath afterwards means you accept them.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: see the <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}

export default TermsOfServicePage;
