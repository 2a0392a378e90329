import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { LinkChecker } from '../../application/link-checker.port.js';
import { type LinkProbe, outcomeOfStatus } from '../../domain/link-check.js';

const LINK_CHECK_USER_AGENT =
  'DevPath-LinkCheck/1.0 (the weekly check of the links in DevPath lessons, resources and posts)';

/** Addresses no request of the link check may reach: loopback, private, link-local, shared, reserved, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** A public unicast address (IPv4 or IPv6; IPv4-mapped IPv6 counts as private). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused as a whole (a classic way around address checks);
  // not a BlockList rule, which would match every IPv4 address through its mapped form.
  if (family === 6 && new URL(`http://[${address}]/`).hostname.startsWith('[::ffff:')) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class Blocked extends Error {}

/**
 * The SSRF guard, before any request: why this address may not be requested, or null. In
 * production (allowLocal off) only https to a host name; IP literals and local names never.
 */
export function addressProblem(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a valid address';
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) return `${url.protocol} is not https`;
  if (url.username || url.password) return 'carries credentials';
  if (allowLocal) return null;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return 'an IP address, not a public host name';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') || /\.(local|internal)$/.test(host))
    return 'not a public host name';
  return null;
}

/** Resolves like the system does, and refuses a name any of whose addresses is not public (checked where the socket connects). */
export function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as LookupAddress[];
      const refused = allowLocal ? undefined : list.find((a) => !isPublicAddress(a.address));
      if (refused || !list.length) {
        const reason = refused ? `${hostname} resolves to a non-public address` : `${hostname} has no address`;
        return callback(new Blocked(reason) as NodeJS.ErrnoException, '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

function reasonOf(error: unknown, timeoutMs: number): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof TimedOut) return `timed out after ${timeoutMs / 1000} s`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found (DNS ${code})`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'no route to the host';
  if (code && (/^ERR_TLS|^ERR_SSL|CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code) || code.startsWith('EPROTO')))
    return `TLS: ${code}`;
  return code ?? (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

class TimedOut extends Error {}

/**
 * The link check's HTTP adapter (node:http/https, no redirects followed, no body read): HEAD,
 * then GET when HEAD is refused (405/501); the answer's status line and headers are all it
 * waits for, then the socket is closed.
 */
@Injectable()
export class HttpLinkChecker extends LinkChecker {
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly allowLocal: boolean;
  private readonly lookup: LookupFunction;

  constructor(config: AppConfig) {
    super();
    ({ timeoutMs: this.timeoutMs, concurrency: this.concurrency, allowLocal: this.allowLocal } = config.linkCheck);
    this.lookup = guardedLookup(this.allowLocal);
  }

  async check(urls: readonly string[]): Promise<Map<string, LinkProbe>> {
    const results = new Map<string, LinkProbe>();
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        results.set(url, await this.probe(url));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, urls.length) }, worker));
    return results;
  }

  async probe(raw: string): Promise<LinkProbe> {
    const done = (p: Omit<LinkProbe, 'checkedAt'>): LinkProbe => ({ ...p, checkedAt: new Date() });
    const problem = addressProblem(raw, this.allowLocal);
    if (problem) return done({ outcome: 'blocked', status: null, location: null, reason: problem });
    const url = new URL(raw);
    try {
      let answer = await this.request(url, 'HEAD');
      if (answer.status === 405 || answer.status === 501) answer = await this.request(url, 'GET');
      const outcome = outcomeOfStatus(answer.status);
      let location: string | null = null;
      if (outcome === 'moved' && answer.location) {
        try {
          location = new URL(answer.location, url).href;
        } catch {
          location = answer.location;
        }
      }
      return done({ outcome, status: answer.status, location, reason: null });
    } catch (error) {
      if (error instanceof Blocked)
        return done({ outcome: 'blocked', status: null, location: null, reason: error.message });
      return done({ outcome: 'unreachable', status: null, location: null, reason: reasonOf(error, this.timeoutMs) });
    }
  }

  private request(url: URL, method: 'HEAD' | 'GET'): Promise<{ status: number; location: string | undefined }> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(
        url,
        {
          method,
          agent: false,
          lookup: this.lookup,
          headers: { 'user-agent': LINK_CHECK_USER_AGENT, accept: '*/*' },
        },
        (res) => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          // Headers are all we need: the body is never read.
          res.destroy();
          req.destroy();
        },
      );
      const timer = setTimeout(() => req.destroy(new TimedOut()), this.timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.end();
    });
  }
}
