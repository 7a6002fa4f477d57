import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    geolocation: false,
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
  });
}, 60_000);

const format = { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b "%{user-agent}<[^"]*>"' };
const line = (login: string, pii: string, time: string) =>
  `157.244.176.142 - ${login} [09/Jun/2019:${time} +0000] "GET http://www.sciencedirect.com/science/article/pii/${pii} HTTP/1.1" 200 5000 "Opera/9.80 (X11; Linux i686)"`;
const log = [
  line('john.doe', 'S0967064508000301', '08:10:00'),
  line('-', 'S0967064508000302', '08:20:00'),
  line('-', 'S0967064508000303', '09:05:00'),
].join('\n');

describe('the session-id middleware', () => {
  it('gives COUNTER user and session ids: the login, else the address and user-agent', async () => {
    const run = await runJob(
      [inputOf({ text: log })],
      { ...format, 'ezPAARSE-Middlewares': 'session-id', 'Crypted-Fields': 'none' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    const visitor = '157.244.176.142|Opera/9.80 (X11; Linux i686)';
    expect(run.rows.map((row) => [row.user_id, row.session_id])).toEqual([
      ['john.doe', '2019-06-09|08|john.doe'],
      [visitor, `2019-06-09|08|${visitor}`],
      [visitor, `2019-06-09|09|${visitor}`],
    ]);
  });

  it('takes the fields Session-ID-Fields names, and skips keys it does not have', async () => {
    const run = await runJob(
      [inputOf({ text: log })],
      {
        ...format,
        'ezPAARSE-Middlewares': 'session-id',
        'Crypted-Fields': 'none',
        'Session-ID-Fields': 'session: visit, user: nosuch, colour: blue',
      },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.rows[0]?.visit).toBe('2019-06-09|08|157.244.176.142|Opera/9.80 (X11; Linux i686)');
    expect(run.rows[0]).not.toHaveProperty('session_id');
  });

  it('lets Crypted-Fields hash the ids it makes, which the log does not have', async () => {
    // The reference's 01-fr-open-edition-01.
    const run = await runJob(
      [inputOf({ text: log })],
      {
        ...format,
        'ezPAARSE-Middlewares': 'session-id',
        'Crypted-Fields': 'session_id,user_id',
      },
      resources,
    );
    expect(run.failure).toBeUndefined();
    for (const row of run.rows) {
      expect(row.user_id).toMatch(/^[0-9a-f]{40}$/);
      expect(row.session_id).toMatch(/^[0-9a-f]{40}$/);
    }
    // Same user, same hour: the same hashed session.
    expect(run.rows[1]?.session_id).not.toBe(run.rows[2]?.session_id);
    expect(new Set(run.rows.map((row) => row.user_id)).size).toBe(2);
  });
});

describe('Crypted-Fields naming a field the chain makes', () => {
  it('hashes a field Extract cuts from the login, which the log does not have', async () => {
    const run = await runJob(
      [inputOf({ text: log })],
      {
        ...format,
        Extract: 'login => /^([^.]+)\\./ => user',
        'Output-Fields': '-login,+user',
        'Crypted-Fields': 'user,host',
      },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.rows[0]?.user).toMatch(/^[0-9a-f]{40}$/);
  });
});
