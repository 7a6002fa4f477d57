import { loadPipelineResources } from '../engine/load-resources.js';
import { describeMissingCatalog } from '../resources/default-platforms-pack.js';
import { inputOf, runJob } from '../testing/run-job.js';

/** The report's sentences as codes and values, beside the reference's English (`notices`). */
describe('the notices of a report', () => {
  const format = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  const line = (host: string) =>
    `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://${host}/ HTTP/1.1" 200 5000`;

  it('gives the catalog notice as a code, under both keys that say it', async () => {
    const notice = describeMissingCatalog({
      state: 'failed',
      origin: 'default',
      reason: 'Could not resolve host: github.com',
    });
    const resources = await loadPipelineResources({ geolocation: false, catalogNotice: notice });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      format,
      resources,
    );
    // The reference-compatible sentence stays as it was.
    expect(report.general['platforms-notice']).toBe(
      'Native platform rules only: fetching the community platforms catalog failed: Could not resolve host: github.com',
    );
    const params = { reason: 'Could not resolve host: github.com' };
    expect(report.notices).toEqual([
      { key: 'platforms-notice', code: 'catalog-fetch-failed', params },
      { key: 'alert-platforms', code: 'catalog-fetch-failed', params },
    ]);
  });

  it('gives each misspelt header with the known header it looks like', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      { ...format, 'Ouput-Fields': '-host', 'ezPAARSE-Frobnicate': 'yes' },
      resources,
    );
    expect(report.alerts['alert-headers']).toBe(
      'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?), ezpaarse-frobnicate',
    );
    expect(report.notices).toEqual([
      {
        key: 'alert-headers',
        code: 'unknown-headers',
        params: {
          headers: [
            { name: 'ouput-fields', suggestion: 'Output-Fields' },
            { name: 'ezpaarse-frobnicate' },
          ],
        },
      },
    ]);
  });

  it('gives each unknown-domain alert its domain and share', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const text = Array.from({ length: 1100 }, (_, index) =>
      line(
        index % 8 === 0
          ? 'www.unknowndomain.com'
          : index % 5 === 0
            ? 'b.unknown.org'
            : 'c.unknown.org',
      ),
    ).join('\n');
    const { report } = await runJob([inputOf({ text })], format, resources);
    expect(report.alerts['alert-1']).toBe(
      'www.unknowndomain.com is unknown but represents 13% of the log lines',
    );
    const alertKeys = Object.keys(report.alerts).filter((key) => /^alert-\d+$/.test(key));
    expect(report.notices?.map((notice) => notice.key)).toEqual(alertKeys);
    expect(report.notices?.[0]).toEqual({
      key: 'alert-1',
      code: 'unknown-domain',
      params: { domain: 'www.unknowndomain.com', percent: 13 },
    });
  });

  it('is an empty list when the report says nothing', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      format,
      resources,
    );
    expect(report.notices).toEqual([]);
  });
});
