import { jobFileHref } from './job-file-href.js';

const ID = '0b9c2e7e-3f51-4c55-9a35-8f5f0f7e2b10';

describe('jobFileHref', () => {
  it.each([
    [`http://127.0.0.1:3000/${ID}/job-report.json`, `/${ID}/job-report.json`],
    [
      `https://sillage.example/base/${ID}/lines-unknown-domains.log`,
      `/base/${ID}/lines-unknown-domains.log`,
    ],
    [`http://localhost:3000/${ID}?filename=mine`, `/${ID}?filename=mine`],
  ])('keeps the path of a job file, on the page’s origin: %s', (url, href) => {
    expect(jobFileHref(url)).toBe(href);
  });

  it.each(['https://www.ezpaarse.org/doc', 'not a url', `https://example.org/${ID}/a/b`])(
    'leaves any other address as it is: %s',
    (url) => {
      expect(jobFileHref(url)).toBe(url);
    },
  );
});
