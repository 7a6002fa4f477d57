import * as fs from 'node:fs';
import * as path from 'node:path';
import { computeLogId } from './log-id.js';

const LOGS = path.resolve(__dirname, '../../../../shared/acceptance/logs');

describe('computeLogId', () => {
  it('is the SHA-1 hex of the raw line, as in the reference output for sd.mini.log', () => {
    const [first] = fs.readFileSync(path.join(LOGS, 'sd.mini.log'), 'utf8').split('\n');
    expect(computeLogId(first ?? '')).toBe('230b4fbc685bc77ea110cf19b8d67cc9b429d60a');
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(computeLogId('é')).toBe('bf15be717ac1b080b4f1c456692825891ff5073d');
  });
});
