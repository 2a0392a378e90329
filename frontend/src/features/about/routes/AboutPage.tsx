import { Link, useLocation } from 'react-router';
import { ProsePage } from '../../../components/ProsePage';
import { reportBugLink } from '../../../lib/paths';

export function AboutPage() {
  // The bug report names the page it was followed from, as the footer's link does.
  const here = useLocation();
  return (
    <ProsePage
      title="About DevPath"
      description="DevPath is a free tech learning platform for people who want to become developers: who it is for, what it offers and how we work."
    >
      <p>
        DevPath is a free tech learning platform for people who want to become developers. Many beginners lose months
        not because learning is too hard, but because they do not know what to learn, in which order, or how to show
        what they know. DevPath exists to answer those three questions in one place.
      </p>

      <h2>Who it is for</h2>
      <p>
        Students, career changers and self-taught learners who are starting out, or who started and got stuck. You need
        no background in tech, only time and curiosity. Everything on the learning side is free.
      </p>

      <h2>What it offers</h2>
      <ul>
        <li>
          <strong>A career quiz</strong> that suggests tech roles matching what you enjoy and how you like to work.
        </li>
        <li>
          <strong>Roadmaps</strong> (also called bootcamps): ordered learning paths for a role, each ending with an
          exam.
        </li>
        <li>
          <strong>Certificates</strong> for passed exams, which anyone can verify online with their code.
        </li>
        <li>
          <strong>Coding practice</strong>: problems you solve in the browser, checked by tests.
        </li>
        <li>
          <strong>Motivation that adds up</strong>: experience points, a daily streak and leaderboards.
        </li>
        <li>
          <strong>Career tools</strong>: a resume builder and feedback on the projects you build.
        </li>
        <li>
          <strong>A marketplace</strong> of code products made by developers, a blog and a list of free resources.
        </li>
      </ul>

      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Free to learn.</strong> Learning content, practice and certificates do not sit behind a paywall.
        </li>
        <li>
          <strong>Honest progress.</strong> XP and certificates reflect work you actually did; a certificate is issued
          only for a passed exam, and its code lets anyone check it.
        </li>
        <li>
          <strong>Open by design.</strong> The platform has a documented public API; see the{' '}
          <Link to="/documentation">documentation</Link>.
        </li>
        <li>
          <strong>Careful with your data.</strong> We collect what the service needs and nothing for advertising; the{' '}
          <Link to="/privacy-policy">privacy policy</Link> says exactly what.
        </li>
      </ul>

      <h2>Where things stand</h2>
      <p>
        DevPath opens area by area. Pages for areas that are not open yet say so plainly rather than showing placeholder
        content. The documentation lists what is available today.
      </p>

      <h2>Get in touch</h2>
      <p>
        Found a problem? <Link to={reportBugLink(here)}>Report a bug</Link>. Found a vulnerability? Please use{' '}
        <Link to="/security-reports">security reports</Link>. For anything else, see the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}

export default AboutPage;
