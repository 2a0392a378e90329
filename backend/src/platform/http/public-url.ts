/**
 * Addresses people give us to show to others (a suggested resource, a project's repository, a
 * partner's website): https on a public host name. The server never fetches them; the rule is
 * that we do not list or link addresses that point inside someone's network or carry secrets.
 * Plain TypeScript, shared by the modules' domains (resources, feedback, partners).
 */

/** Why a URL may not be listed ("not an https URL", …), or null when it may. */
export function publicUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'https:') return 'not an https URL';
  if (parsed.username || parsed.password) return 'a URL with credentials';
  // A fully qualified name may end with a dot ("localhost."): it names the same host.
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  // WHATWG URL parsing already turned decimal, octal and hex IPv4 forms into dotted decimal.
  if (/^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('['))
    return 'an IP address instead of a host name';
  if (
    !host.includes('.') ||
    /(^|\.)(localhost|local|internal|intranet|lan|home|corp|test|example|invalid|arpa|onion)$/.test(host)
  )
    return 'not a public host name';
  return null;
}
