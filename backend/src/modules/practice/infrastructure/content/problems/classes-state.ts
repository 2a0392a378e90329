import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Practice problems on classes and state (issue 30): objects whose behaviour is driven by a list of
 * operations. An event emitter with once, prepend and off; a bank ledger with overdraft limits and a
 * fee; a text editor with a cursor, undo and redo; and a key-value store with nested transactions.
 * Expected values of generated tests come from the deliberately plain oracles below, never from the
 * references.
 */

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
const pickFrom = <T>(random: () => number, list: readonly T[]) => list[intIn(random, 0, list.length - 1)];
/** A kind of operation drawn with the given weights. */
const weighted = <T extends string>(random: () => number, weights: Record<T, number>): T => {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, w] of entries) {
    roll -= w;
    if (roll < 0) return kind;
  }
  return entries[entries.length - 1][0];
};

/* ---------- event-emitter-once-off ---------- */

/**
 * Registrations in one flat list, each with a sort key: appended ones get +seq, prepended ones -seq,
 * so sorting an event's registrations by key gives their call order (no per-event arrays).
 */
const emitterOracle = (ops: string[]) => {
  let registrations: { event: string; name: string; once: boolean; key: number }[] = [];
  let seq = 0;
  const calls: string[][] = [];
  const ordered = (event: string) => registrations.filter((r) => r.event === event).sort((a, b) => a.key - b.key);
  for (const op of ops) {
    const [kind, event, name] = op.split(' ');
    seq++;
    if (kind === 'on') registrations.push({ event, name, once: false, key: seq });
    else if (kind === 'once') registrations.push({ event, name, once: true, key: seq });
    else if (kind === 'prepend') registrations.push({ event, name, once: false, key: -seq });
    else if (kind === 'off') {
      const mine = ordered(event).filter((r) => r.name === name);
      const last = mine[mine.length - 1];
      registrations = registrations.filter((r) => r !== last);
    } else {
      const called = ordered(event);
      calls.push(called.map((r) => r.name));
      registrations = registrations.filter((r) => !(r.event === event && r.once));
    }
  }
  return calls;
};

const emitterRandom = seeded(41_071);
const EVENTS = ['save', 'load', 'click', 'tick'];
const LISTENERS = ['audit', 'toast', 'sync', 'log', 'metrics', 'a1'];
const emitterCase = (count: number, eventCount: number, listenerCount: number) =>
  Array.from({ length: count }, () => {
    const kind = weighted(emitterRandom, { on: 5, once: 3, prepend: 2, off: 3, emit: 4 });
    const event = pickFrom(emitterRandom, EVENTS.slice(0, eventCount));
    if (kind === 'emit') return `emit ${event}`;
    return `${kind} ${event} ${pickFrom(emitterRandom, LISTENERS.slice(0, listenerCount))}`;
  });

const EMITTER_JS = `
  const listeners = new Map(); // event -> its registrations, in call order
  const calls = [];
  for (const op of ops) {
    const [kind, event, name] = op.split(' ');
    if (!listeners.has(event)) listeners.set(event, []);
    const list = listeners.get(event);
    if (kind === 'on' || kind === 'once') {
      list.push({ name, once: kind === 'once' });
    } else if (kind === 'prepend') {
      list.unshift({ name, once: false });
    } else if (kind === 'off') {
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i].name === name) {
          list.splice(i, 1);
          break;
        }
      }
    } else {
      calls.push(list.map((entry) => entry.name));
      listeners.set(event, list.filter((entry) => !entry.once));
    }
  }
  return calls;`;

const EMITTER_PY = `
def emitter_calls(ops):
    listeners = {}  # event -> its registrations as (name, once), in call order
    calls = []
    for op in ops:
        kind, event, *rest = op.split(" ")
        entries = listeners.setdefault(event, [])
        if kind in ("on", "once"):
            entries.append((rest[0], kind == "once"))
        elif kind == "prepend":
            entries.insert(0, (rest[0], False))
        elif kind == "off":
            for i in range(len(entries) - 1, -1, -1):
                if entries[i][0] == rest[0]:
                    del entries[i]
                    break
        else:
            calls.append([name for name, _ in entries])
            listeners[event] = [entry for entry in entries if not entry[1]]
    return calls`;

const EMITTER_OP = /^((on|once|prepend|off) [a-z0-9]{1,10} [a-z0-9]{1,10}|emit [a-z0-9]{1,10})$/;

/* ---------- overdraft-ledger ---------- */

/** Accounts in a plain array searched by id; the fee applies when the amount is more than a non-negative balance. */
const ledgerOracle = (ops: string[], fee: number) => {
  const accounts: { id: string; balance: number; limit: number }[] = [];
  const find = (id: string) => accounts.find((a) => a.id === id);
  const afterTaking = (a: { balance: number }, amount: number) =>
    a.balance - amount - (a.balance >= 0 && amount > a.balance ? fee : 0);
  const out: string[] = [];
  for (const op of ops) {
    const w = op.split(' ');
    const a = find(w[1]);
    if (w[0] === 'open') {
      if (a) out.push('error');
      else {
        accounts.push({ id: w[1], balance: 0, limit: Number(w[2]) });
        out.push('ok');
      }
    } else if (w[0] === 'deposit') {
      if (!a) out.push('error');
      else {
        a.balance += Number(w[2]);
        out.push(String(a.balance));
      }
    } else if (w[0] === 'withdraw') {
      if (!a) out.push('error');
      else if (afterTaking(a, Number(w[2])) < -a.limit) out.push('declined');
      else {
        a.balance = afterTaking(a, Number(w[2]));
        out.push(String(a.balance));
      }
    } else if (w[0] === 'transfer') {
      const b = find(w[2]);
      if (!a || !b || a === b) out.push('error');
      else if (afterTaking(a, Number(w[3])) < -a.limit) out.push('declined');
      else {
        a.balance = afterTaking(a, Number(w[3]));
        b.balance += Number(w[3]);
        out.push(String(a.balance));
      }
    } else if (a?.balance !== 0) out.push('error');
    else {
      accounts.splice(accounts.indexOf(a), 1);
      out.push('ok');
    }
  }
  return out;
};

const ledgerRandom = seeded(41_233);
const ACCOUNT_IDS = ['alice', 'bob', 'carol', 'dave', 'acct7', 'x'];
const ledgerCase = (count: number, idCount: number, maxAmount: number, maxLimit: number) => {
  const ids = ACCOUNT_IDS.slice(0, idCount);
  const amount = () => intIn(ledgerRandom, 1, maxAmount);
  return Array.from({ length: count }, () => {
    const kind = weighted(ledgerRandom, { open: 2, deposit: 4, withdraw: 5, transfer: 4, close: 1 });
    const id = pickFrom(ledgerRandom, ids);
    if (kind === 'open') return `open ${id} ${intIn(ledgerRandom, 0, maxLimit)}`;
    if (kind === 'close') return `close ${id}`;
    if (kind === 'transfer') return `transfer ${id} ${pickFrom(ledgerRandom, ids)} ${amount()}`;
    return `${kind} ${id} ${amount()}`;
  });
};

const LEDGER_JS = `
  const accounts = new Map(); // id -> { balance, limit }, balances in cents
  // Takes money out under the overdraft rule; false (and no change) when it would break the limit.
  const take = (account, amount) => {
    let after = account.balance - amount;
    if (account.balance >= 0 && after < 0) after -= fee;
    if (after < -account.limit) return false;
    account.balance = after;
    return true;
  };
  return ops.map((op) => {
    const [kind, id, x, y] = op.split(' ');
    const account = accounts.get(id);
    switch (kind) {
      case 'open':
        if (account) return 'error';
        accounts.set(id, { balance: 0, limit: Number(x) });
        return 'ok';
      case 'deposit':
        if (!account) return 'error';
        account.balance += Number(x);
        return String(account.balance);
      case 'withdraw':
        if (!account) return 'error';
        return take(account, Number(x)) ? String(account.balance) : 'declined';
      case 'transfer': {
        const target = accounts.get(x);
        if (!account || !target || id === x) return 'error';
        if (!take(account, Number(y))) return 'declined';
        target.balance += Number(y);
        return String(account.balance);
      }
      default: // close
        if (!account || account.balance !== 0) return 'error';
        accounts.delete(id);
        return 'ok';
    }
  });`;

const LEDGER_PY = `
class Account:
    def __init__(self, limit):
        self.balance = 0  # in cents
        self.limit = limit

    def take(self, amount, fee):
        """Takes money out under the overdraft rule; False (and no change) when it would break the limit."""
        after = self.balance - amount
        if self.balance >= 0 and after < 0:
            after -= fee
        if after < -self.limit:
            return False
        self.balance = after
        return True


def ledger(ops, fee):
    accounts = {}
    out = []
    for op in ops:
        kind, name, *rest = op.split(" ")
        account = accounts.get(name)
        if kind == "open":
            if account:
                out.append("error")
            else:
                accounts[name] = Account(int(rest[0]))
                out.append("ok")
        elif kind == "deposit":
            if account:
                account.balance += int(rest[0])
                out.append(str(account.balance))
            else:
                out.append("error")
        elif kind == "withdraw":
            if not account:
                out.append("error")
            else:
                out.append(str(account.balance) if account.take(int(rest[0]), fee) else "declined")
        elif kind == "transfer":
            target = accounts.get(rest[0])
            if not account or not target or account is target:
                out.append("error")
            elif not account.take(int(rest[1]), fee):
                out.append("declined")
            else:
                target.balance += int(rest[1])
                out.append(str(account.balance))
        elif account and account.balance == 0:
            del accounts[name]
            out.append("ok")
        else:
            out.append("error")
    return out`;

const AMOUNT = '(1000000|[1-9]\\d{0,5})';
const LIMIT = '(1000000|0|[1-9]\\d{0,5})';
const ACCOUNT = '[a-z0-9]{1,8}';
const LEDGER_OP = new RegExp(
  `^(open ${ACCOUNT} ${LIMIT}|(deposit|withdraw) ${ACCOUNT} ${AMOUNT}|transfer ${ACCOUNT} ${ACCOUNT} ${AMOUNT}|close ${ACCOUNT})$`,
);

/* ---------- undo-redo-text-editor ---------- */

/**
 * The editor as a plain string and cursor; every edit stores whole snapshots of the state just
 * before and just after it, and undo/redo copy those back (no inverse operations).
 */
const editorOracle = (ops: string[]) => {
  let text = '';
  let cursor = 0;
  const edits: { before: [string, number]; after: [string, number] }[] = [];
  let applied = 0; // edits[0..applied) are in effect; the rest can be redone
  const views: string[] = [];
  const edit = (nextText: string, nextCursor: number) => {
    edits.length = applied;
    edits.push({ before: [text, cursor], after: [nextText, nextCursor] });
    applied++;
    [text, cursor] = [nextText, nextCursor];
  };
  for (const op of ops) {
    const [kind, arg] = op.split(' ');
    const k = Number(arg);
    if (kind === 'type') edit(text.slice(0, cursor) + arg + text.slice(cursor), cursor + arg.length);
    else if (kind === 'delete') {
      const from = Math.max(0, cursor - k);
      if (from < cursor) edit(text.slice(0, from) + text.slice(cursor), from);
    } else if (kind === 'left') cursor = Math.max(0, cursor - k);
    else if (kind === 'right') cursor = Math.min(text.length, cursor + k);
    else if (kind === 'undo' && applied > 0) {
      applied--;
      [text, cursor] = edits[applied].before;
    } else if (kind === 'redo' && applied < edits.length) {
      [text, cursor] = edits[applied].after;
      applied++;
    }
    views.push(text.slice(Math.max(0, cursor - 10), cursor));
  }
  return views;
};

const editorRandom = seeded(41_389);
const randomWord = (random: () => number, min: number, max: number) =>
  Array.from({ length: intIn(random, min, max) }, () => String.fromCharCode(97 + intIn(random, 0, 25))).join('');
const editorCase = (count: number, maxWord: number, maxStep: number, weights: Record<string, number>) =>
  Array.from({ length: count }, () => {
    const kind = weighted(editorRandom, weights);
    if (kind === 'type') return `type ${randomWord(editorRandom, 1, maxWord)}`;
    if (kind === 'undo' || kind === 'redo') return kind;
    return `${kind} ${intIn(editorRandom, 1, maxStep)}`;
  });
const EDITOR_WEIGHTS = { type: 6, delete: 3, left: 3, right: 2, undo: 4, redo: 3 };

const EDITOR_JS = `
  const left = []; // the characters before the cursor
  const right = []; // the characters after the cursor, the nearest one last
  const done = []; // edits undo can revert, the most recent last
  const undone = []; // edits redo can apply again, the most recently undone last
  const moveTo = (position) => {
    while (left.length > position) right.push(left.pop());
    while (left.length < position) left.push(right.pop());
  };
  // Puts an edit's text in at its start (the cursor ends after it) or takes it out (the cursor ends at its start).
  const change = (edit, insert) => {
    if (insert) {
      moveTo(edit.start);
      for (const ch of edit.text) left.push(ch);
    } else {
      moveTo(edit.start + edit.text.length);
      left.length = edit.start;
    }
  };
  const record = (edit) => {
    change(edit, edit.insert);
    done.push(edit);
    undone.length = 0;
  };
  const views = [];
  for (const op of ops) {
    const [kind, arg] = op.split(' ');
    if (kind === 'type') {
      record({ start: left.length, text: arg, insert: true });
    } else if (kind === 'delete') {
      const count = Math.min(Number(arg), left.length);
      if (count > 0) record({ start: left.length - count, text: left.slice(left.length - count).join(''), insert: false });
    } else if (kind === 'left') {
      moveTo(Math.max(0, left.length - Number(arg)));
    } else if (kind === 'right') {
      moveTo(Math.min(left.length + right.length, left.length + Number(arg)));
    } else if (kind === 'undo') {
      if (done.length > 0) {
        const edit = done.pop();
        change(edit, !edit.insert);
        undone.push(edit);
      }
    } else if (undone.length > 0) {
      const edit = undone.pop();
      change(edit, edit.insert);
      done.push(edit);
    }
    views.push(left.slice(-10).join(''));
  }
  return views;`;

const EDITOR_PY = `
class Editor:
    def __init__(self):
        self.left = []  # the characters before the cursor
        self.right = []  # the characters after the cursor, the nearest one last
        self.done = []  # edits undo can revert: (start, text, is_insert), the most recent last
        self.undone = []  # edits redo can apply again

    def move_to(self, position):
        while len(self.left) > position:
            self.right.append(self.left.pop())
        while len(self.left) < position:
            self.left.append(self.right.pop())

    def change(self, edit, insert):
        start, text, _ = edit
        if insert:
            self.move_to(start)
            self.left.extend(text)
        else:
            self.move_to(start + len(text))
            del self.left[start:]

    def record(self, edit):
        self.change(edit, edit[2])
        self.done.append(edit)
        self.undone.clear()

    def run(self, op):
        kind, _, arg = op.partition(" ")
        if kind == "type":
            self.record((len(self.left), arg, True))
        elif kind == "delete":
            count = min(int(arg), len(self.left))
            if count > 0:
                start = len(self.left) - count
                self.record((start, "".join(self.left[start:]), False))
        elif kind == "left":
            self.move_to(max(0, len(self.left) - int(arg)))
        elif kind == "right":
            self.move_to(min(len(self.left) + len(self.right), len(self.left) + int(arg)))
        elif kind == "undo":
            if self.done:
                edit = self.done.pop()
                self.change(edit, not edit[2])
                self.undone.append(edit)
        elif self.undone:
            edit = self.undone.pop()
            self.change(edit, edit[2])
            self.done.append(edit)
        return "".join(self.left[-10:])


def editor_view(ops):
    editor = Editor()
    return [editor.run(op) for op in ops]`;

const EDITOR_OP = /^(type [a-z]{1,20}|(delete|left|right) (100|[1-9]\d?)|undo|redo)$/;

/* ---------- nested-transaction-store ---------- */

/** A stack of whole copies of the store, one per open transaction; COUNT scans every value. */
const storeOracle = (commands: string[]) => {
  let store: Record<string, string> = {};
  const saved: Record<string, string>[] = [];
  const out: string[] = [];
  for (const command of commands) {
    const [name, a, b] = command.split(' ');
    if (name === 'SET') {
      store[a] = b;
      out.push('OK');
    } else if (name === 'UNSET') {
      delete store[a];
      out.push('OK');
    } else if (name === 'GET') out.push(a in store ? store[a] : 'NULL');
    else if (name === 'COUNT') out.push(String(Object.values(store).filter((v) => v === a).length));
    else if (name === 'BEGIN') {
      saved.push({ ...store });
      out.push('OK');
    } else if (saved.length === 0) out.push('NO TRANSACTION');
    else {
      const before = saved.pop() as Record<string, string>;
      if (name === 'ROLLBACK') store = before;
      out.push('OK');
    }
  }
  return out;
};

const storeRandom = seeded(41_543);
const KEYS = ['a', 'b', 'c', 'user1', 'user2', 'cart', 'x9', 'zz'];
const VALUES = ['1', '2', '10', 'red', 'blue', 'a'];
const storeCase = (count: number, keyCount: number, valueCount: number, weights: Record<string, number>) =>
  Array.from({ length: count }, () => {
    const kind = weighted(storeRandom, weights);
    const key = pickFrom(storeRandom, KEYS.slice(0, keyCount));
    const value = pickFrom(storeRandom, VALUES.slice(0, valueCount));
    if (kind === 'SET') return `SET ${key} ${value}`;
    if (kind === 'UNSET' || kind === 'GET') return `${kind} ${key}`;
    if (kind === 'COUNT') return `COUNT ${value}`;
    return kind;
  });
const STORE_WEIGHTS = { SET: 8, UNSET: 2, GET: 5, COUNT: 3, BEGIN: 3, ROLLBACK: 2, COMMIT: 2 };

/** A long run: n BEGINs each followed by a write, then the transactions closed one by one (commit or rollback). */
const deepStoreCase = (depth: number) => {
  const commands: string[] = [];
  for (let i = 0; i < depth; i++) {
    commands.push('BEGIN', `SET ${pickFrom(storeRandom, KEYS)} ${pickFrom(storeRandom, VALUES)}`);
    if (i % 50 === 0) commands.push(`COUNT ${pickFrom(storeRandom, VALUES)}`);
  }
  for (let i = 0; i < depth; i++) {
    commands.push(storeRandom() < 0.6 ? 'COMMIT' : 'ROLLBACK');
    if (i % 25 === 0) commands.push(`GET ${pickFrom(storeRandom, KEYS)}`, `COUNT ${pickFrom(storeRandom, VALUES)}`);
  }
  commands.push('ROLLBACK', ...KEYS.map((k) => `GET ${k}`));
  return commands;
};

const STORE_JS = `
  const store = new Map();
  const counts = new Map(); // value -> how many keys hold it
  const undo = []; // [key, previous value or undefined], the oldest first
  const marks = []; // undo.length when each open transaction began, the innermost last
  const apply = (key, value) => {
    const old = store.get(key);
    if (old !== undefined) counts.set(old, counts.get(old) - 1);
    if (value === undefined) {
      store.delete(key);
    } else {
      store.set(key, value);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  };
  const write = (key, value) => {
    if (marks.length > 0) undo.push([key, store.get(key)]);
    apply(key, value);
  };
  return commands.map((command) => {
    const [name, a, b] = command.split(' ');
    switch (name) {
      case 'SET':
        write(a, b);
        return 'OK';
      case 'UNSET':
        write(a, undefined);
        return 'OK';
      case 'GET':
        return store.get(a) ?? 'NULL';
      case 'COUNT':
        return String(counts.get(a) ?? 0);
      case 'BEGIN':
        marks.push(undo.length);
        return 'OK';
      case 'ROLLBACK': {
        if (marks.length === 0) return 'NO TRANSACTION';
        const mark = marks.pop();
        while (undo.length > mark) {
          const [key, old] = undo.pop();
          apply(key, old);
        }
        return 'OK';
      }
      default: // COMMIT: the entries stay in the log and now belong to the enclosing transaction
        if (marks.length === 0) return 'NO TRANSACTION';
        marks.pop();
        if (marks.length === 0) undo.length = 0;
        return 'OK';
    }
  });`;

const STORE_PY = `
from collections import Counter

_MISSING = object()


class Store:
    def __init__(self):
        self.data = {}
        self.counts = Counter()  # value -> how many keys hold it
        self.undo = []  # (key, previous value or _MISSING), the oldest first
        self.marks = []  # len(self.undo) when each open transaction began, the innermost last

    def apply(self, key, value):
        old = self.data.get(key, _MISSING)
        if old is not _MISSING:
            self.counts[old] -= 1
        if value is _MISSING:
            self.data.pop(key, None)
        else:
            self.data[key] = value
            self.counts[value] += 1

    def write(self, key, value):
        if self.marks:
            self.undo.append((key, self.data.get(key, _MISSING)))
        self.apply(key, value)

    def rollback(self):
        if not self.marks:
            return "NO TRANSACTION"
        mark = self.marks.pop()
        while len(self.undo) > mark:
            self.apply(*self.undo.pop())
        return "OK"

    def commit(self):
        if not self.marks:
            return "NO TRANSACTION"
        self.marks.pop()  # the entries stay in the log and now belong to the enclosing transaction
        if not self.marks:
            self.undo.clear()
        return "OK"

    def run(self, command):
        name, *args = command.split(" ")
        if name == "SET":
            self.write(args[0], args[1])
        elif name == "UNSET":
            self.write(args[0], _MISSING)
        elif name == "GET":
            return self.data.get(args[0], "NULL")
        elif name == "COUNT":
            return str(self.counts[args[0]])
        elif name == "BEGIN":
            self.marks.append(len(self.undo))
        elif name == "ROLLBACK":
            return self.rollback()
        else:
            return self.commit()
        return "OK"


def kv_transactions(commands):
    store = Store()
    return [store.run(command) for command in commands]`;

const STORE_COMMAND =
  /^(SET [a-z0-9]{1,10} [a-z0-9]{1,10}|(GET|UNSET) [a-z0-9]{1,10}|COUNT [a-z0-9]{1,10}|BEGIN|ROLLBACK|COMMIT)$/;

export const CLASSES_STATE: ProblemContent[] = [
  defineProblem({
    slug: 'event-emitter-once-off',
    title: 'Event Emitter with once and off',
    difficulty: 'medium',
    tags: ['classes', 'events', 'design', 'hash maps'],
    modules: ['dom-and-events', 'javascript-functions-and-scope', 'javascript-collections'],
    statement: `
Node's \`EventEmitter\` (and the browser's \`addEventListener\`) keeps, for every event name, a list of listeners that run in order when the event fires. Simulate a small emitter and report which listeners each \`emit\` calls.

Listeners are identified by name. The emitter starts with no listeners; process \`ops\` in order:

- \`"on {event} {listener}"\`: add a registration of \`listener\` at the **end** of the event's list.
- \`"once {event} {listener}"\`: the same, but a one-time registration: it is removed when the event is emitted, so it is called at most once.
- \`"prepend {event} {listener}"\`: add a (permanent) registration at the **front** of the event's list, like Node's \`prependListener\`.
- \`"off {event} {listener}"\`: remove **one** registration of \`listener\` from the event's list: the one that comes **last** in the list's order, whether it was added with \`on\`, \`once\` or \`prepend\` (Node's \`removeListener\` searches from the end the same way). If the listener has no registration for that event, nothing happens.
- \`"emit {event}"\`: call every registration of the event, front to back, and remove the one-time ones that were called.

The same listener may be registered several times, even on one event: each registration is called (and removed by \`off\`) separately. Events are independent of each other.

Return one list per \`emit\`, in order: the names of the listeners it called (\`[]\` when the event has none).

**Example** (the example of Node's documentation): \`["on ping pong", "once ping pong", "off ping pong", "emit ping", "emit ping"]\` → \`[["pong"], ["pong"]]\`. The \`off\` removes the last registration, which is the one-time one, so the permanent \`pong\` is called by both emits.
`,
    constraints: [
      '1 ≤ ops.length ≤ 1,000',
      'each op is "on", "once", "prepend" or "off" followed by an event and a listener, or "emit" followed by an event, separated by single spaces',
      'event and listener names are 1 to 10 lowercase letters or digits',
    ],
    limits: { ops: { length: [1, 1_000], each: { pattern: EMITTER_OP } } },
    signature: ['emitterCalls', 'ops: string[]'],
    returns: 'string[][]',
    js: EMITTER_JS,
    py: EMITTER_PY,
    wrong: [
      {
        why: 'off removes the first registration of the listener instead of the last one',
        js: mutate(EMITTER_JS, 'for (let i = list.length - 1; i >= 0; i--)', 'for (let i = 0; i < list.length; i++)'),
        py: mutate(EMITTER_PY, 'for i in range(len(entries) - 1, -1, -1):', 'for i in range(len(entries)):'),
      },
      {
        why: 'once registrations are never removed, so they fire on every emit',
        js: mutate(
          EMITTER_JS,
          'listeners.set(event, list.filter((entry) => !entry.once));',
          '// the once registrations stay',
        ),
      },
      {
        why: 'prepend adds the listener at the end like on',
        js: mutate(EMITTER_JS, 'list.unshift({ name, once: false });', 'list.push({ name, once: false });'),
        py: mutate(EMITTER_PY, 'entries.insert(0, (rest[0], False))', 'entries.append((rest[0], False))'),
      },
      {
        why: 'off removes every registration of the listener, not just one',
        py: mutate(
          EMITTER_PY,
          `            for i in range(len(entries) - 1, -1, -1):
                if entries[i][0] == rest[0]:
                    del entries[i]
                    break`,
          `            listeners[event] = [entry for entry in entries if entry[0] != rest[0]]`,
        ),
      },
    ],
    samples: [
      [
        [['on ping pong', 'once ping pong', 'off ping pong', 'emit ping', 'emit ping']],
        [['pong'], ['pong']],
        'off removes the last registration (the one-time one)',
      ],
      [
        [['on save audit', 'once save toast', 'on save sync', 'emit save', 'emit save']],
        [
          ['audit', 'toast', 'sync'],
          ['audit', 'sync'],
        ],
        'a once listener is called one time',
      ],
      [
        [['on load b', 'prepend load a', 'on load c', 'prepend load z', 'emit load', 'emit other']],
        [['z', 'a', 'b', 'c'], []],
        'prepend puts a listener first',
      ],
    ],
    hidden: [
      [[['emit x']], [[]], 'an emit with no listeners'],
      [[['on x a', 'off x b', 'off y a', 'emit x']], [['a']], 'off of an unknown listener or event changes nothing'],
      [
        [['on x a', 'on x a', 'emit x', 'off x a', 'emit x', 'off x a', 'emit x']],
        [['a', 'a'], ['a'], []],
        'one listener registered twice is called twice',
      ],
      [
        [['on x a', 'on x b', 'on x a', 'off x a', 'emit x']],
        [['a', 'b']],
        'off removes the later of two registrations',
      ],
      [
        [['once e f', 'prepend e f', 'off e f', 'emit e', 'emit e']],
        [['f'], ['f']],
        'last in the list, not the most recently added',
      ],
      [[['once e a', 'off e a', 'emit e']], [[]], 'a once listener removed before it fires'],
      [[['on a x', 'once b x', 'emit b', 'emit a', 'emit b']], [['x'], ['x'], []], 'events are independent'],
      [
        [['once e a', 'once e a', 'on e b', 'emit e', 'emit e', 'once e a', 'emit e']],
        [['a', 'a', 'b'], ['b'], ['b', 'a']],
        'several once registrations of one listener',
      ],
      [[['prepend e a', 'prepend e b', 'off e a', 'on e a', 'emit e']], [['b', 'a']], 'prepend then off and on again'],
      ...rows(
        (
          [
            [12, 1, 2],
            [40, 2, 3],
            [150, 3, 4],
            [400, 2, 6],
            [1_000, 4, 6],
          ] as const
        ).map(([count, events, listeners]) => {
          const ops = emitterCase(count, events, listeners);
          return [[ops], emitterOracle(ops)] as Row;
        }),
      ),
    ],
    hints: [
      'Keep a map from each event name to an array of registrations, each remembering the listener name and whether it is one-time.',
      '`prepend` inserts at index 0; `off` scans the array from the end and removes the first match it meets, then stops.',
      'On `emit`, record the names of the whole list first, then keep only the permanent registrations.',
    ],
    editorial: `
**Idea.** An emitter is a class whose state is a map from event name to an ordered array of registrations. Each registration stores the listener and a \`once\` flag; the same listener can appear several times, so the array holds registrations, not a set of names.

**The operations.** \`on\` and \`once\` push to the end, \`prepend\` inserts at the front. \`emit\` copies the names of the array in order (that list is the answer for this emit), then replaces the array by its permanent registrations: every one-time registration in it has just been called. \`off\` walks the array **from the end** and deletes the first registration with that name, then stops. In the documentation's example the list is \`[pong (on), pong (once)]\`, so \`off\` removes the one-time registration and both emits call \`pong\`.

**Why "last in the list" and not "most recently added".** With \`prepend\` the two differ: after \`once e f\` and \`prepend e f\` the list is \`[f (prepended), f (once)]\`. The prepended one was added most recently, but the one searched from the end is the one-time registration. Node's implementation searches from the end, and this problem follows it.

**Complexity.** Each op costs O(r) for the r registrations of its event (insertion at the front, the scan of \`off\`, and the copy of \`emit\`), so O(m · r) in all for m ops; the output itself can be that large. A linked list per event would make \`on\`, \`prepend\` and \`once\` O(1), but \`emit\` must list every registration anyway.

**Common mistakes.** Removing the first matching registration (or every one) on \`off\`, leaving one-time registrations in place after they fire, storing listeners in a \`Set\` (a listener registered twice must run twice), and treating \`prepend\` like \`on\`.
`,
  }),
  defineProblem({
    slug: 'overdraft-ledger',
    title: 'Bank Ledger with Overdraft',
    difficulty: 'medium',
    tags: ['classes', 'state machines', 'design', 'simulation'],
    modules: ['javascript-fundamentals', 'javascript-collections'],
    statement: `
A small bank keeps accounts by id, with every amount in whole cents (so no floating point is needed). Each account may go below zero down to its **overdraft limit**, and the bank charges a **fee** each time an account enters overdraft. Process \`ops\` in order and return one result per op.

- \`"open {id} {limit}"\`: open an account with balance 0 whose balance may go down to \`-limit\`. Result \`"ok"\`, or \`"error"\` if an open account already has this id. An id whose account was closed can be opened again: it is a new account with the new limit.
- \`"deposit {id} {amount}"\`: add \`amount\` to the balance. Result: the new balance.
- \`"withdraw {id} {amount}"\`: take \`amount\` out under the overdraft rule below. Result: the new balance, or \`"declined"\`.
- \`"transfer {from} {to} {amount}"\`: take \`amount\` out of \`from\` under the overdraft rule and add the same \`amount\` to \`to\`. Result: the new balance of \`from\`, or \`"declined"\`. It is an \`"error"\` if \`from\` and \`to\` are the same id.
- \`"close {id}"\`: close the account if its balance is exactly 0 (result \`"ok"\`); otherwise \`"error"\`.

Any op that names an id with no open account gives \`"error"\` (a \`transfer\` checks both ids, and an error comes before any other check). Balances are written as decimal integers, e.g. \`"-35"\`.

**Overdraft rule** (\`withdraw\` and the \`from\` side of \`transfer\`): the balance goes down by \`amount\`. If the balance was **0 or more** before and is **negative** after, the bank also charges \`fee\`, taken from the same balance. If the resulting balance, fee included, would be below \`-limit\`, the op is \`"declined"\` and nothing changes. A balance that is already negative pays no further fee until it has been brought back to 0 or more.

**Example:** \`fee = 5\`, ops \`["open a 100", "deposit a 50", "withdraw a 80", "withdraw a 60", "withdraw a 10", "close a", "deposit a 95", "close a", "deposit a 1"]\` → \`["ok", "50", "-35", "-95", "declined", "error", "0", "ok", "error"]\`. The first withdrawal enters overdraft (50 − 80 − 5 = −35); the second is already in it (no fee); the third would reach −105, beyond the limit of 100.
`,
    constraints: [
      '1 ≤ ops.length ≤ 2,000',
      '0 ≤ fee ≤ 1,000',
      'ids are 1 to 8 lowercase letters or digits; 0 ≤ limit ≤ 1,000,000; 1 ≤ amount ≤ 1,000,000',
      'each op is one of the five forms above, with single spaces',
    ],
    limits: {
      ops: { length: [1, 2_000], each: { pattern: LEDGER_OP } },
      fee: { int: [0, 1_000] },
    },
    signature: ['ledger', 'ops: string[]', 'fee: int'],
    returns: 'string[]',
    js: LEDGER_JS,
    py: LEDGER_PY,
    wrong: [
      {
        why: 'checks the limit against the amount alone, so the fee can push the balance past the limit',
        js: mutate(
          LEDGER_JS,
          'if (after < -account.limit) return false;',
          'if (account.balance - amount < -account.limit) return false;',
        ),
        py: mutate(LEDGER_PY, 'if after < -self.limit:', 'if self.balance - amount < -self.limit:'),
      },
      {
        why: 'charges the fee on every withdrawal that ends negative, not only when the balance enters overdraft',
        js: mutate(LEDGER_JS, 'if (account.balance >= 0 && after < 0) after -= fee;', 'if (after < 0) after -= fee;'),
      },
      {
        why: 'treats a balance of exactly 0 as already in overdraft, so leaving 0 pays no fee',
        py: mutate(LEDGER_PY, 'if self.balance >= 0 and after < 0:', 'if self.balance > 0 and after < 0:'),
      },
      {
        why: 'allows a transfer from an account to itself (it only charges the fee)',
        js: mutate(
          LEDGER_JS,
          "if (!account || !target || id === x) return 'error';",
          "if (!account || !target) return 'error';",
        ),
      },
    ],
    samples: [
      [
        [
          [
            'open a 100',
            'deposit a 50',
            'withdraw a 80',
            'withdraw a 60',
            'withdraw a 10',
            'close a',
            'deposit a 95',
            'close a',
            'deposit a 1',
          ],
          5,
        ],
        ['ok', '50', '-35', '-95', 'declined', 'error', '0', 'ok', 'error'],
        'entering overdraft costs the fee once',
      ],
      [
        [
          [
            'open a 0',
            'open b 50',
            'deposit a 30',
            'transfer a b 30',
            'transfer a b 1',
            'transfer b a 60',
            'transfer b c 5',
            'transfer a a 5',
          ],
          2,
        ],
        ['ok', 'ok', '30', '0', 'declined', '-32', 'error', 'error'],
        'transfers: the receiver gets the amount, the sender pays the fee',
      ],
      [
        [
          [
            'open a 10',
            'open a 20',
            'withdraw a 5',
            'close a',
            'deposit a 5',
            'close a',
            'open a 0',
            'withdraw a 1',
            'close b',
          ],
          0,
        ],
        ['ok', 'error', '-5', 'error', '0', 'ok', 'ok', 'declined', 'error'],
        'closing only at zero, and reopening starts a new account',
      ],
    ],
    hidden: [
      [
        [['open a 3', 'deposit a 10', 'withdraw a 11', 'withdraw a 10', 'withdraw a 3'], 5],
        ['ok', '10', 'declined', '0', 'declined'],
        'the fee counts against the limit',
      ],
      [
        [['open a 10', 'withdraw a 5', 'withdraw a 5', 'withdraw a 1'], 5],
        ['ok', '-10', 'declined', 'declined'],
        'landing exactly on the limit',
      ],
      [
        [['open a 100', 'withdraw a 10', 'withdraw a 10', 'deposit a 30', 'withdraw a 20', 'withdraw a 1'], 3],
        ['ok', '-13', '-23', '7', '-16', '-17'],
        'the fee is charged each time the balance enters overdraft',
      ],
      [
        [['open a 50', 'withdraw a 6', 'deposit a 10', 'withdraw a 1'], 4],
        ['ok', '-10', '0', '-5'],
        'a zero balance is not in overdraft',
      ],
      [
        [['open a 0', 'deposit a 7', 'withdraw a 7', 'withdraw a 1', 'close a'], 1_000],
        ['ok', '7', '0', 'declined', 'ok'],
        'taking the whole balance is free',
      ],
      [
        [
          ['deposit x 5', 'withdraw x 5', 'close x', 'transfer x y 1', 'open y 0', 'transfer x y 1', 'transfer y x 1'],
          0,
        ],
        ['error', 'error', 'error', 'error', 'ok', 'error', 'error'],
        'unknown accounts are errors',
      ],
      [[['open a 0', 'transfer a a 100'], 0], ['ok', 'error'], 'a transfer to itself is an error, not declined'],
      [
        [['open a 0', 'open b 0', 'close b', 'deposit a 5', 'transfer a b 5'], 0],
        ['ok', 'ok', 'ok', '5', 'error'],
        'a transfer to a closed account',
      ],
      [
        [
          [
            'open big 1000000',
            'deposit big 1000000',
            'deposit big 1000000',
            'withdraw big 1000000',
            'withdraw big 1000000',
            'withdraw big 999000',
            'withdraw big 1',
          ],
          1_000,
        ],
        ['ok', '1000000', '2000000', '1000000', '0', '-1000000', 'declined'],
        'the largest amounts, limit and fee',
      ],
      ...rows(
        (
          [
            [15, 2, 50, 40, 5],
            [60, 3, 100, 100, 10],
            [300, 4, 1_000, 500, 25],
            [1_000, 6, 1_000_000, 1_000_000, 1_000],
            [2_000, 5, 5_000, 3_000, 0],
          ] as const
        ).map(([count, ids, maxAmount, maxLimit, fee]) => {
          const ops = ledgerCase(count, ids, maxAmount, maxLimit);
          return [[ops, fee], ledgerOracle(ops, fee)] as Row;
        }),
      ),
    ],
    hints: [
      'Model an account as an object (or a small class) with a balance and a limit, kept in a map by id; removing it from the map closes it.',
      'Write the overdraft rule once, as a method that either changes the balance and reports success or changes nothing: compute the balance after the amount, subtract the fee if it just went from 0 or more to negative, then compare with `-limit`.',
      'Check for errors (unknown ids, a transfer to itself) before trying to take any money.',
    ],
    editorial: `
**Idea.** This is a class with a little state per object: an account has a \`balance\` and a \`limit\`, and all accounts live in a map by id. Every rule that takes money out goes through **one** method, \`take(amount)\`, so \`withdraw\` and \`transfer\` cannot disagree.

**The rule, step by step.** \`after = balance − amount\`. If \`balance ≥ 0\` and \`after < 0\` the account has just entered overdraft, so \`after −= fee\`. Only now compare: if \`after < −limit\` the op is declined and the balance is untouched; otherwise store \`after\`. In the example the balance 50 becomes 50 − 80 = −30, the fee makes it −35, which is within −100; from −35 a withdrawal of 60 gives −95 with no fee, and a further 10 would give −105, so it is declined.

**Order of checks for a transfer.** Both ids must be open and different (otherwise \`"error"\`), then the sender's \`take\` decides (\`"declined"\` leaves both balances alone), and only on success does the receiver get the amount (never the fee). The result is the sender's balance.

**Complexity.** Each op is a constant number of map operations: O(m) for m ops, O(a) memory for a open accounts. Amounts and balances stay below 2 · 10⁹ here, exact in JavaScript numbers and Python ints; working in whole cents is what keeps them exact.

**Common mistakes.** Checking the limit before adding the fee (the fee then pushes the balance past the limit), charging the fee on every withdrawal that ends negative instead of only when entering overdraft, treating 0 as "in overdraft", crediting the receiver when the transfer is declined, and answering \`"declined"\` instead of \`"error"\` for a transfer to the same account.
`,
  }),
  defineProblem({
    slug: 'undo-redo-text-editor',
    title: 'Text Editor with Undo and Redo',
    difficulty: 'hard',
    tags: ['classes', 'stacks', 'design', 'strings', 'simulation'],
    modules: ['javascript-functions-and-scope', 'javascript-collections'],
    statement: `
Build the core of a text editor: a text with a cursor, typing and Backspace, cursor moves, and **undo/redo**. The text starts empty with the cursor at position 0 (the cursor sits between characters: position \`p\` means \`p\` characters are before it). Process \`ops\` in order:

- \`"type {text}"\`: insert \`text\` at the cursor; the cursor moves to just after it.
- \`"delete {k}"\`: press Backspace \`k\` times: remove the \`min(k, cursor)\` characters just before the cursor; the cursor moves back by as many.
- \`"left {k}"\` / \`"right {k}"\`: move the cursor \`k\` characters left or right, stopping at the start or the end of the text.
- \`"undo"\`: revert the most recent **edit** that has not been undone: the text **and the cursor** become exactly what they were just before that edit. If there is nothing to undo, nothing happens.
- \`"redo"\`: re-apply the most recently undone edit: the text and the cursor become exactly what they were just after that edit. Redo is only possible while no new edit has been made since that undo; if there is nothing to redo, nothing happens.

An **edit** is a \`type\`, or a \`delete\` that removes at least one character. Making an edit discards everything that could have been redone. Cursor moves are not edits: they are never undone, and they do not discard the redo history; a \`delete\` that removes nothing is not an edit either and changes nothing at all.

After every op, report what the editor shows next to the cursor: the last \`min(10, cursor)\` characters before the cursor. Return those strings, one per op.

**Example:** \`["type hello", "left 2", "type xy", "undo", "redo", "right 5"]\` → \`["hello", "hel", "helxy", "hel", "helxy", "helxylo"]\`. After \`type xy\` the text is \`helxylo\` with the cursor after \`y\`; \`undo\` brings back \`hello\` with the cursor after \`hel\`, where it was before typing; \`redo\` types \`xy\` there again.
`,
    constraints: [
      '1 ≤ ops.length ≤ 5,000',
      'each op is "type" followed by 1 to 20 lowercase letters, "delete", "left" or "right" followed by an integer k with 1 ≤ k ≤ 100, or "undo" or "redo"',
    ],
    limits: { ops: { length: [1, 5_000], each: { pattern: EDITOR_OP } } },
    signature: ['editorView', 'ops: string[]'],
    returns: 'string[]',
    js: EDITOR_JS,
    py: EDITOR_PY,
    wrong: [
      {
        why: 'a new edit does not discard the redo history, so redo re-applies an edit that no longer fits',
        js: mutate(EDITOR_JS, 'undone.length = 0;', ''),
        py: mutate(EDITOR_PY, 'self.undone.clear()', 'pass'),
      },
      {
        why: 'a delete at the start of the text is recorded as an edit (it wastes an undo and discards the redo history)',
        js: mutate(EDITOR_JS, 'if (count > 0) record(', 'if (count >= 0) record('),
        py: mutate(EDITOR_PY, 'if count > 0:', 'if count >= 0:'),
      },
      {
        why: 'cursor moves discard the redo history',
        js: mutate(
          EDITOR_JS,
          'moveTo(Math.max(0, left.length - Number(arg)));',
          'moveTo(Math.max(0, left.length - Number(arg)));\n      undone.length = 0;',
          'moveTo(Math.min(left.length + right.length, left.length + Number(arg)));',
          'moveTo(Math.min(left.length + right.length, left.length + Number(arg)));\n      undone.length = 0;',
        ),
      },
      {
        why: 'undo leaves the cursor where the user moved it instead of restoring it (the text is right, the view is not)',
        py: mutate(
          EDITOR_PY,
          `                edit = self.done.pop()
                self.change(edit, not edit[2])`,
          `                edit = self.done.pop()
                here = len(self.left)
                self.change(edit, not edit[2])
                self.move_to(min(here, len(self.left) + len(self.right)))`,
        ),
      },
    ],
    samples: [
      [
        [['type hello', 'left 2', 'type xy', 'undo', 'redo', 'right 5']],
        ['hello', 'hel', 'helxy', 'hel', 'helxy', 'helxylo'],
        'undo and redo bring the cursor back too',
      ],
      [
        [['type abc', 'delete 2', 'left 1', 'undo', 'undo', 'undo', 'redo']],
        ['abc', 'a', '', 'abc', '', '', 'abc'],
        'undoing a delete, then more undos than edits',
      ],
      [
        [['type ab', 'type cd', 'undo', 'type x', 'redo', 'undo', 'undo']],
        ['ab', 'abcd', 'ab', 'abx', 'abx', 'ab', ''],
        'a new edit discards the redo history',
      ],
    ],
    hidden: [
      [[['type abcdefghijklmnop']], ['ghijklmnop'], 'only the last 10 characters are shown'],
      [
        [['type ab', 'undo', 'left 5', 'delete 3', 'redo']],
        ['ab', '', '', '', 'ab'],
        'a delete that removes nothing is not an edit',
      ],
      [[['type abc', 'undo', 'right 1', 'left 1', 'redo']], ['abc', '', '', '', 'abc'], 'moves keep the redo history'],
      [
        [['type abc', 'left 1', 'delete 5', 'undo', 'right 9']],
        ['abc', 'ab', '', 'ab', 'abc'],
        'Backspace stops at the start of the text',
      ],
      [
        [['type hello', 'left 3', 'delete 1', 'undo', 'left 2', 'redo']],
        ['hello', 'he', 'h', 'he', '', 'h'],
        'redo puts the cursor where the edit left it',
      ],
      [[['undo', 'redo', 'left 1', 'right 1', 'delete 1']], ['', '', '', '', ''], 'nothing to undo or redo'],
      [
        [['type a', 'type b', 'type c', 'undo', 'undo', 'undo', 'redo', 'redo', 'redo', 'redo']],
        ['a', 'ab', 'abc', 'ab', 'a', '', 'a', 'ab', 'abc', 'abc'],
        'three undos and three redos',
      ],
      [
        [['type abcdefghijkl', 'delete 100', 'undo', 'left 100', 'type z', 'undo']],
        ['cdefghijkl', '', 'cdefghijkl', '', 'z', ''],
        'deleting the whole text and undoing it',
      ],
      [
        [['type abcdef', 'left 3', 'type xyz', 'right 2', 'undo', 'left 1', 'redo', 'delete 4', 'undo', 'undo']],
        ['abcdef', 'abc', 'abcxyz', 'abcxyzde', 'abc', 'ab', 'abcxyz', 'ab', 'abcxyz', 'abc'],
        'edits in the middle of the text',
      ],
      ...rows(
        (
          [
            [20, 4, 5, EDITOR_WEIGHTS],
            [80, 8, 10, EDITOR_WEIGHTS],
            [400, 20, 30, EDITOR_WEIGHTS],
            [1_500, 12, 100, { type: 6, delete: 2, left: 4, right: 3, undo: 6, redo: 5 }],
            [5_000, 20, 100, { type: 8, delete: 2, left: 3, right: 2, undo: 3, redo: 2 }],
          ] as const
        ).map(([count, maxWord, maxStep, weights]) => {
          const ops = editorCase(count, maxWord, maxStep, weights);
          return [[ops], editorOracle(ops)] as Row;
        }),
      ),
    ],
    hints: [
      'Keep two stacks of edits: the ones undo can revert and the ones redo can apply again. A new edit empties the second one; moves touch neither.',
      'Store each edit as its inverse can be computed from it: where it starts, the text it inserted or removed, and which of the two it was. Undoing an insertion removes that text; undoing a deletion inserts it back.',
      'For the text itself, two stacks of characters (before and after the cursor) make typing, Backspace and cursor moves cheap; moving the cursor to a position is popping from one and pushing onto the other.',
    ],
    editorial: `
**Idea.** An editor is a class with two pieces of state: the **buffer** (text and cursor) and the **history** (two stacks of edits). Undo pops the first history stack, applies the inverse of the edit and pushes it on the second; redo does the opposite; a new edit pushes on the first and empties the second.

**One representation for both kinds of edit.** Record an edit as \`(start, text, insert)\`: a \`type\` at cursor \`c\` is \`(c, text, insert)\`; a Backspace that removes \`r\` characters from cursor \`c\` is \`(c − r, removed text, delete)\`. Two primitive changes then do everything: *put the text in at \`start\`* (the cursor ends at \`start + length\`) and *take it out* (the cursor ends at \`start\`). Typing and redoing an insertion put it in; undoing it takes it out, leaving the cursor at \`start\`, exactly where it was before the typing. Backspace and redoing a deletion take it out; undoing it puts the text back and leaves the cursor after it, where it was before Backspace. Moves in between do not matter: undo always restores the cursor from the edit, because every later edit has already been undone, so the text is exactly as that edit left it.

**The buffer.** Keep the characters before the cursor in one array and those after it in another, the nearest one last. Typing pushes, Backspace pops, and moving the cursor by \`d\` moves \`d\` characters between the arrays; the view is the last 10 entries of the first array. Undo and redo first move the cursor to the edit's position. A plain string with slicing also works for these limits, at O(n) per op.

**Complexity.** Typing and Backspace cost their own length; a move or an undo/redo costs the distance the cursor travels plus the edit's length. Memory is the text plus the text of the recorded edits, O(total typed). Saving a full copy of the text for every edit is the simplest correct approach, but costs O(n) memory per edit.

**Common mistakes.** Forgetting to empty the redo stack on a new edit; emptying it on cursor moves or on a Backspace at position 0; recording that empty Backspace as an edit (an extra undo then does nothing visible); and restoring the text but not the cursor on undo.
`,
  }),
  defineProblem({
    slug: 'nested-transaction-store',
    title: 'Key-Value Store with Nested Transactions',
    difficulty: 'hard',
    tags: ['classes', 'design', 'hash maps', 'stacks', 'transactions'],
    modules: ['database-indexes-and-transactions', 'javascript-collections'],
    statement: `
Implement an in-memory key-value store with **nested transactions**, in the spirit of savepoints in SQL. Process \`commands\` in order and return one result per command:

- \`"SET {key} {value}"\`: set the key to the value. Result \`"OK"\`.
- \`"UNSET {key}"\`: remove the key (nothing happens if it is not set). Result \`"OK"\`.
- \`"GET {key}"\`: result: the key's value, or \`"NULL"\` if it is not set.
- \`"COUNT {value}"\`: result: how many keys are currently set to exactly this value, as a decimal string.
- \`"BEGIN"\`: open a new transaction inside the current one (transactions nest to any depth). Result \`"OK"\`.
- \`"ROLLBACK"\`: discard every change made since the **innermost** open transaction began, including the changes of inner transactions that were committed into it, and close that transaction. Result \`"OK"\`, or \`"NO TRANSACTION"\` if none is open (then nothing happens).
- \`"COMMIT"\`: close the **innermost** open transaction, keeping its changes. They now belong to the enclosing transaction (a later \`ROLLBACK\` of that one discards them too), or become permanent if no transaction encloses it. Result \`"OK"\`, or \`"NO TRANSACTION"\`.

\`GET\` and \`COUNT\` always see the current state, including the changes of open transactions.

**Example:** \`["SET a 10", "BEGIN", "SET a 20", "BEGIN", "UNSET a", "COUNT 20", "COMMIT", "GET a", "ROLLBACK", "GET a", "COUNT 10", "COMMIT"]\` → \`["OK", "OK", "OK", "OK", "OK", "0", "OK", "NULL", "OK", "10", "1", "NO TRANSACTION"]\`. The inner \`COMMIT\` hands the \`UNSET\` to the outer transaction, whose \`ROLLBACK\` then undoes both the \`UNSET\` and \`SET a 20\`.
`,
    constraints: [
      '1 ≤ commands.length ≤ 20,000',
      'keys and values are 1 to 10 lowercase letters or digits; each command is one of the seven forms above, with single spaces',
    ],
    limits: { commands: { length: [1, 20_000], each: { pattern: STORE_COMMAND } } },
    signature: ['kvTransactions', 'commands: string[]'],
    returns: 'string[]',
    js: STORE_JS,
    py: STORE_PY,
    wrong: [
      {
        why: 'COMMIT closes every open transaction (the rule of the classic puzzle), not only the innermost one',
        js: mutate(
          STORE_JS,
          `        marks.pop();
        if (marks.length === 0) undo.length = 0;`,
          `        marks.length = 0;
        undo.length = 0;`,
        ),
        py: mutate(STORE_PY, 'self.marks.pop()  # the entries', 'self.marks.clear()  # the entries'),
      },
      {
        why: 'COMMIT of an inner transaction makes its changes permanent, so the outer ROLLBACK cannot undo them',
        js: mutate(
          STORE_JS,
          `        marks.pop();
        if (marks.length === 0) undo.length = 0;`,
          '        undo.length = marks.pop();',
        ),
      },
      {
        why: 'ROLLBACK restores the values but not the counts, so COUNT goes wrong after a rollback',
        py: mutate(
          STORE_PY,
          'self.apply(*self.undo.pop())',
          `key, old = self.undo.pop()
            if old is _MISSING:
                self.data.pop(key, None)
            else:
                self.data[key] = old`,
        ),
      },
    ],
    samples: [
      [
        [
          [
            'SET a 10',
            'BEGIN',
            'SET a 20',
            'BEGIN',
            'UNSET a',
            'COUNT 20',
            'COMMIT',
            'GET a',
            'ROLLBACK',
            'GET a',
            'COUNT 10',
            'COMMIT',
          ],
        ],
        ['OK', 'OK', 'OK', 'OK', 'OK', '0', 'OK', 'NULL', 'OK', '10', '1', 'NO TRANSACTION'],
        'an inner commit is undone by the outer rollback',
      ],
      [
        [['SET x 1', 'SET y 1', 'COUNT 1', 'UNSET x', 'COUNT 1', 'GET x', 'ROLLBACK', 'COMMIT']],
        ['OK', 'OK', '2', 'OK', '1', 'NULL', 'NO TRANSACTION', 'NO TRANSACTION'],
        'no transaction open',
      ],
      [
        [['BEGIN', 'SET a 1', 'BEGIN', 'SET b 2', 'COMMIT', 'GET b', 'ROLLBACK', 'GET a', 'GET b']],
        ['OK', 'OK', 'OK', 'OK', 'OK', '2', 'OK', 'NULL', 'NULL'],
        'committed inner changes belong to the outer transaction',
      ],
    ],
    hidden: [
      [[['GET a']], ['NULL'], 'a single read of an empty store'],
      [
        [['BEGIN', 'SET a 1', 'BEGIN', 'SET a 2', 'SET b 3', 'ROLLBACK', 'GET a', 'GET b', 'COUNT 2', 'COUNT 1']],
        ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', '1', 'NULL', '0', '1'],
        'an inner rollback keeps the outer changes',
      ],
      [
        [['BEGIN', 'SET a 1', 'COMMIT', 'ROLLBACK', 'GET a']],
        ['OK', 'OK', 'OK', 'NO TRANSACTION', '1'],
        'the outermost commit is permanent',
      ],
      [
        [
          [
            'SET k v0',
            'BEGIN',
            'SET k v1',
            'SET k v2',
            'UNSET k',
            'SET k v3',
            'ROLLBACK',
            'GET k',
            'COUNT v0',
            'COUNT v3',
          ],
        ],
        ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'v0', '1', '0'],
        'one key changed many times in a transaction',
      ],
      [
        [['BEGIN', 'BEGIN', 'COMMIT', 'ROLLBACK', 'ROLLBACK']],
        ['OK', 'OK', 'OK', 'OK', 'NO TRANSACTION'],
        'empty transactions',
      ],
      [
        [['SET a x', 'BEGIN', 'SET a x', 'UNSET b', 'ROLLBACK', 'GET a', 'COUNT x', 'GET b']],
        ['OK', 'OK', 'OK', 'OK', 'OK', 'x', '1', 'NULL'],
        'setting the same value and unsetting a missing key',
      ],
      [[['SET a a', 'COUNT a', 'GET a', 'COUNT b']], ['OK', '1', 'a', '0'], 'a value equal to a key'],
      [
        [
          [
            'BEGIN',
            'SET a 1',
            'BEGIN',
            'SET a 2',
            'BEGIN',
            'SET a 3',
            'COMMIT',
            'COUNT 3',
            'ROLLBACK',
            'GET a',
            'COUNT 3',
            'COUNT 1',
            'COMMIT',
            'GET a',
          ],
        ],
        ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', '1', 'OK', '1', '0', '1', 'OK', '1'],
        'three levels: commit, rollback, commit',
      ],
      ...rows(
        (
          [
            [25, 3, 2, STORE_WEIGHTS],
            [120, 5, 4, STORE_WEIGHTS],
            [600, 8, 6, STORE_WEIGHTS],
            [3_000, 8, 3, { SET: 6, UNSET: 3, GET: 3, COUNT: 4, BEGIN: 4, ROLLBACK: 2, COMMIT: 2 }],
            [20_000, 8, 6, { SET: 8, UNSET: 2, GET: 5, COUNT: 3, BEGIN: 2, ROLLBACK: 1, COMMIT: 1 }],
          ] as const
        ).map(([count, keys, values, weights]) => {
          const commands = storeCase(count, keys, values, weights);
          return [[commands], storeOracle(commands)] as Row;
        }),
      ),
      ...rows(
        [deepStoreCase(3_000)].map((commands) => [[commands], storeOracle(commands), 'transactions 3,000 deep'] as Row),
      ),
    ],
    hints: [
      'COUNT must not scan every key: keep a second map from each value to how many keys hold it, and update it on every change, including the changes a ROLLBACK makes.',
      'Instead of copying the whole store at BEGIN, log every change inside a transaction as (key, previous value) in one undo log, and remember where in the log each open transaction began.',
      'ROLLBACK undoes log entries from the end back to the innermost mark. COMMIT only forgets that mark: its entries stay in the log, where they now belong to the enclosing transaction.',
    ],
    editorial: `
**Idea.** Keep the current state (a map of keys to values, plus a map of values to how many keys hold them, for COUNT) and, while any transaction is open, an **undo log**: for every change, the key and the value it had before (or "unset"). A stack of **marks** remembers the log length at each BEGIN.

**The commands.** SET and UNSET append \`(key, previous value)\` to the log when a transaction is open, then change the state and the counts. BEGIN pushes the current log length. ROLLBACK pops the innermost mark and undoes log entries from the end down to it, newest first, each one putting the previous value back (and fixing the counts). COMMIT just pops the mark: the entries above the enclosing mark now belong to the enclosing transaction, which is exactly "they belong to the enclosing transaction". When the last transaction closes, the log can be cleared.

**Worked example.** \`SET a 10\` (no log), BEGIN (mark 0), \`SET a 20\` logs \`(a, 10)\`, BEGIN (mark 1), \`UNSET a\` logs \`(a, 20)\`. COMMIT pops mark 1; the log still holds both entries. ROLLBACK pops mark 0 and undoes \`(a, 20)\` then \`(a, 10)\`: \`a\` is 10 again and COUNT 10 is 1.

**Complexity.** Every command is O(1) amortised: COMMIT is O(1) whatever the nesting, and each log entry is undone at most once. Memory is O(k + changes inside open transactions). Copying the whole store at every BEGIN is simple and correct but costs O(k) per BEGIN, and counting values by scanning is O(k) per COUNT: with thousands of keys and commands that is millions of steps.

**Common mistakes.** Making COMMIT close every transaction or make inner changes permanent (an outer ROLLBACK must still undo them), undoing log entries oldest first (a key changed twice then ends with the wrong value), and forgetting to restore the counts during ROLLBACK.
`,
  }),
];
