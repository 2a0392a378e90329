// The sandbox process: ONE learner's submission, then it exits. Started by the judge (see
// sandbox-process.ts) ahead of time with an empty environment, as an unprivileged user, in its
// own namespaces (no network, a read-only view of this folder, the runtime's packages and the
// Node binary, a small private /tmp) and under Node's permission model (read access to those
// files only; no writes, child processes, workers or addons). It loads its engine — QuickJS for
// JavaScript and TypeScript, Pyodide for Python — says `ready`, then follows the judge's
// requests on stdin, one JSON object per line:
//   {t:'load', language, code, functionName, limits}  → {t:'loaded'} | {t:'end', verdict, error}
//   {t:'call', args}                                   → {t:'result', ...} (one per test)
// and answers on stdout, one JSON object per line. The judge holds the expected values and
// compares; nothing here ever sees them. Everything sent back is capped here, before it crosses
// the pipe. Nothing here holds a secret: whatever the learner's code reaches in this process, it
// reaches only itself.
import { existsSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { enableCompileCache, flushCompileCache } from 'node:module';

// V8's code cache for the engines' JavaScript, made once by a sandbox that runs no learner's code
// (`build-cache`) and mounted read-only into every other one: a third of a start saved.
const CACHE = '/sandbox/cache';
if (existsSync(CACHE)) enableCompileCache(CACHE);
// Pyodide's memory right after it loaded, made by that same sandbox: a Python sandbox starts from
// it in a tenth of the time a full load takes (the interpreter's start-up is not run again).
const PYODIDE_SNAPSHOT = `${CACHE}/pyodide.snapshot`;

/** Caps on a returned value's JSON text (the judge names one per test, from the expected value's size, within these): a larger value is marked truncated and not sent. */
const VALUE_BYTES = { least: 64 * 1024, most: 8 * 1024 * 1024 };
/** Cap on an error message's length. */
const MESSAGE_CHARS = 2_000;
const family = process.argv[2];
/** Trusted code only (content checks): the judge may send submission after submission (see SandboxJudge). */
const reuse = process.argv[3] === 'reuse';

const send = (message) => {
  const line = `${JSON.stringify(message)}\n`;
  let offset = 0;
  const bytes = Buffer.from(line);
  while (offset < bytes.length) offset += writeSync(1, bytes, offset);
};
const cut = (text, max = MESSAGE_CHARS) => (text.length > max ? `${text.slice(0, max)}…` : text);
let valueCap = VALUE_BYTES.least;
/** A returned value as JSON text, capped: `{ json }` or `{ truncated: true }`. */
const capped = (json) => (Buffer.byteLength(json) > valueCap ? { truncated: true } : { json });

/** Output the learner's code prints: per test, and all tests together under the limit. */
function outputMeter(limitBytes) {
  let total = 0;
  return {
    text: '',
    exceeded: false,
    /** Adds printed text; false once the total is over the limit (the text is cut there). */
    write(chunk) {
      const bytes = Buffer.byteLength(chunk);
      if (this.exceeded) return false;
      if (total + bytes > limitBytes) {
        this.text += Buffer.from(chunk)
          .subarray(0, Math.max(0, limitBytes - total))
          .toString();
        total = limitBytes;
        this.exceeded = true;
        return false;
      }
      total += bytes;
      this.text += chunk;
      return true;
    },
  };
}

const tooMuchOutput = (limits) => ({
  verdict: 'Output Limit Exceeded',
  error: { message: `Your code printed more than ${limits.outputBytes} bytes.` },
});
const overTime = (limits) => ({
  verdict: 'Time Limit Exceeded',
  error: { message: `Over the time limit of ${limits.timeMs} ms.` },
});
const overMemory = (limits) => ({
  verdict: 'Memory Limit Exceeded',
  error: { message: `Over the memory limit of ${limits.memoryMb} MB.` },
});

// ---------------------------------------------------------------------------------------------
// JavaScript and TypeScript: QuickJS, a WASM JavaScript engine with no host objects at all.
async function quickjsEngine() {
  const { stripTypeScriptTypes } = await import('node:module');
  const { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline } = await import(
    'quickjs-emscripten-core'
  );
  const { default: RELEASE_SYNC } = await import('@jitl/quickjs-wasmfile-release-sync');
  // Typed arrays escape QuickJS's own memory limit: the WebAssembly memory's maximum (320 MiB:
  // the largest problem limit, 256 MiB, and the engine's own) bounds them.
  const WASM_PAGE = 64 * 1024;
  const QuickJS = await newQuickJSWASMModuleFromVariant(
    newVariant(RELEASE_SYNC, {
      wasmMemory: new WebAssembly.Memory({
        initial: (16 * 1024 * 1024) / WASM_PAGE,
        maximum: (320 * 1024 * 1024) / WASM_PAGE,
      }),
    }),
  );
  const FILE = 'solution.js';
  const lineOf = (error) => {
    const match = /solution\.js:(\d+)/.exec(`${error?.stack ?? ''}\n${error?.lineNumber ?? ''}`);
    if (match) return Number(match[1]);
    return typeof error?.lineNumber === 'number' ? error.lineNumber : undefined;
  };
  const messageOf = (error) => {
    if (error && typeof error === 'object')
      return `${typeof error.name === 'string' ? error.name : 'Error'}: ${typeof error.message === 'string' ? error.message : ''}`.trim();
    return String(error);
  };
  const compile = (language, code) => {
    if (language !== 'typescript') return { js: code };
    try {
      return { js: stripTypeScriptTypes(code, { mode: 'strip' }) };
    } catch (error) {
      let failure = error;
      if (error?.code === 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX') {
        try {
          return { js: stripTypeScriptTypes(code, { mode: 'transform' }) };
        } catch (again) {
          failure = again;
        }
      }
      const line = /^:(\d+)/.exec(String(failure?.stack ?? ''))?.[1];
      return {
        error: {
          message: cut(`TypeScript: ${failure?.message ?? 'invalid syntax'}`),
          ...(line ? { line: Number(line) } : {}),
        },
      };
    }
  };

  let runtime;
  let vm;
  let call;
  let limits;
  let output;

  const classify = (error) => {
    const message = cut(messageOf(error));
    if (output.exceeded) return tooMuchOutput(limits);
    if (/interrupted/i.test(message)) return overTime(limits);
    if (/out of memory/i.test(message)) return overMemory(limits);
    const line = lineOf(error);
    return { verdict: 'Runtime Error', error: { message, ...(line ? { line } : {}) } };
  };

  return {
    load(request) {
      limits = request.limits;
      output = outputMeter(limits.outputBytes);
      const compiled = compile(request.language, request.code);
      if (compiled.error) return { t: 'end', verdict: 'Compilation Error', error: compiled.error };
      // A reused sandbox (trusted code only) frees the last submission's engine first.
      try {
        call?.dispose();
        vm?.dispose();
        runtime?.dispose();
      } catch {
        // already gone
      }
      call = vm = runtime = undefined;
      runtime = QuickJS.newRuntime();
      runtime.setMemoryLimit(limits.memoryMb * 1024 * 1024);
      runtime.setMaxStackSize(1024 * 1024);
      runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeMs));
      vm = runtime.newContext();
      const log = vm.newFunction('log', (...handles) => {
        const text = `${handles
          .map((h) => {
            const value = vm.dump(h);
            return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
          })
          .join(' ')}\n`;
        if (!output.write(text)) throw Object.assign(new Error('too much output'), { name: 'OutputLimitExceeded' });
        return undefined;
      });
      const consoleObject = vm.newObject();
      for (const name of ['log', 'info', 'warn', 'error', 'debug']) vm.setProp(consoleObject, name, log);
      vm.setProp(vm.global, 'console', consoleObject);
      consoleObject.dispose();
      log.dispose();
      // The harness takes what it uses before the learner's code runs (replacing JSON, Object or
      // Reflect later changes nothing here) and answers with a prototype-less object.
      const harness = vm.evalCode(
        `(function (parse, stringify, create, apply) { const answer = (key, value) => { const o = create(null); o[key] = value; return o; };` +
          ` return function (name, argsJson) {` +
          ` const fn = globalThis[name]; if (typeof fn !== 'function') return answer('missing', true);` +
          ` const value = apply(fn, undefined, parse(argsJson)); if (value === undefined) return answer('undefined', true);` +
          ` const json = stringify(value); return typeof json === 'string' ? answer('json', json) : answer('unserializable', typeof value); }; })(JSON.parse, JSON.stringify, Object.create, Reflect.apply)`,
        'harness.js',
      );
      if (harness.error) {
        const error = vm.dump(harness.error);
        harness.error.dispose();
        // The deadline counts from the load: on a busy machine it can pass before the learner's code runs.
        if (/interrupted/i.test(messageOf(error))) return { t: 'end', ...overTime(limits) };
        return { t: 'end', verdict: 'Runtime Error', error: { message: 'The judge could not run this code.' } };
      }
      call = harness.value;
      const loaded = vm.evalCode(compiled.js, FILE);
      if (loaded.error) {
        const error = vm.dump(loaded.error);
        loaded.error.dispose();
        const line = lineOf(error);
        if (error?.name === 'SyntaxError')
          return {
            t: 'end',
            verdict: 'Compilation Error',
            error: { message: cut(messageOf(error)), ...(line ? { line } : {}) },
          };
        return { t: 'end', ...classify(error) };
      }
      loaded.value.dispose();
      // A function declared with `function` is a global property; one declared with const/let/class is not: expose it.
      const expose = vm.evalCode(
        `if (typeof globalThis[${JSON.stringify(request.functionName)}] !== 'function' && typeof ${request.functionName} === 'function') globalThis[${JSON.stringify(request.functionName)}] = ${request.functionName};`,
        'expose.js',
      );
      if (expose.error) {
        const error = vm.dump(expose.error);
        expose.error.dispose();
        if (/interrupted/i.test(messageOf(error))) return { t: 'end', ...overTime(limits) };
      } else expose.value.dispose();
      return { t: 'loaded' };
    },
    call(functionName, args) {
      output.text = '';
      const t0 = performance.now();
      const name = vm.newString(functionName);
      const argsJson = vm.newString(JSON.stringify(args));
      const result = vm.callFunction(call, vm.undefined, name, argsJson);
      name.dispose();
      argsJson.dispose();
      const timeMs = Math.round((performance.now() - t0) * 100) / 100;
      const base = { t: 'result', timeMs, stdout: output.text, ...(output.exceeded ? { outputExceeded: true } : {}) };
      if (result.error) {
        const error = vm.dump(result.error);
        result.error.dispose();
        return { ...base, ok: false, ...classify(error) };
      }
      // Only the harness's own plain object comes back: its fields are read one by one as primitives.
      const handle = result.value;
      const field = (key) => {
        const h = vm.getProp(handle, key);
        const type = vm.typeof(h);
        const value = type === 'string' ? vm.getString(h) : type === 'boolean' ? vm.dump(h) === true : undefined;
        h.dispose();
        return value;
      };
      const missing = field('missing');
      const isUndefined = field('undefined');
      const unserializable = field('unserializable');
      const json = field('json');
      handle.dispose();
      if (missing === true)
        return {
          ...base,
          ok: false,
          verdict: 'Runtime Error',
          error: {
            message: `ReferenceError: ${functionName} is not defined: your code must define the function ${functionName}`,
          },
        };
      if (isUndefined === true) return { ...base, ok: true, undefined: true };
      if (typeof json === 'string') return { ...base, ok: true, ...capped(json) };
      return {
        ...base,
        ok: false,
        verdict: 'Runtime Error',
        error: {
          message: `TypeError: the function returned a ${typeof unserializable === 'string' ? unserializable : 'value'}, which is not a JSON value`,
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Python: Pyodide (CPython compiled to WASM). Its bridges to JavaScript are cut before the
// learner's code runs: the js/pyodide modules, their finder and the proxies it kept, and every
// mount other than Emscripten's in-memory file system.
async function loadPyodideHere(options) {
  const { loadPyodide } = await import('pyodide');
  const { dirname, sep } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const indexURL = dirname(fileURLToPath(import.meta.resolve('pyodide'))) + sep;
  const { constants: fsConstants } = await import('node:fs');
  // Emscripten's NODEFS reads the file-system flags through process.binding, which Node's
  // permission model refuses: hand it the constants alone (NODEFS itself is removed below).
  process.binding = (name) => {
    if (name === 'constants') return { fs: fsConstants };
    throw new Error(`process.binding(${name}) is not available in the sandbox`);
  };
  return loadPyodide({ indexURL, ...options });
}

/** Writes Pyodide's memory snapshot into the cache being built (a fresh interpreter, nothing run in it). */
async function makePyodideSnapshot() {
  const py = await loadPyodideHere({ _makeSnapshot: true });
  writeFileSync(PYODIDE_SNAPSHOT, py.makeMemorySnapshot());
}

async function pyodideEngine() {
  let output = null;
  const snapshot = existsSync(PYODIDE_SNAPSHOT) ? { _loadSnapshot: readFileSync(PYODIDE_SNAPSHOT) } : {};
  const py = await loadPyodideHere({
    ...snapshot,
    stdout: (text) => output?.(`${text}\n`),
    stderr: (text) => output?.(`${text}\n`),
  });
  // Nothing of the host stays reachable from the interpreter's file system (NODEFS and friends).
  const FS = py.FS;
  for (const name of Object.keys(FS.filesystems ?? {})) if (name !== 'MEMFS') delete FS.filesystems[name];
  py.runPython(`
import sys, json, builtins, traceback, gc, random

# Pyodide imported random while loading: a sandbox started from the memory snapshot would repeat
# the snapshot's sequence. Seeded again from the OS, as a fresh interpreter is.
random.seed()

_BLOCKED = {'js', 'pyodide', 'pyodide_js', '_pyodide', '_pyodide_core', 'micropip', 'pyodide_http', 'ctypes', '_ctypes',
            'subprocess', 'socket', '_socket', 'ssl', '_ssl', 'select', 'multiprocessing', 'asyncio', 'webbrowser', 'urllib.request',
            'http.client', 'ftplib', 'smtplib', 'pty', 'signal'}

def _blocked(name):
    return name in _BLOCKED or name.split('.')[0] in _BLOCKED

class _Blocker:
    def find_spec(self, name, path=None, target=None):
        if _blocked(name):
            raise ImportError(f"import of '{name}' is not allowed here")
        return None

for _name in list(sys.modules):
    if _blocked(_name):
        del sys.modules[_name]
# The finder that served 'js' and 'pyodide_js' keeps their proxies: empty it before dropping it,
# so that gc.get_objects() finds no live bridge either.
for _finder in list(sys.meta_path):
    if 'Js' in type(_finder).__name__ or 'js' in type(_finder).__module__.lower():
        for _attr in ('jsproxies', 'js_proxies', '_jsproxies'):
            _proxies = getattr(_finder, _attr, None)
            if hasattr(_proxies, 'clear'):
                _proxies.clear()
        if hasattr(_finder, 'hook'):
            _finder.hook = lambda *args: None
for _obj in gc.get_objects():
    if type(_obj).__name__ == 'JsFinder' or (type(_obj).__name__.startswith('JsProxy') is False and hasattr(_obj, 'jsproxies')):
        _p = getattr(_obj, 'jsproxies', None)
        if hasattr(_p, 'clear'):
            _p.clear()
sys.meta_path[:] = [_Blocker()] + [f for f in sys.meta_path if 'Js' not in type(f).__name__ and 'js' not in type(f).__module__.lower()]

_real_import = builtins.__import__
def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    if _blocked(name):
        raise ImportError(f"import of '{name}' is not allowed here")
    return _real_import(name, globals, locals, fromlist, level)
builtins.__import__ = _guarded_import

# The harness's own references, taken before the learner's code runs: replacing json.dumps (or
# json.loads) later changes nothing here.
_dumps, _loads = json.dumps, json.loads

class _OutputLimit(Exception):
    pass

def _plain(value):
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float('inf'), float('-inf')):
            raise ValueError('the function returned NaN or infinity, which is not a JSON number')
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    raise ValueError(f'the function returned a {type(value).__name__}, which is not a JSON value')

def _line(tb):
    line = None
    try:
        for frame, lineno in traceback.walk_tb(tb):
            if frame.f_code.co_filename == 'solution.py':
                line = lineno
    except BaseException:
        pass
    return line

def _name_of(e):
    try:
        name = type(e).__name__
        return name if isinstance(name, str) else 'Exception'
    except BaseException:
        return 'Exception'

def _error(e):
    # Never raises: an exception whose __str__ (or __name__) raises gets its kind only.
    name = _name_of(e)
    try:
        text = str(e)
        if not isinstance(text, str):
            text = ''
    except BaseException:
        text = ''
    message = f'{name}: {text}'.rstrip(': ') if text else name
    return {'name': name, 'message': message[:2000], 'line': _line(getattr(e, '__traceback__', None))}

_ns = None
def _load(code):
    global _ns
    _ns = {'__name__': '__main__', '__builtins__': builtins}
    try:
        compiled = compile(code, 'solution.py', 'exec')
    except SyntaxError as e:
        return _dumps({'compile': {'message': f'{type(e).__name__}: {e.msg}'[:2000], 'line': e.lineno}})
    except BaseException as e:
        return _dumps({'error': _error(e)})
    try:
        exec(compiled, _ns)
    except BaseException as e:
        return _dumps({'error': _error(e)})
    return '{}'

def _call(name, args_json):
    try:
        fn = _ns.get(name)
        if not callable(fn):
            return _dumps({'error': {'name': 'NameError', 'message': f"NameError: your code must define the function {name}", 'line': None}})
        try:
            value = fn(*_loads(args_json))
            return _dumps({'value': _dumps(_plain(value))})
        except BaseException as e:
            return _dumps({'error': _error(e)})
    except BaseException:
        return _dumps({'harness': True})
`);
  const load = py.globals.get('_load');
  const callPy = py.globals.get('_call');
  const outputLimit = py.globals.get('_OutputLimit');
  // The interpreter's memory grows only up to the problem's limit (a MemoryError in Python beyond).
  const memory = py._module.wasmMemory ?? py._module.HEAP8?.buffer;
  const memoryCap = capWasmGrowth();
  removeNetworkGlobals();

  let limits;
  let meter;
  const classify = (error) => {
    if (error.name === 'KeyboardInterrupt') return overTime(limits);
    if (error.name === 'MemoryError') return overMemory(limits);
    if (error.name === '_OutputLimit' || meter.exceeded) return tooMuchOutput(limits);
    return {
      verdict: 'Runtime Error',
      error: { message: cut(String(error.message)), ...(error.line ? { line: error.line } : {}) },
    };
  };
  /** Calls into Python; an interpreter failure (not a Python exception) is classified, never echoed. */
  const guarded = (fn) => {
    try {
      return { parsed: JSON.parse(fn()) };
    } catch (error) {
      const message = String(error?.message ?? error);
      if (/Maximum call stack|stack overflow|too much recursion/i.test(message))
        return {
          failure: { verdict: 'Runtime Error', error: { message: 'RecursionError: maximum recursion depth exceeded' } },
        };
      if (/memory/i.test(message)) return { failure: overMemory(limits) };
      return { failure: { verdict: 'Runtime Error', error: { message: 'The judge could not run this code.' } } };
    }
  };

  return {
    load(request) {
      limits = request.limits;
      meter = outputMeter(limits.outputBytes);
      output = (chunk) => {
        if (!meter.write(chunk)) throw outputLimit('too much output');
      };
      memoryCap.bytes = (memory?.buffer?.byteLength ?? memory?.byteLength ?? 0) + limits.memoryMb * 1024 * 1024;
      const { parsed, failure } = guarded(() => load(request.code));
      if (failure) return { t: 'end', ...failure };
      if (!parsed || typeof parsed !== 'object')
        return { t: 'end', verdict: 'Runtime Error', error: { message: 'The judge could not run this code.' } };
      if (parsed.compile)
        return {
          t: 'end',
          verdict: 'Compilation Error',
          error: {
            message: cut(String(parsed.compile.message)),
            ...(parsed.compile.line ? { line: parsed.compile.line } : {}),
          },
        };
      if (parsed.error) return { t: 'end', ...classify(parsed.error) };
      return { t: 'loaded' };
    },
    call(functionName, args) {
      meter.text = '';
      const t0 = performance.now();
      const { parsed, failure } = guarded(() => callPy(functionName, JSON.stringify(args)));
      const timeMs = Math.round((performance.now() - t0) * 100) / 100;
      const base = { t: 'result', timeMs, stdout: meter.text, ...(meter.exceeded ? { outputExceeded: true } : {}) };
      if (failure) return { ...base, ok: false, ...failure };
      if (parsed?.harness)
        return {
          ...base,
          ok: false,
          verdict: 'Runtime Error',
          harness: true,
          error: { message: 'The judge could not run this code.' },
        };
      if (parsed?.error && typeof parsed.error === 'object') return { ...base, ok: false, ...classify(parsed.error) };
      if (typeof parsed?.value !== 'string')
        return {
          ...base,
          ok: false,
          verdict: 'Runtime Error',
          harness: true,
          error: { message: 'The judge could not run this code.' },
        };
      return { ...base, ok: true, ...capped(parsed.value) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Walls shared by the WASM engines (Pyodide, PGlite).

/**
 * Caps the growth of every WASM memory in this process at `cap.bytes` (Infinity: no cap), which
 * the engine sets around the learner's code: growing past it fails as WASM's own out-of-memory does.
 */
function capWasmGrowth() {
  const cap = { bytes: Infinity };
  const realGrow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function grow(delta) {
    if (this.buffer.byteLength + delta * 65536 > cap.bytes) throw new RangeError('over the memory limit');
    return realGrow.call(this, delta);
  };
  return cap;
}

/** Takes away the globals through which code in an engine could reach the network or load code. */
function removeNetworkGlobals() {
  for (const name of [
    'fetch',
    'WebSocket',
    'XMLHttpRequest',
    'EventSource',
    'Request',
    'Response',
    'require',
    'importScripts',
    'Deno',
    'Bun',
  ]) {
    try {
      delete globalThis[name];
    } catch {
      // not deletable: fine
    }
  }
}

// ---------------------------------------------------------------------------------------------
// SQL: PGlite (PostgreSQL compiled to WASM). One database per sandbox, started from a snapshot of
// a fresh cluster (made by the cache-building sandbox: initdb is not run again). The problem's
// tables are made once, at load, in the schema `t0`; each test inserts its rows in a transaction,
// turns it READ ONLY, runs the learner's one query as the unprivileged role `learner`, and rolls
// back, so the next test starts from empty tables and no learner's query ever writes. The
// process's kill at the deadline is the time limit (PostgreSQL's statement_timeout needs signals,
// which WASM does not have); a cap on the WASM memory's growth is the memory limit.
const PGLITE_SNAPSHOT = `${CACHE}/pglite.tar`;
/** Oids whose values are sent as PostgreSQL prints them (no time zones, no Date objects, no bytes). */
const TEXT_TYPES = [1082, 1083, 1114, 1184, 1186, 1266, 17, 114, 3802, 790, 869, 650, 829, 774, 3614, 3615, 142, 2950];
/** The first keyword a read query may start with. */
const READ_QUERY = /^(select|with|values|table)\b/i;
const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
/** A SQL sandbox whose WASM memory grew past this is not reused (PostgreSQL keeps what it grew to). */
const SQL_REUSE_MEMORY = 384 * 1024 * 1024;

async function newPGlite(options = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ relaxedDurability: true, ...options });
}

/** Writes the snapshot of a fresh cluster with the `learner` role into the cache being built. */
async function makePgliteSnapshot() {
  const db = await newPGlite();
  await db.exec('CREATE ROLE learner NOLOGIN');
  // PGlite opens one database: the others are two thirds of what every start unpacks. (One
  // statement per call: DROP DATABASE refuses to run in the implicit transaction of several.)
  const { rows } = await db.query(
    'SELECT quote_ident(datname) AS name FROM pg_database WHERE datname <> current_database() ORDER BY datname',
  );
  for (const { name } of rows) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
  await db.exec('CHECKPOINT');
  const tarball = await db.dumpDataDir('none');
  writeFileSync(PGLITE_SNAPSHOT, Buffer.from(await tarball.arrayBuffer()));
  await db.close();
}

/** The query without its comments and surrounding space (for the statement check only). */
function withoutComments(sql) {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .trim();
}

/** A result value as plain JSON: numbers as numbers, everything PostgreSQL prints as text stays text. */
function plainValue(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(plainValue);
  try {
    return JSON.parse(JSON.stringify(value));
  } catch {
    return String(value);
  }
}

async function pgliteEngine() {
  const snapshot = existsSync(PGLITE_SNAPSHOT) ? { loadDataDir: new Blob([readFileSync(PGLITE_SNAPSHOT)]) } : {};
  const db = await newPGlite(snapshot);
  if (!snapshot.loadDataDir) await db.exec('CREATE ROLE learner NOLOGIN');
  // The first DDL of a fresh database fills its catalog caches (~0.3 s): done before `ready`, so a
  // learner's time starts with them warm.
  await db.exec(
    'CREATE TEMP TABLE warm_up (id integer PRIMARY KEY CHECK (id > 0), name text NOT NULL UNIQUE, up integer REFERENCES warm_up (id)); ' +
      'INSERT INTO warm_up SELECT * FROM json_populate_recordset(NULL::warm_up, \'[{"id": 1, "name": "a", "up": null}]\'); DROP TABLE warm_up;',
  );
  // The query's own parsers: numeric as a number, dates and times as PostgreSQL prints them.
  const asText = (text) => text;
  const parsers = { 1700: (text) => Number(text), 20: (text) => plainValue(BigInt(text)) };
  for (const oid of TEXT_TYPES) parsers[oid] = asText;
  const typeNames = new Map();
  /** The role the judge's own statements run as (the learner's run as `learner`). */
  const superuser = (await db.query('SELECT current_user AS name')).rows[0].name;
  const memoryCap = capWasmGrowth();
  removeNetworkGlobals();

  let limits;
  let code = '';
  let schema = '';
  let tables = [];

  const lineAt = (position) => {
    const at = Number(position);
    if (!Number.isInteger(at) || at < 1) return undefined;
    return code.slice(0, at - 1).split('\n').length;
  };
  /** A PostgreSQL error as the learner sees it: its message (and hint), its line in their query. */
  const failure = (error) => {
    const message = String(error?.message ?? error);
    if (/out of memory|memory limit|memory access out of bounds/i.test(message)) return overMemory(limits);
    const line = lineAt(error?.position);
    if (error?.code === '42601' && /multiple commands/.test(message))
      return {
        verdict: 'Compilation Error',
        error: {
          message: 'Write one query: the judge runs a single SELECT statement (one semicolon at most, at the end).',
        },
      };
    return {
      verdict: error?.code === '42601' ? 'Compilation Error' : 'Runtime Error',
      error: {
        message: cut(
          `${error?.code ? `ERROR ${error.code}: ` : ''}${message}${error?.hint ? ` (hint: ${error.hint})` : ''}`,
        ),
        ...(line ? { line } : {}),
      },
    };
  };
  const typeName = async (oids) => {
    const missing = [...new Set(oids)].filter((oid) => !typeNames.has(oid));
    if (missing.length > 0) {
      const found = await db.query(
        'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::oid[])',
        [missing],
      );
      for (const row of found.rows) typeNames.set(row.oid, row.name);
    }
    return oids.map((oid) => typeNames.get(oid) ?? 'unknown');
  };

  return {
    /**
     * Before the next submission (the judge reuses SQL sandboxes): a new session, as a new
     * connection would get (DISCARD ALL: settings, role, advisory locks, prepared statements,
     * cursors, LISTEN, temporary objects), and no tables. Not ok (so not reused) if the WASM memory
     * grew past SQL_REUSE_MEMORY or the reset itself failed.
     */
    async reset() {
      try {
        await db.exec('ROLLBACK').catch(() => undefined);
        await db.exec('DISCARD ALL');
        await db.exec('DROP SCHEMA IF EXISTS t0 CASCADE');
        const who = await db.query('SELECT current_user AS name');
        tables = [];
        code = '';
        return {
          t: 'reset',
          ok: who.rows[0]?.name === superuser && currentMemory() <= SQL_REUSE_MEMORY,
        };
      } catch {
        return { t: 'reset', ok: false };
      }
    },
    async load(request) {
      limits = request.limits;
      code = String(request.code);
      schema = String(request.setup ?? '');
      tables = [];
      memoryCap.bytes = Infinity;
      const statement = withoutComments(code).replace(/;\s*$/, '');
      if (statement === '')
        return { t: 'end', verdict: 'Compilation Error', error: { message: 'Write a query: the editor is empty.' } };
      if (!READ_QUERY.test(statement))
        return {
          t: 'end',
          verdict: 'Compilation Error',
          error: { message: 'Only a query that reads is judged here: start it with SELECT or WITH.' },
        };
      // The problem's tables, empty, to check the query against before any test (syntax, names).
      try {
        await db.exec(
          `DROP SCHEMA IF EXISTS t0 CASCADE; CREATE SCHEMA t0; SET search_path TO t0; ${schema}; RESET search_path;`,
        );
        const found = await db.query(
          "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 't0' AND c.relkind = 'r' ORDER BY c.oid",
        );
        tables = found.rows.map((row) => row.name).filter((name) => IDENT.test(name));
        await db.exec('GRANT USAGE ON SCHEMA t0 TO learner; GRANT SELECT ON ALL TABLES IN SCHEMA t0 TO learner;');
      } catch {
        return { t: 'end', verdict: 'Runtime Error', error: { message: 'The judge could not run this code.' } };
      }
      memoryCap.bytes = limits.memoryMb * 1024 * 1024 + currentMemory();
      try {
        await db.exec('BEGIN READ ONLY; SET LOCAL ROLE learner; SET LOCAL search_path TO t0');
        await db.describeQuery(code);
      } catch (error) {
        const answer = failure(error);
        if (answer.verdict === 'Compilation Error') return { t: 'end', ...answer };
        // Other errors (a misspelt column) are the tests' to report, with their message on each.
      } finally {
        await db.exec('ROLLBACK').catch(() => undefined);
      }
      return { t: 'loaded' };
    },
    async call(_functionName, args) {
      const t0 = performance.now();
      const base = () => ({ t: 'result', timeMs: Math.round((performance.now() - t0) * 100) / 100, stdout: '' });
      const rows = args?.[0] && typeof args[0] === 'object' && !Array.isArray(args[0]) ? args[0] : {};
      memoryCap.bytes = Infinity;
      try {
        await db.exec('BEGIN');
        for (const table of tables) {
          const given = Array.isArray(rows[table]) ? rows[table] : [];
          if (given.length > 0)
            await db.query(`INSERT INTO t0.${table} SELECT * FROM json_populate_recordset(NULL::t0.${table}, $1)`, [
              JSON.stringify(given),
            ]);
        }
        // From here on the transaction writes nothing, whoever asks; the rollback empties the tables.
        await db.exec('SET TRANSACTION READ ONLY; SET LOCAL ROLE learner; SET LOCAL search_path TO t0');
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        process.stderr.write(`the test's rows could not be inserted: ${String(error?.message ?? error)}\n`);
        return {
          ...base(),
          ok: false,
          verdict: 'Runtime Error',
          harness: true,
          error: { message: 'The judge could not run this code.' },
        };
      }
      let answer;
      const started = performance.now();
      try {
        memoryCap.bytes = limits.memoryMb * 1024 * 1024 + currentMemory();
        const result = await db.query(code, [], { rowMode: 'array', parsers });
        const timeMs = Math.round((performance.now() - started) * 100) / 100;
        memoryCap.bytes = Infinity;
        const fields = result.fields ?? [];
        const value = {
          columns: fields.map((f) => f.name),
          types: await typeName(fields.map((f) => f.dataTypeID)),
          rows: (result.rows ?? []).map((row) => row.map(plainValue)),
        };
        answer = { t: 'result', timeMs, stdout: '', ok: true, ...capped(JSON.stringify(value)) };
      } catch (error) {
        answer = { ...base(), ok: false, ...failure(error) };
      } finally {
        memoryCap.bytes = Infinity;
        await db.exec('ROLLBACK').catch(() => undefined);
      }
      return answer;
    },
  };

  function currentMemory() {
    const memory = db.Module?.wasmMemory ?? db.mod?.wasmMemory;
    return memory?.buffer?.byteLength ?? db.Module?.HEAP8?.byteLength ?? db.mod?.HEAP8?.byteLength ?? 0;
  }
}

// ---------------------------------------------------------------------------------------------
if (family === 'build-cache') {
  await quickjsEngine();
  await pyodideEngine();
  await makePyodideSnapshot();
  await makePgliteSnapshot();
  flushCompileCache();
  process.exit(0);
}
const engine =
  family === 'python' ? await pyodideEngine() : family === 'sql' ? await pgliteEngine() : await quickjsEngine();
let functionName = '';
let loaded = false;
/** Requests are handled one at a time, in order (the SQL engine answers asynchronously). */
async function handle(request) {
  if (request?.t === 'load' && (!loaded || reuse)) {
    loaded = true;
    functionName = String(request.functionName);
    const answer = await engine.load(request);
    send(answer);
    if (answer.t === 'end') process.exit(0);
    return;
  }
  if (request?.t === 'reset' && reuse && engine.reset) return send(await engine.reset());
  if (request?.t === 'call' && loaded) {
    valueCap = Math.min(VALUE_BYTES.most, Math.max(VALUE_BYTES.least, Number(request.maxValueBytes) || 0));
    return send(await engine.call(functionName, request.args));
  }
  process.exit(0);
}

const judgeFailed = () => {
  send({
    t: 'result',
    ok: false,
    verdict: 'Runtime Error',
    harness: true,
    error: { message: 'The judge could not run this code.' },
  });
  process.exit(0);
};
let pending = '';
let chain = Promise.resolve();
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
    const line = pending.slice(0, newline);
    pending = pending.slice(newline + 1);
    chain = chain.then(() => handle(JSON.parse(line))).catch(judgeFailed);
  }
});
process.stdin.on('end', () => void chain.then(() => process.exit(0)));
send({ t: 'ready' });
