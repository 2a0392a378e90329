// A judge worker for JavaScript and TypeScript: each submission runs in a fresh QuickJS runtime
// (a WASM JavaScript engine) with a memory limit, a stack limit and a deadline, and sees nothing
// of the host but a console.log that records its output. TypeScript is stripped of its types by
// Node's own stripTypeScriptTypes, which keeps every line where it was.
import { stripTypeScriptTypes } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModule, newVariant, RELEASE_SYNC, shouldInterruptAfterDeadline } from 'quickjs-emscripten';
import { sameValue } from './compare.mjs';

// Typed arrays escape QuickJS's own memory limit: without a maximum, a bomb of them grew this
// worker's WebAssembly memory to 2 GB of the host before failing. The memory's maximum (320 MiB:
// the largest problem limit, 256 MiB, and the engine's own) bounds every submission.
const WASM_PAGE = 64 * 1024;
const QuickJS = await newQuickJSWASMModule(
  newVariant(RELEASE_SYNC, { wasmMemory: new WebAssembly.Memory({ initial: (16 * 1024 * 1024) / WASM_PAGE, maximum: (320 * 1024 * 1024) / WASM_PAGE }) }),
);
const FILE = 'solution.js';

/** The line in the learner's code an error points at (QuickJS stacks say "at f (solution.js:3:5)"). */
function lineOf(error) {
  const match = new RegExp(`${FILE.replace('.', '\\.')}:(\\d+)`).exec(`${error?.stack ?? ''}\n${error?.lineNumber ?? ''}`);
  if (match) return Number(match[1]);
  return typeof error?.lineNumber === 'number' ? error.lineNumber : undefined;
}

const messageOf = (error) => (error && typeof error === 'object' ? `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim() : String(error));

/** TypeScript → JavaScript, or a compilation error with its line. */
function compile(language, code) {
  if (language !== 'typescript') return { js: code };
  try {
    return { js: stripTypeScriptTypes(code, { mode: 'strip' }) };
  } catch (error) {
    if (error?.code === 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX') {
      // Enums and namespaces need a transform (lines may shift a little).
      try {
        return { js: stripTypeScriptTypes(code, { mode: 'transform' }) };
      } catch (again) {
        error = again;
      }
    }
    const line = /^:(\d+)/.exec(String(error?.stack ?? ''))?.[1];
    return { error: { message: `TypeScript: ${error?.message ?? 'invalid syntax'}`, ...(line ? { line: Number(line) } : {}) } };
  }
}

function judge(id, request) {
  const started = performance.now();
  const send = (message) => parentPort.postMessage({ id, ...message });
  const done = (verdict, error) => send({ type: 'done', verdict, ...(error ? { error } : {}), totalTimeMs: Math.round(performance.now() - started) });

  const compiled = compile(request.language, request.code);
  if (compiled.error) return done('Compilation Error', compiled.error);

  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(request.limits.memoryMb * 1024 * 1024);
  runtime.setMaxStackSize(1024 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + request.limits.timeMs));
  const vm = runtime.newContext();
  let output = '';
  let outputBytes = 0;
  let outputExceeded = false;
  try {
    const log = vm.newFunction('log', (...handles) => {
      const text = `${handles.map((h) => {
        const value = vm.dump(h);
        return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
      }).join(' ')}\n`;
      outputBytes += Buffer.byteLength(text);
      if (outputBytes > request.limits.outputBytes) {
        outputExceeded = true;
        throw Object.assign(new Error('too much output'), { name: 'OutputLimitExceeded' }); // thrown inside the VM
      }
      output += text;
      return undefined;
    });
    const consoleObject = vm.newObject();
    for (const name of ['log', 'info', 'warn', 'error', 'debug']) vm.setProp(consoleObject, name, log);
    vm.setProp(vm.global, 'console', consoleObject);
    consoleObject.dispose();
    log.dispose();

    /** An error from the VM as verdict, message and line. */
    const failure = (handle) => {
      const error = vm.dump(handle);
      handle.dispose();
      return classify(error);
    };
    const classify = (error) => {
      const message = messageOf(error);
      if (outputExceeded) return { verdict: 'Output Limit Exceeded', error: { message: `Your code printed more than ${request.limits.outputBytes} bytes.` } };
      if (/interrupted/i.test(message)) return { verdict: 'Time Limit Exceeded', error: { message: `Over the time limit of ${request.limits.timeMs} ms.` } };
      if (/out of memory/i.test(message)) return { verdict: 'Memory Limit Exceeded', error: { message: `Over the memory limit of ${request.limits.memoryMb} MB.` } };
      const line = lineOf(error);
      return { verdict: 'Runtime Error', error: { message, ...(line ? { line } : {}) } };
    };

    const loaded = vm.evalCode(compiled.js, FILE);
    if (loaded.error) {
      const error = vm.dump(loaded.error);
      loaded.error.dispose();
      const line = lineOf(error);
      if (error?.name === 'SyntaxError') return done('Compilation Error', { message: messageOf(error), ...(line ? { line } : {}) });
      const f = classify(error); // code outside any function that throws, loops or allocates too much
      return done(f.verdict, f.error);
    }
    loaded.value.dispose();
    const harness = vm.evalCode(
      `(function (name) { return function (argsJson) { const fn = globalThis[name] ?? (typeof ${request.functionName} === 'function' ? ${request.functionName} : undefined);` +
        ` if (typeof fn !== 'function') throw new ReferenceError(name + ' is not defined: your code must define the function ' + name);` +
        ` const value = fn(...JSON.parse(argsJson)); return value === undefined ? '__undefined__' : JSON.stringify(value); }; })(${JSON.stringify(request.functionName)})`,
      'harness.js',
    );
    if (harness.error) {
      harness.error.dispose();
      return done('Runtime Error', { message: `ReferenceError: ${request.functionName} is not defined: your code must define the function ${request.functionName}` });
    }
    const call = harness.value;
    let verdict = 'Accepted';
    let firstError;
    for (const test of request.tests) {
      output = '';
      const t0 = performance.now();
      const argsHandle = vm.newString(JSON.stringify(test.args));
      const result = vm.callFunction(call, vm.undefined, argsHandle);
      argsHandle.dispose();
      const timeMs = Math.round((performance.now() - t0) * 100) / 100;
      if (result.error) {
        const f = failure(result.error);
        send({ type: 'test', outcome: { name: test.name, passed: false, timeMs, stdout: output, error: f.error } });
        if (verdict === 'Accepted') {
          verdict = f.verdict;
          firstError = f.verdict === 'Runtime Error' ? undefined : f.error;
        }
        if (request.stopOnFailure || f.verdict !== 'Runtime Error') break;
        continue;
      }
      const text = vm.getString(result.value);
      result.value.dispose();
      const actual = text === '__undefined__' ? null : JSON.parse(text);
      const passed = text !== '__undefined__' && sameValue(actual, test.expected, request.comparator);
      send({ type: 'test', outcome: { name: test.name, passed, timeMs, actual, stdout: output } });
      if (!passed) {
        if (verdict === 'Accepted') verdict = outputExceeded ? 'Output Limit Exceeded' : 'Wrong Answer';
        if (request.stopOnFailure) break;
      } else if (outputExceeded) {
        verdict = 'Output Limit Exceeded';
        break;
      }
    }
    call.dispose();
    return done(verdict, firstError);
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

parentPort.on('message', ({ id, request }) => {
  try {
    judge(id, request);
  } catch (error) {
    parentPort.postMessage({ id, type: 'done', verdict: 'Runtime Error', error: { message: `The judge could not run this code: ${messageOf(error)}` }, totalTimeMs: 0 });
  }
});
parentPort.postMessage({ type: 'ready' });
