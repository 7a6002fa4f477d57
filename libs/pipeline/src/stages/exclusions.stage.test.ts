import type { Exclusions } from '../engine/ports.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createExclusionsStage } from './exclusions.stage.js';

const exclusions: Exclusions = {
  isIgnoredDomain: (domain) => domain === 'www.google.com',
  isIgnoredHost: (host) => host === '10.0.0.1',
  isRobotHost: (host) => host.startsWith('209.185.108.'),
  counts: { robots: 256, hosts: 1, domains: 1 },
};
const ALL_ON = { robots: true, ignoredHosts: true, ignoredDomains: true };

describe('exclusions stage', () => {
  it.each([
    [{ domain: 'www.google.com', host: '1.2.3.4' }, ALL_ON, 'ignored-domains'],
    [
      { domain: 'www.google.com', host: '1.2.3.4' },
      { ...ALL_ON, ignoredDomains: false },
      'robot=no',
    ],
    [{ domain: 'a.org', host: '10.0.0.1' }, ALL_ON, 'ignored-hosts'],
    [{ domain: 'a.org', host: '10.0.0.1' }, { ...ALL_ON, ignoredHosts: false }, 'robot=no'],
    [{ domain: 'a.org', host: '209.185.108.7' }, ALL_ON, 'robots-ecs'],
    [{ domain: 'a.org', host: '209.185.108.7' }, { ...ALL_ON, robots: false }, 'robot=yes'],
    [{ domain: 'a.org', host: '1.2.3.4' }, ALL_ON, 'robot=no'],
  ])('%j with filters %j gives %s', async (fields, filters, expected) => {
    const run = await runStage(createExclusionsStage(exclusions, filters), [[makeEvent(fields)]]);
    const [event] = run.passed;
    expect(event ? `robot=${event.fields.robot}` : run.rejected[0]?.category).toBe(expected);
  });

  it('marks every event as not a robot when no exclusion lists are loaded', async () => {
    const run = await runStage(createExclusionsStage(undefined, ALL_ON), [
      [makeEvent({ host: '209.185.108.7' })],
    ]);
    expect(run.passed[0]?.fields.robot).toBe('no');
  });
});
