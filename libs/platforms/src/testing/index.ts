// Helpers for other projects' tests (`@sillage/platforms/testing`); never imported by product code.
export { runNodeUnprivileged } from './run-node-unprivileged.js';
export { writeNativeVerdicts } from './native-verdicts.js';
export {
  inProcessVerification,
  startNoVerification,
  type InProcessVerification,
} from './verification-in-process.js';
