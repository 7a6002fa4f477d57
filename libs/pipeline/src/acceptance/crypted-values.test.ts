// Issue 19, item 12: with the default `Crypted-Fields: host,login`, nothing derived from a host or
// a login is kept in clear: results, the report's first event and first line, explorer samples,
// traces.
import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import { inputOf, runJob, type JobRun } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 60_000);

const job = (file: string, headers: Record<string, string> = {}) =>
  runJob([inputOf({ file: logFile(file) })], headers, resources);
const text = (value: string) =>
  runJob([inputOf({ text: value })], { 'Reject-Files': 'all' }, resources);

/** Every place a finished job keeps or shows, except the result and reject files. */
const kept = (run: JobRun) => JSON.stringify(run.report) + run.traces;

describe('crypted hosts and logins', () => {
  it('hashes geoip-host with the host, in the result and the first event', async () => {
    const run = await job('geolocalize.log', {
      Geoip: 'all',
      Accept: 'application/json',
      'Traces-Level': 'silly',
    });
    const [event] = JSON.parse(run.result) as Record<string, string>[];
    expect(event?.['geoip-country']).toBe('US');
    expect(event?.host).toMatch(/^[0-9a-f]{40}$/);
    expect(event?.['geoip-host']).toBe(event?.host);
    expect(run.report.first_event).toMatchObject({ 'geoip-host': event?.host });
    expect(run.result + kept(run)).not.toContain('66.65.65.107');
    expect(run.result + kept(run)).not.toContain('THEODORE_MCCLURE');
  });

  it('hashes hosts and logins in the explorer samples and the first line, as in the result', async () => {
    const run = await job('unknown-domain.log', { 'Traces-Level': 'silly' });
    const samples = run.report.explorer?.samples['unknown-domains'] ?? [];
    expect(samples).toHaveLength(1);
    expect(kept(run)).not.toContain('247.63.228.176');
    expect(kept(run)).not.toContain('STRAWBERRY');
    // The same hash as the result would show, so the lines can still be told apart and joined.
    const shown = await job('unknown-domain.log', { 'Crypting-Salt': 'k' });
    expect(shown.report.explorer?.samples['unknown-domains']?.[0]?.line).toMatch(
      /^[0-9a-f]{40} - [0-9a-f]{40} \[30\/Nov\/2012:00:15:35 \+0100\] "GET https:\/\/www\.pamplemousse\.fr\/be-fruit\.html HTTP\/1\.1" 200 444$/,
    );
    expect(shown.report.general['input-first-line']).toBe(
      shown.report.explorer?.samples['unknown-domains']?.[0]?.line,
    );
  });

  it('withholds a line that could not be read, and any other address a read line holds', async () => {
    const run = await text(
      '10.1.2.3 - alice [30/Nov/2012:00:15:35 +0100] "GET http://unknown.example/?via=192.0.2.7&v6=2001:db8::5 HTTP/1.1" 200 1\n' +
        'alice@10.9.9.9 logged in, not a log line\n',
    );
    const explorer = run.report.explorer;
    expect(explorer?.samples['unknown-formats']).toEqual([
      { lineNumber: 2, line: '', withheld: true },
    ]);
    const line = explorer?.samples['unknown-domains']?.[0]?.line ?? '';
    expect(line).toContain('unknown.example');
    for (const secret of ['10.1.2.3', 'alice', '192.0.2.7', '2001:db8::5', '10.9.9.9']) {
      expect(kept(run)).not.toContain(secret);
    }
    // The reject files keep the lines as sent: they are the owner's input, as in the reference.
    expect(run.rejects['unknown-formats']).toContain('alice@10.9.9.9');
  });

  it('gives input-first-line null when the first line could not be read, even if later ones are', async () => {
    const run = await text(
      'alice@10.9.9.9 logged in, not a log line\n' +
        '10.1.2.3 - alice [30/Nov/2012:00:15:35 +0100] "GET http://unknown.example/ HTTP/1.1" 200 1\n',
    );
    expect(run.report.general['nb-lines-input']).toBe(2);
    expect(run.report.explorer?.samples['unknown-domains']).toHaveLength(1);
    expect(run.report.general['input-first-line']).toBeNull();
  });

  it('keeps lines as they are with Crypted-Fields: none', async () => {
    const run = await job('unknown-domain.log', { 'Crypted-Fields': 'none' });
    expect(run.report.explorer?.samples['unknown-domains']?.[0]?.line).toContain('247.63.228.176');
    expect(run.report.general['input-first-line']).toContain('STRAWBERRY');
  });
});

describe('Crypted-Fields naming the host or login otherwise', () => {
  it('stops the job before any event when "hosts,logins" would leave both in clear', async () => {
    const run = await job('sd.2012-11-30.300.log', { 'Crypted-Fields': 'hosts,logins' });
    expect(run.failure?.status).toBe(4028);
    expect(run.failure?.message).toContain('Crypted-Fields names "hosts"');
    expect(run.result).toBe('');
    expect(kept(run)).not.toContain('THEODORE_MCCLURE');
  });

  it('hashes a CSV column that is really named "ip"', async () => {
    const csv =
      'datetime;ip;url\n2012-11-30T10:00:00Z;192.0.2.7;http://www.sciencedirect.com/science/article/pii/S0012160612004174\n';
    const run = await runJob(
      [{ ...inputOf({ text: csv }), contentType: 'text/csv' }],
      { 'Crypted-Fields': 'ip' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.report.general['nb-ecs']).toBe(1);
    expect(run.result + kept(run)).not.toContain('192.0.2.7');
  });
});
