import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobStorage, UnsafeJobPathError, type JobStorage } from './job-storage.js';

const JOB = '3f1c2a4e-9b7d-4c1e-8f2a-5d6e7f8a9b0c';

describe('job storage', () => {
  let dir: string;
  let storage: JobStorage;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-storage-'));
    storage = createJobStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['../etc', 'a parent folder'],
    ['3F1C2A4E-9B7D-4C1E-8F2A-5D6E7F8A9B0C', 'an upper-case uuid'],
    ['3f1c2a4e-9b7d-4c1e-8f2a-5d6e7f8a9b0c/..', 'a uuid with a suffix'],
    ['', 'an empty id'],
  ])('refuses the job id %j (%s)', (jobId) => {
    expect(() => storage.jobDir(jobId)).toThrow(UnsafeJobPathError);
  });

  it.each([
    ['../report.json'],
    ['..'],
    ['input/000.bin'],
    ['inputs.json'],
    ['.hidden.log'],
    ['report.json/x'],
    ['a\\b.log'],
  ])('refuses the file name %j', (name) => {
    expect(() => storage.artefactPath(JOB, name)).toThrow(UnsafeJobPathError);
  });

  it.each([
    ['job-report.json'],
    ['job-traces.log'],
    ['lines-unknown-domains.log'],
    ['denied-ecs.csv.gz'],
  ])('keeps %j inside the job folder', (name) => {
    expect(path.dirname(storage.artefactPath(JOB, name))).toBe(path.join(dir, 'jobs', JOB));
  });

  it('keeps an opened job file readable whole after its job folder is swept', async () => {
    await storage.createJobDir(JOB);
    const file = storage.artefactPath(JOB, 'report.json');
    const content = 'x'.repeat(300_000);
    await writeFile(file, content);
    const opened = await storage.openFile(file);
    expect(opened?.size).toBe(content.length);
    await storage.removeJob(JOB);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).toString()).toBe(content);
    // Gone before it was opened: undefined, never a stream that fails once the answer started.
    expect(await storage.openFile(file)).toBeUndefined();
    expect(await storage.openFile(dir)).toBeUndefined();
  });

  it('keeps the names of the uploaded files after the inputs are freed and a retry cleans up', async () => {
    await storage.createJobDir(JOB);
    await storage.writeInputs(JOB, [
      { file: '000.bin', fileName: 'a.log' },
      { file: '001.bin' },
      { file: '002.bin', fileName: 'b.log.gz' },
    ]);
    await storage.clearArtefacts(JOB);
    await storage.removeInputs(JOB);
    expect(await storage.readInputNames(JOB)).toEqual(['a.log', 'b.log.gz']);
    expect(await storage.readInputNames('7a1c2a4e-9b7d-4c1e-8f2a-5d6e7f8a9b0c')).toEqual([]);
  });

  it("creates the jobs' folder for this user only: uploaded logs hold patrons' data", async () => {
    await storage.createJobDir(JOB);
    expect((await stat(storage.root)).mode & 0o777).toBe(0o700);
  });

  it('keeps the note of a shutdown stop across the next run clearing the artefacts, once', async () => {
    await storage.createJobDir(JOB);
    await storage.noteShutdownStop(JOB, new Date('2026-12-05T07:00:00Z'));
    await storage.clearArtefacts(JOB);
    expect(await storage.takeShutdownStop(JOB)).toBe('2026-12-05T07:00:00.000Z');
    expect(await storage.takeShutdownStop(JOB)).toBeUndefined();
  });

  it('creates a job folder once: a second upload with the same id is refused', async () => {
    expect(await storage.createJobDir(JOB)).toBe(true);
    expect(await storage.createJobDir(JOB)).toBe(false);
  });

  it('never presents a partial result as the result', async () => {
    await storage.createJobDir(JOB);
    const partial = path.join(storage.jobDir(JOB), `${storage.resultName('csv')}.partial`);
    await writeFile(partial, 'half');
    expect(await storage.findResult(JOB)).toBeUndefined();
    await storage.publish(partial, path.join(storage.jobDir(JOB), storage.resultName('csv')));
    expect(await storage.findResult(JOB)).toBe(
      path.join(storage.jobDir(JOB), 'result.job-ecs.csv'),
    );
  });
});
