// CPU time of the bench's servers and of the whole machine (Linux), so a bench can say where the
// cores went during a measurement: the API, the judge worker with its sandboxes, PostgreSQL, and
// anything else on the machine (another bench, a build).
//
// Each server is put in a CPU-accounting control group of its own where the machine lets us (root,
// cgroup v1 `cpuacct` or cgroup v2): the processes it starts later are counted with it, also once
// they have ended, which matters for the judge (a sandbox process per submission, killed or ended
// within a second). Otherwise the process trees are read from /proc: a process that ended is
// counted only when its parent waited for it, so the figures may fall short ("approximate").
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Where to make control groups, and how to read one's CPU time in ms; undefined when we may not. */
function groupKind() {
  const v1 = '/sys/fs/cgroup/cpuacct';
  if (existsSync(join(v1, 'cpuacct.usage')))
    return { base: v1, read: (dir) => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e6 };
  for (const v2 of ['/sys/fs/cgroup/unified', '/sys/fs/cgroup'])
    if (existsSync(join(v2, 'cgroup.procs')) && existsSync(join(v2, 'cgroup.controllers')))
      return {
        base: v2,
        read: (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))[1]) / 1000,
      };
  return undefined;
}

/** Every process's parent and CPU time (its own, plus its waited-for children's), in ms. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      ms: ((utime + stime + cutime + cstime) * 1000) / TICKS_PER_SECOND,
    });
  }
  return table;
}

function treeMs(table, pid) {
  const children = new Map();
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  let ms = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop();
    ms += table.get(next)?.ms ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return ms;
}

function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return ((total - idle) * 1000) / TICKS_PER_SECOND;
}

/**
 * A CPU meter: `track(name, pid)` right after starting a server (before it starts processes of its
 * own; `withChildren` also moves the ones it has already started), `snapshot()` now and then,
 * `close()` once the servers are stopped. `how` says which way it counts.
 */
export function cpuMeter() {
  if (!existsSync('/proc/stat')) return undefined;
  const kind = process.getuid?.() === 0 ? groupKind() : undefined;
  const tracked = new Map();
  let parent;
  if (kind) {
    try {
      parent = join(kind.base, `devpath-journey-${process.pid}`);
      mkdirSync(parent);
    } catch {
      parent = undefined;
    }
  }
  const how = parent
    ? `CPU-accounting control groups (${kind.base}), one per server, its ended processes counted too`
    : '/proc process trees (approximate: an ended process counts only when its parent waited for it)';
  return {
    how,
    track(name, pid, { withChildren = false } = {}) {
      if (!parent) return void tracked.set(name, { pid });
      const dir = join(parent, name);
      try {
        mkdirSync(dir);
        const table = withChildren ? processTable() : new Map();
        const pids = [pid, ...[...table].filter(([, p]) => p.ppid === pid).map(([child]) => child)];
        for (const p of pids) writeFileSync(join(dir, 'cgroup.procs'), String(p));
        tracked.set(name, { dir });
      } catch {
        tracked.set(name, { pid }); // e.g. a process of another user: counted from /proc
      }
    },
    snapshot() {
      const table = [...tracked.values()].some((t) => t.pid) ? processTable() : undefined;
      const groups = {};
      for (const [name, t] of tracked) groups[name] = t.dir ? kind.read(t.dir) : treeMs(table, t.pid);
      return { at: performance.now(), groups, machineBusyMs: machineBusyMs() };
    },
    close() {
      if (!parent) return;
      for (const { dir } of tracked.values()) {
        if (!dir) continue;
        // Whatever is still running (nothing, normally) goes back to the group it came from.
        try {
          for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean))
            writeFileSync(join(kind.base, 'cgroup.procs'), pid);
          rmdirSync(dir);
        } catch {}
      }
      try {
        rmdirSync(parent);
      } catch {}
    },
  };
}

/** What each server and the machine used between two snapshots, in ms (NaN where a count went backwards). */
export function cpuUsed(before, after) {
  if (!before || !after) return undefined;
  const groups = {};
  for (const name of Object.keys(after.groups)) {
    const used = after.groups[name] - before.groups[name];
    groups[name] = used >= 0 ? used : NaN;
  }
  return { seconds: (after.at - before.at) / 1000, groups, machineBusyMs: after.machineBusyMs - before.machineBusyMs };
}
