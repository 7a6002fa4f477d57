import { definePlatform, firstOf, issn } from '../../rules/index.js';

export default definePlatform({
  name: 'nreaxys',
  longName: 'New Reaxys',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a5c62f175a27b817ccc3ddd',
  status: 'beta',
  domains: ['new.reaxys.com', 'www.reaxys.com', 'reaxys.com', 'lls.reaxys.com'],
  rules: [
    {
      path: /^\/services\/print\/download$/i,
      query: { jobId: /^(?<id>.+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', unitid: '{id}' },
    },
    // Link resolver to the cited source.
    {
      path: /^\/xflink$/i,
      fields: {
        rtype: 'OPENURL',
        mime: 'MISC',
        publication_title: '{q.title}',
        vol: '{q.volume}',
        num: '{q.issue}',
        first_page: '{q.spage}',
        coden: '{q.coden}',
        print_identifier: issn('{q.issn}'),
        doi: firstOf('{q.doi}'),
      },
    },
  ],
});
