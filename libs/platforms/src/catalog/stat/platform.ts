import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'stat',
  longName: 'Statista',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b6dea5ec95e195b869d2558',
  status: 'stable',
  domains: ['www.statista.com'],
  rules: [
    {
      path: /^\/(?:[a-z]{2}\/)?(?:study|outlook)\/(?<id>[0-9]+)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/(?:[a-z]{2}\/)?markets(?<market>\/[0-9]+\/[^/]+\/)$/i,
      fields: titleToc('{market}'),
    },
    {
      path: /^\/(?:[a-z]{2}\/)?(?:chart|statistics|infografik|statistik\/daten\/studie)\/(?<id>[0-9]+)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/(?:download|telechargement)\/[^/]+$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'MISC' },
    },
  ],
});
