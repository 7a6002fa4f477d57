import { writeFile } from 'node:fs/promises';
import type { JobStorage } from '../storage/job-storage.js';

/** Creates a job's folder with the given inputs, as an upload would. */
export async function writeJobInputs(
  storage: JobStorage,
  jobId: string,
  contents: (string | Buffer)[],
  declared: { contentEncoding?: string } = {},
): Promise<void> {
  await storage.createJobDir(jobId);
  const inputs = [];
  for (const [index, content] of contents.entries()) {
    const file = storage.inputFile(index);
    await writeFile(storage.inputPath(jobId, file), content);
    inputs.push({ file, ...declared });
  }
  await storage.writeInputs(jobId, inputs);
}
