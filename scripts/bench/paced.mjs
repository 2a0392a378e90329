// An open-loop load generator for latency goals stated at a request rate ("p99 < 20 ms at
// 500 req/s"). Requests leave on a fixed schedule, one every 1000/rate ms, over a pool of
// keep-alive connections, whether or not earlier ones have answered; each latency is counted
// from the request's scheduled time, so a late start (the client or the server falling behind)
// is counted, never hidden (no coordinated omission).
//
// Why not autocannon's overallRate: it gives each connection a budget per second and lets it
// spend the budget back to back at the start of the second (10 connections × 50 requests as fast
// as the server answers, then silence), and with a rate it records every latency "with an expected
// interval" of ceil(1/rate) = 1 ms, so one 30 ms answer is recorded as 30 answers (30, 29, … 1 ms).
// Both describe a different load than a steady 500 req/s.
import { Agent, request } from 'node:http';

/**
 * @param {{ url: string, rate: number, duration: number, headers?: Record<string,string>, connections?: number, method?: string, body?: string }} options
 * @returns {Promise<{ rps: number, sent: number, errors: number, p50: number, p90: number, p99: number, max: number }>}
 */
export async function paced({ url, rate, duration, headers = {}, connections = 50, method = 'GET', body }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const interval = 1000 / rate;
  const total = Math.round(rate * duration);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();
  let done;
  const finished = new Promise((resolve) => (done = resolve));

  const fire = (scheduled) => {
    const req = request(
      {
        agent,
        method,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - scheduled);
          else errors += 1;
          if (++settled === total) done();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      if (++settled === total) done();
    });
    req.end(body);
  };

  // Every millisecond (the timers' resolution), send whatever the schedule says is due by now.
  const tick = setInterval(() => {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      fire(start + sent * interval);
      sent += 1;
    }
    if (sent === total) clearInterval(tick);
  }, 1);
  await finished;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * 10) / 10
      : NaN;
  return {
    rps: latencies.length / Math.max(elapsed, duration),
    sent,
    errors,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
  };
}
