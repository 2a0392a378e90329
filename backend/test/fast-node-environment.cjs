/**
 * Jest's Node environment with a faster global object (a CommonJS file: Jest loads environments
 * with require).
 *
 * jest-environment-node makes each test file's context with `vm.createContext(proxy)`: V8 guards
 * every global lookup of such a context (Math, Array, JSON, Object, Date…) with interceptors, and
 * Jest 30 routes them through a Proxy as well. Measured here, 5 million `Math.floor` calls take
 * 774 ms in a test against 6 ms outside; importing the practice problems (whose generated tests
 * run oracles at import) took 30 s in a test against 4 s in plain Node
 * (nodejs/node#31658, jestjs/jest#5163).
 *
 * Node 22.8 added `vm.constants.DONT_CONTEXTIFY`: the context's global is an ordinary object,
 * without interceptors, and lookups run at full speed. This environment is Jest's own, built while
 * `vm.createContext` makes that kind of context; everything else (Node's globals, fake timers,
 * module mocks, teardown) is unchanged. What it gives up is Jest 30's sweep of the globals a test
 * file set (the proxy recorded them to delete them at teardown); workerIdleMemoryLimit
 * (jest.config.js) recycles a worker that grows instead.
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

class FastNodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = FastNodeEnvironment;
