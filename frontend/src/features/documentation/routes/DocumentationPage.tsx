import { Link, useLocation } from 'react-router';
import { ProsePage } from '../../../components/ProsePage';
import { reportBugLink } from '../../../lib/paths';

const csrfExample = `# 1. Get a CSRF token; keep the cookie that comes with it
curl -c cookies.txt https://devpath.example/api/csrf-token
# -> {"csrfToken":"<token>"}

# 2. Send it back in the X-CSRF-Token header, with the same cookie
curl -b cookies.txt -X POST https://devpath.example/api/... \\
  -H "Content-Type: application/json" \\
  -H "X-CSRF-Token: <token>" \\
  -H "Authorization: Bearer <your token>" \\
  -d '{ ... }'`;

const errorExample = `{
  "statusCode": 403,
  "code": "CSRF_INVALID",
  "message": "Missing or invalid CSRF token",
  "requestId": "…"
}`;

const fetchExample = `const { csrfToken } = await fetch('/api/csrf-token', {
  credentials: 'include',
  headers: { Accept: 'application/json' },
}).then((response) => response.json());

const response = await fetch('/api/...', {
  method: 'POST',
  credentials: 'include',
  headers: {
    'Content-Type': 'application/json',
    'X-CSRF-Token': csrfToken,
    Authorization: \`Bearer \${token}\`,
  },
  body: JSON.stringify(payload),
});`;

export function DocumentationPage() {
  // The bug report names the page it was followed from, as the footer's link does.
  const here = useLocation();
  return (
    <ProsePage
      title="Documentation"
      description="What DevPath offers and how to use it: the areas of the platform for learners, and the public DevPath API for developers."
    >
      <p>
        This page explains what DevPath offers and how to use it, first as a learner, then as a developer who wants to
        use the DevPath API.
      </p>

      <h2 id="platform">The platform</h2>
      <p>DevPath is a free tech learning platform. Its areas are:</p>
      <ul>
        <li>
          <strong>Career quiz</strong> (<Link to="/quiz">/quiz</Link>): suggests tech roles that fit you; results at
          /quiz/results.
        </li>
        <li>
          <strong>Roadmaps</strong> (<Link to="/roadmaps">/roadmaps</Link>, also /bootcamps): learning paths made of
          modules. Each roadmap ends with an exam (/roadmap-exam/&#123;id&#125;).
        </li>
        <li>
          <strong>Certificates</strong>: issued for a passed exam. Anyone can check one at{' '}
          <Link to="/verify-certificate">/verify-certificate</Link> with its code; your own are under{' '}
          <Link to="/my-certificates">/my-certificates</Link>.
        </li>
        <li>
          <strong>Coding practice</strong> (<Link to="/practice">/practice</Link>): problems solved in the browser.
        </li>
        <li>
          <strong>Progress</strong>: experience points (XP), a daily streak and completed modules, shown on your{' '}
          <Link to="/dashboard">dashboard</Link> and on the <Link to="/leaderboard">leaderboard</Link>.
        </li>
        <li>
          <strong>Career tools</strong>: the <Link to="/resume-builder">resume builder</Link> and{' '}
          <Link to="/project-feedback">project feedback</Link>.
        </li>
        <li>
          <strong>Marketplace</strong> (<Link to="/marketplace">/marketplace</Link>) with a cart, the{' '}
          <Link to="/blog">blog</Link> and <Link to="/resources">free IT resources</Link>.
        </li>
        <li>
          <strong>Public profiles</strong> at /@your-handle.
        </li>
      </ul>
      <p>
        Areas open one release at a time. An area that is not open yet shows a page saying so, with no placeholder
        content. Everything on the learning side is free.
      </p>

      <h3>Your account</h3>
      <p>
        You can sign in with a username and password, with an email address and password, or with a Google account, from
        the <Link to="/auth">Login / Register</Link> page. Signed in, the header shows your account (the dashboard) and
        a logout button; on a phone they are in the menu.
      </p>

      <h2 id="api">The DevPath API</h2>
      <p>
        Everything the web app does goes through a JSON API under <code>/api</code>, on the same address as the site.
        The API is described by an OpenAPI document:
      </p>
      <ul>
        <li>
          <a href="/api/docs">Interactive reference (Swagger UI)</a> at <code>/api/docs</code>: every endpoint, its
          parameters and responses, with a form to try it.
        </li>
        <li>
          <a href="/api/docs-json">OpenAPI document (JSON)</a> at <code>/api/docs-json</code>: feed it to a client
          generator to get a typed client. The web app's own client is generated from it.
        </li>
      </ul>

      <h3>Service endpoints</h3>
      <ul>
        <li>
          <code>GET /api/health</code>: liveness, answers <code>{'{ "status": ... }'}</code> while the server runs.
        </li>
        <li>
          <code>GET /api/health/ready</code>: readiness, also checks the database.
        </li>
        <li>
          <code>GET /api/csrf-token</code>: a CSRF token, see below.
        </li>
        <li>
          <code>GET /api/deployment-info</code>: <code>{'{ "deploymentId": ... }'}</code>, which changes with every
          deployment.
        </li>
      </ul>

      <h3>Requests and cookies</h3>
      <p>
        Send and accept JSON (<code>Content-Type: application/json</code>, <code>Accept: application/json</code>),
        except for file uploads, which use <code>multipart/form-data</code>. Keep and send the cookies the API sets: the
        CSRF protection relies on one. From a browser, use <code>credentials: &apos;include&apos;</code>.
      </p>

      <h3>Authentication</h3>
      <p>
        Requests made on behalf of a user carry the token returned by sign-in in the{' '}
        <code>Authorization: Bearer &lt;token&gt;</code> header. Requests without it are anonymous; endpoints that need
        an account answer <code>401</code>, and endpoints that need a role (moderator or admin) answer <code>403</code>.
      </p>

      <h3>CSRF protection</h3>
      <p>
        Every request other than <code>GET</code> and <code>HEAD</code> must carry an <code>X-CSRF-Token</code> header.
        Get the token from <code>GET /api/csrf-token</code> (the response also sets the cookie the token is checked
        against, so send your cookies along) and reuse it for 30 minutes, then fetch a new one. A missing or wrong token
        is refused with <code>403</code> and the error code <code>CSRF_INVALID</code>.
      </p>
      <pre>
        <code>{csrfExample}</code>
      </pre>
      <p>The same from JavaScript in a page served by DevPath:</p>
      <pre>
        <code>{fetchExample}</code>
      </pre>

      <h3>Errors</h3>
      <p>
        Every error has the same JSON body: the HTTP status, a stable machine-readable <code>code</code>, a
        human-readable <code>message</code>, optional <code>details</code> (for example which fields failed validation)
        and the <code>requestId</code> of the request. For example, a refused CSRF token:
      </p>
      <pre>
        <code>{errorExample}</code>
      </pre>
      <p>
        Unknown <code>/api</code> paths answer <code>404</code> in this format, malformed JSON and unknown fields{' '}
        <code>400</code>, a body that is too large <code>413</code>, and too many requests in a short time{' '}
        <code>429</code>. When you report a problem, include the <code>requestId</code>: it lets us find the request in
        our logs.
      </p>

      <h2 id="help">Getting help</h2>
      <p>
        Something does not work as documented? <Link to={reportBugLink(here)}>Report a bug</Link>. For vulnerabilities,
        use <Link to="/security-reports">security reports</Link> instead of a public channel.
      </p>
    </ProsePage>
  );
}

export default DocumentationPage;
