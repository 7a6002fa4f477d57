import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { checkCounterRobotsFile, loadOnCampusRangesFile } from './resource-files.js';

function fileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-resource-')), 'file.json');
  writeFileSync(file, content);
  return file;
}

describe('loadOnCampusRangesFile', () => {
  it('reads addresses, CIDRs and labelled ranges', () => {
    const ranges = [
      '193.50.0.0/16',
      '2001:db8::1',
      { label: 'library', ranges: ['10.20.30.0/24'] },
    ];
    expect(loadOnCampusRangesFile(fileWith(JSON.stringify(ranges)))).toEqual(ranges);
  });

  it.each([
    ['not JSON', '[oops', /is not valid JSON/],
    ['not a list', '{"label":"x"}', /is not a list of IP ranges or \{label, ranges\} entries/],
    ['a label without ranges', '[{"label":"x","ranges":[]}]', /is not a list of IP ranges/],
    ['a bad address', '["300.1.2.3"]', /Invalid on-campus range "300\.1\.2\.3".*not an IP address/],
    ['a bad prefix', '[{"label":"lib","ranges":["10.0.0.0/40"]}]', /"10\.0\.0\.0\/40" in on-campus entry "lib": bad prefix length/],
  ])('refuses %s, naming the file', (_name, content, message) => {
    const file = fileWith(content);
    expect(() => loadOnCampusRangesFile(file)).toThrow(message);
    expect(() => loadOnCampusRangesFile(file)).toThrow(file);
  }); // prettier-ignore

  it('refuses a missing file', () => {
    expect(() => loadOnCampusRangesFile('/no/such/ranges.json')).toThrow(/cannot be read/);
  });
});

describe('checkCounterRobotsFile', () => {
  it('accepts the COUNTER-Robots list', () => {
    const file = path.join(ACCEPTANCE, 'resources/counter-robots/COUNTER_Robots_list.json');
    expect(() => {
      checkCounterRobotsFile(file);
    }).not.toThrow();
  });

  it.each([
    ['not JSON', 'nope', /is not valid JSON/],
    ['entries without pattern', '[{"last_changed":"2020"}]', /is not a COUNTER-Robots list/],
    ['an invalid pattern', '[{"pattern":"bot("}]', /Invalid COUNTER-Robots pattern "bot\("/],
  ])('refuses %s', (_name, content, message) => {
    expect(() => {
      checkCounterRobotsFile(fileWith(content));
    }).toThrow(message);
  });
});
