import { loadPipelineResources } from '../engine/load-resources.js';
import { inputOf, runJob } from '../testing/run-job.js';

describe('the unknown-headers alert in a report', () => {
  const line =
    '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/ HTTP/1.1" 200 5000\n';
  /** What an HTTP client sends besides the job's headers. */
  const transport = {
    host: 'sillage.example.org',
    'user-agent': 'curl/8.5.0',
    'accept-encoding': 'gzip',
    'content-length': '90',
    expect: '100-continue',
  };

  // The job still runs, ignoring them, as ezPAARSE does: the report says which were ignored.
  it('names the headers that look like misspelt job headers, with the known one nearest', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob(
      [inputOf({ text: line })],
      {
        ...transport,
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b',
        'Ouput-Fields': '-host',
        'ezPAARSE-Frobnicate': 'yes',
      },
      resources,
    );
    expect(report.alerts['alert-headers']).toBe(
      'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?), ezpaarse-frobnicate',
    );
    expect(report.general['nb-lines-input']).toBe(1);
  });

  it('is absent when every header is a job header or an HTTP one', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const { report } = await runJob(
      [inputOf({ text: line })],
      { ...transport, 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', 'Output-Fields': '-host' },
      resources,
    );
    expect(report.alerts).not.toHaveProperty('alert-headers');
  });
});
