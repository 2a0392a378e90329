// A judge worker for Python: Pyodide (CPython compiled to WASM) loaded ahead of time, then ONE
// submission, then the worker ends (the pool starts a fresh one), so nothing a submission does
// to the interpreter outlives it. Before the learner's code runs, the bridges to the host are
// cut: the `js` and `pyodide` modules and their finder go, importing them fails, and the
// worker's own JavaScript globals that reach the network or the process are removed. The file
// system is Emscripten's in-memory one (nothing of the host is mounted). The deadline is an
// interrupt (KeyboardInterrupt in Python); memory is watched by the pool, which ends the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire, registerHooks } from 'node:module';
import { dirname, sep } from 'node:path';
import { loadPyodide } from 'pyodide';
import { sameValue } from './compare.mjs';

const interrupt = new Int32Array(workerData.interrupt);
let output = null;
// Pyodide finds its files from its own stack frames unless told: with --enable-source-maps (the
// production start) those name its TypeScript sources and the load failed. Tell it where it is.
const indexURL = dirname(createRequire(import.meta.url).resolve('pyodide')) + sep;
const py = await loadPyodide({ indexURL, stdout: (text) => output?.(`${text}\n`), stderr: (text) => output?.(`${text}\n`) });
py.setInterruptBuffer(interrupt);

// Python-side harness: block the host bridges, run the learner's code in its own namespace,
// call the function per test with JSON arguments, and give back JSON (or a classified error).
py.runPython(String.raw`
import sys, json, builtins, time, traceback

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
sys.meta_path[:] = [_Blocker()] + [f for f in sys.meta_path if 'Js' not in type(f).__name__ and 'js' not in type(f).__module__.lower()]

_real_import = builtins.__import__
def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    if _blocked(name):
        raise ImportError(f"import of '{name}' is not allowed here")
    return _real_import(name, globals, locals, fromlist, level)
builtins.__import__ = _guarded_import

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
    for frame, lineno in traceback.walk_tb(tb):
        if frame.f_code.co_filename == 'solution.py':
            line = lineno
    return line

def _error(e):
    return {'name': type(e).__name__, 'message': f'{type(e).__name__}: {e}'.rstrip(': '), 'line': _line(e.__traceback__)}

_ns = None
def _load(code):
    global _ns
    _ns = {'__name__': '__main__', '__builtins__': builtins}
    try:
        compiled = compile(code, 'solution.py', 'exec')
    except SyntaxError as e:
        return {'compile': {'message': f'{type(e).__name__}: {e.msg}', 'line': e.lineno}}
    try:
        exec(compiled, _ns)
    except BaseException as e:
        return {'error': _error(e)}
    return {}

def _call(name, args_json):
    fn = _ns.get(name)
    if not callable(fn):
        return {'error': {'name': 'NameError', 'message': f"NameError: your code must define the function {name}", 'line': None}}
    try:
        value = fn(*json.loads(args_json))
        return {'value': json.dumps(_plain(value))}
    except BaseException as e:
        return {'error': _error(e)}
`);
const load = py.globals.get('_load');
const call = py.globals.get('_call');
const outputLimit = py.globals.get('_OutputLimit');

// Emscripten's libc reaches the host through Node modules it loads when called (system() spawns
// a shell through child_process): from here on, this thread may load none of them. A call that
// tries ends the interpreter (a fatal error), never the host.
registerHooks({
  resolve(specifier, context, next) {
    if (/^(node:)?(child_process|net|http|https|http2|dgram|tls|dns|cluster|inspector|vm|fs|fs\/promises|worker_threads|module|os|process|v8|wasi)$/.test(specifier)) {
      throw new Error(`the sandbox may not load ${specifier}`);
    }
    return next(specifier, context);
  },
});

// The learner's code never needs these; a bridge left open would reach them.
for (const name of ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'Request', 'Response', 'process', 'require', 'eval', 'importScripts', 'Deno', 'Bun']) {
  try {
    delete globalThis[name];
  } catch {
    // not deletable: fine, the Python side cannot reach it
  }
}

function classify(error, limits) {
  if (error.name === 'KeyboardInterrupt') return { verdict: 'Time Limit Exceeded', error: { message: `Over the time limit of ${limits.timeMs} ms.` } };
  if (error.name === 'MemoryError') return { verdict: 'Memory Limit Exceeded', error: { message: `Over the memory limit of ${limits.memoryMb} MB.` } };
  if (error.name === '_OutputLimit') return { verdict: 'Output Limit Exceeded', error: { message: `Your code printed more than ${limits.outputBytes} bytes.` } };
  return { verdict: 'Runtime Error', error: { message: error.message, ...(error.line ? { line: error.line } : {}) } };
}

parentPort.once('message', ({ id, request }) => {
  const started = performance.now();
  const send = (message) => parentPort.postMessage({ id, ...message });
  const done = (verdict, error) => send({ type: 'done', verdict, ...(error ? { error } : {}), totalTimeMs: Math.round(performance.now() - started) });
  let text = '';
  let bytes = 0;
  let exceeded = false;
  output = (chunk) => {
    bytes += Buffer.byteLength(chunk);
    if (bytes > request.limits.outputBytes) {
      exceeded = true;
      throw outputLimit('too much output');
    }
    text += chunk;
  };
  const toJs = (proxy) => {
    const value = proxy.toJs({ dict_converter: Object.fromEntries });
    proxy.destroy?.();
    return value;
  };
  try {
    const loaded = toJs(load(request.code));
    if (loaded.compile) return done('Compilation Error', { message: loaded.compile.message, ...(loaded.compile.line ? { line: loaded.compile.line } : {}) });
    if (loaded.error) {
      const f = classify(loaded.error, request.limits);
      return done(exceeded ? 'Output Limit Exceeded' : f.verdict, f.error);
    }
    let verdict = 'Accepted';
    let firstError;
    for (const test of request.tests) {
      text = '';
      const t0 = performance.now();
      const result = toJs(call(request.functionName, JSON.stringify(test.args)));
      const timeMs = Math.round((performance.now() - t0) * 100) / 100;
      if (result.error) {
        const f = classify(result.error, request.limits);
        const final = exceeded ? { verdict: 'Output Limit Exceeded', error: { message: `Your code printed more than ${request.limits.outputBytes} bytes.` } } : f;
        send({ type: 'test', outcome: { name: test.name, passed: false, timeMs, stdout: text, error: final.error } });
        if (verdict === 'Accepted') {
          verdict = final.verdict;
          firstError = final.verdict === 'Runtime Error' ? undefined : final.error;
        }
        if (request.stopOnFailure || final.verdict !== 'Runtime Error') break;
        continue;
      }
      const actual = JSON.parse(result.value);
      const passed = sameValue(actual, test.expected, request.comparator);
      send({ type: 'test', outcome: { name: test.name, passed, timeMs, actual, stdout: text } });
      if (!passed) {
        if (verdict === 'Accepted') verdict = 'Wrong Answer';
        if (request.stopOnFailure) break;
      }
    }
    return done(verdict, firstError);
  } catch (error) {
    // The interpreter itself failed (e.g. a recursion deep enough to exhaust the WASM stack).
    const message = String(error?.message ?? error);
    if (/Maximum call stack|stack overflow|too much recursion/i.test(message)) return done('Runtime Error', { message: 'RecursionError: maximum recursion depth exceeded' });
    return done('Runtime Error', { message: `The judge could not run this code: ${message.slice(-300)}` });
  }
});
parentPort.postMessage({ type: 'ready' });
