import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const SECURITY_EXAM_APPSEC: ExamQuestionContent[] = [
  {
    key: 'security-091',
    kind: 'single',
    prompt:
      'A banking API refuses cross-origin reads with a strict CORS allowlist. Its transfer endpoint accepts a POST whose body is JSON but does not check the Content-Type, and the session is a cookie sent on cross-site requests. What can a page on another site do?',
    options: opts(
      'Nothing, because the CORS allowlist blocks the request before it reaches the server',
      'Send the transfer as a text/plain form POST, which needs no preflight, so the transfer runs even though the page cannot read the answer',
      'Read the account balance, because POST responses are exempt from CORS',
      'Only trigger a preflight OPTIONS request, which the server refuses',
    ),
    correct: ['b'],
    explanation:
      'A POST with a form content type such as text/plain is a simple request: the browser sends it with the cookie and only hides the response. Rejecting non-JSON content types, plus a CSRF defence, closes the gap.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Preflight requests',
  },
  {
    key: 'security-092',
    kind: 'multiple',
    prompt:
      'Which of these stop another site from showing your account settings page in an invisible iframe? Pick all that apply.',
    options: opts(
      "The response header Content-Security-Policy: frame-ancestors 'none'",
      'The response header X-Frame-Options: DENY',
      'A <meta http-equiv="Content-Security-Policy" content="frame-ancestors \'none\'"> tag in the page',
      'The response header X-Content-Type-Options: nosniff',
      'The response header Referrer-Policy: no-referrer',
    ),
    correct: ['a', 'b'],
    explanation:
      'frame-ancestors (and the older X-Frame-Options for old browsers) controls who may frame the page, and it only works as an HTTP header: browsers ignore frame-ancestors in a meta tag. nosniff and Referrer-Policy protect other things.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Clickjacking and frame-ancestors',
  },
  {
    key: 'security-093',
    kind: 'output',
    prompt: 'A server applies this Fetch Metadata policy to four requests. What does it print?',
    code: `const SAFE = ['GET', 'HEAD', 'OPTIONS'];
function allow({ site, method }) {
  if (site === 'cross-site' && !SAFE.includes(method)) return false;
  return true;
}
const requests = [
  { site: 'same-origin', method: 'POST' },
  { site: 'cross-site', method: 'GET' },
  { site: 'cross-site', method: 'DELETE' },
  { site: 'none', method: 'POST' },
];
console.log(requests.map(allow).join(','));`,
    language: 'javascript',
    options: opts('true,true,false,true', 'true,false,false,true', 'true,true,false,false', 'false,true,false,true'),
    correct: ['a'],
    explanation:
      'Only unsafe methods from a cross-site context are refused: the cross-site DELETE. A cross-site GET (a link) is allowed, which is why GET must never change state; none means the user typed the address or used a bookmark.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'CSRF tokens and other defences',
  },
  {
    key: 'security-094',
    kind: 'single',
    prompt:
      'app.example.com sets its session cookie with SameSite=Strict. An attacker takes over the forgotten subdomain promo.example.com and hosts a form there that POSTs to app.example.com/settings. Does SameSite stop the forged request?',
    options: opts(
      'Yes: Strict never sends the cookie to another origin',
      'No: both hosts belong to the same site, so the browser attaches the cookie',
      'Yes, but only in browsers that default to Lax',
      'No, because SameSite only applies to GET requests',
    ),
    correct: ['b'],
    explanation:
      'SameSite is about sites (scheme plus registrable domain), not origins. Requests from a sibling subdomain are same-site, so a subdomain takeover defeats it; a CSRF token or Sec-Fetch-Site check that treats same-site conservatively still holds.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'SameSite cookies',
  },
  {
    key: 'security-095',
    kind: 'single',
    prompt:
      'Users can upload files that the site serves back with Content-Type: text/plain. An attacker uploads JavaScript and references it with <script src> from a page on the same site. Which header makes the browser refuse to run it?',
    options: opts(
      'Strict-Transport-Security: max-age=63072000',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'X-Content-Type-Options: nosniff',
      'Access-Control-Allow-Origin: https://example.com',
    ),
    correct: ['c'],
    explanation:
      'nosniff tells the browser to trust the declared Content-Type instead of guessing, so a text/plain response is not executed as a script. HSTS, Referrer-Policy and CORS headers do not affect how content is interpreted.',
    moduleKey: 'browser-security-csrf-cors',
    section: 'Security headers',
  },
];
