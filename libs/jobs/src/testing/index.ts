export { createLineCopyProcessor } from './line-copy-processor.js';
export { writeJobInputs } from './write-job-inputs.js';
export { waitFor } from './wait-for.js';
