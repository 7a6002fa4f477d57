// jsdom without the Fetch API: react-router's data router builds `Request`s, so hand the test
// window Node's own Fetch classes (and the AbortController they validate signals against).
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name in globalThis) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
