import {
  clampStep,
  computeUploadPercent,
  statusForUploadPercent,
  type JobStatus,
} from './step-rules.js';

describe('clampStep', () => {
  it.each<[number, number, JobStatus, number]>([
    // requested, current, status, expected
    [3, 2, null, 2],
    [4, 1, null, 1],
    [2, 1, null, 2],
    [1, 3, 'progress', 3],
    [2, 3, 'finalization', 3],
    [3, 3, 'end', 3],
    [1, 3, 'end', 1],
    [-1, 2, 'error', 1],
    [-5, 2, null, 1],
    [0, 2, null, 1],
    [7, 1, 'abort', 3],
    [2, 3, 'abort', 2],
  ])('step %i from %i with status %s gives %i', (requested, current, status, expected) => {
    expect(clampStep(requested, current, status)).toBe(expected);
  });
});

describe('upload progress', () => {
  it.each([
    [0, 100, 0],
    [33, 100, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5, undefined, 0],
  ])('%i of %s bytes is %i %%', (loaded, total, expected) => {
    expect(computeUploadPercent(loaded, total)).toBe(expected);
  });

  it('reaches finalization once every byte is sent', () => {
    expect(statusForUploadPercent(99)).toBe('progress');
    expect(statusForUploadPercent(100)).toBe('finalization');
  });
});
