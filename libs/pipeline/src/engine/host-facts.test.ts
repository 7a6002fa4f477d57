import { createAnonymizerStage } from '../stages/anonymizer.stage.js';
import { createGeolocationStage } from '../stages/geolocation.stage.js';
import { createOnCampusStage } from '../stages/on-campus.stage.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { HostFactsCache } from './host-facts.js';

describe('HostFactsCache', () => {
  it('gives every event of a host one record, and leaves it on the event', () => {
    const cache = new HostFactsCache();
    const first = makeEvent({ host: '10.0.0.1' });
    const second = makeEvent({ host: '10.0.0.1' });
    const facts = cache.of(first, '10.0.0.1');
    facts.onCampus = 'Y';
    expect(cache.of(second, '10.0.0.1')).toBe(facts);
    expect(second.hostFacts).toBe(facts);
    expect(cache.of(first, '10.0.0.2')).not.toBe(facts);
  });

  it('answers about the host an event has now, once a stage has rewritten it', () => {
    const cache = new HostFactsCache();
    const event = makeEvent({ host: '10.0.0.1' });
    const original = cache.of(event, '10.0.0.1');
    const rewritten = cache.of(event, 'c0ffee');
    expect(rewritten).not.toBe(original);
    expect(rewritten.host).toBe('c0ffee');
  });
});

describe('stages sharing host facts', () => {
  it('ask each question once per host, and a stage after the anonymizer sees the crypted host', async () => {
    const hostFacts = new HostFactsCache();
    const located: string[] = [];
    const matched: string[] = [];
    const hashed: string[] = [];
    const stages = [
      createOnCampusStage(
        {
          match: (host) => {
            matched.push(host);
            return undefined;
          },
        },
        hostFacts,
      ),
      createAnonymizerStage(
        (fields) => {
          for (const name of Object.keys(fields)) {
            hashed.push(fields[name] ?? '');
            fields[name] = `h(${fields[name] ?? ''})`;
          }
        },
        ['host', 'login'],
        hostFacts,
      ),
      createGeolocationStage(
        {
          locate: (host) => {
            located.push(host);
            return { 'geoip-country': 'FR' };
          },
        },
        ['geoip-country'],
        hostFacts,
      ),
    ];
    let events = [
      makeEvent({ host: '10.0.0.1', login: 'ann' }),
      makeEvent({ host: '10.0.0.1', login: 'bob' }),
      makeEvent({ host: '10.0.0.2', login: 'ann' }),
    ];
    for (const stage of stages) {
      events = (await runStage(stage, [events])).passed;
    }
    expect(events.map((event) => [event.fields.host, event.fields.login])).toEqual([
      ['h(10.0.0.1)', 'h(ann)'],
      ['h(10.0.0.1)', 'h(bob)'],
      ['h(10.0.0.2)', 'h(ann)'],
    ]);
    expect(matched).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(hashed).toEqual(['10.0.0.1', 'ann', 'bob', '10.0.0.2']);
    // Geolocation after the anonymizer locates what the event holds then, as the reference does.
    expect(located).toEqual(['h(10.0.0.1)', 'h(10.0.0.2)']);
  });

  it('keeps the hash of the login a host last came with, past the end of the login table', async () => {
    const hashed: string[] = [];
    const stage = createAnonymizerStage(
      (fields) => {
        for (const name of Object.keys(fields)) {
          hashed.push(fields[name] ?? '');
          fields[name] = `h(${fields[name] ?? ''})`;
        }
      },
      ['login'],
      new HostFactsCache(),
    );
    // 50 001 other logins from another address fill the login table, which is then emptied.
    const crowd = Array.from({ length: 50_001 }, (_, index) =>
      makeEvent({ host: '10.0.0.9', login: `user${String(index)}` }),
    );
    const events = [
      makeEvent({ host: '10.0.0.1', login: 'ann' }),
      ...crowd,
      makeEvent({ host: '10.0.0.1', login: 'ann' }),
    ];
    const { passed } = await runStage(stage, [events]);
    expect(passed.slice(-2).map((event) => [event.fields.host, event.fields.login])).toEqual([
      ['10.0.0.9', 'h(user50000)'],
      ['10.0.0.1', 'h(ann)'],
    ]);
    // Back from 10.0.0.1, ann is known by that host's record and not hashed a second time.
    expect(hashed.filter((value) => value === 'ann')).toEqual(['ann']);
  });
});
