import { failureHint } from './failure-hints.js';

describe('failureHint', () => {
  it('says what to do when the inputs are more than the open-file limit', () => {
    const hint = failureHint(5000, "EMFILE: too many open files, open 'many/f907.log'");
    expect(hint).toMatch(/^sillage: every input file is open at once .*ulimit -n/);
    expect(hint.endsWith('\n')).toBe(true);
  });

  it('asks for a log format only with the bare message, and names the one given', () => {
    expect(failureHint(4003, 'Line format was not recognized')).toContain('Log-Format-ezproxy');
    expect(failureHint(4003, 'Line format was not recognized', 'Log-Format-apache')).toContain(
      'do not match the Log-Format-apache given',
    );
    expect(failureHint(4003, 'Unknown format token %Q')).toBe('');
    expect(failureHint(5000, 'ENOSPC: no space left on device')).toBe('');
  });
});
