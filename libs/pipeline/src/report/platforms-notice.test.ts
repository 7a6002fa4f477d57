import { loadPipelineResources } from '../engine/load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

describe('the catalog notice in a report', () => {
  const line =
    '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/ HTTP/1.1" 200 5000\n';
  const headers = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };

  it('is `platforms-notice` and an alert when the native rules serve alone', async () => {
    const notice =
      'Native platform rules only: the community platforms catalog has not been fetched yet.';
    const resources = await loadPipelineResources({
      geolocation: false,
      catalogNotice: { text: notice, code: 'catalog-not-fetched', params: {} },
    });
    const { report } = await runJob([inputOf({ text: line })], headers, resources);
    expect(report.general['platforms-notice']).toBe(notice);
    expect(report.alerts['alert-platforms']).toBe(notice);
  });

  it('is null, with no alert, otherwise', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob([inputOf({ text: line })], headers, resources);
    expect(report.general['platforms-notice']).toBeNull();
    expect(report.alerts).not.toHaveProperty('alert-platforms');
  });
});
