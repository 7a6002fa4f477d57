import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rta',
  longName: 'Religious and Theological Abstracts',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b2a78a2ea21db6f62aa88a0',
  status: 'stable',
  domains: ['www.rtabstracts.org', 'rtabstracts.org'],
  rules: [
    { path: /^\/search\/singleresult\.php$/i, fields: { rtype: 'ABS', mime: 'HTML' } },
    {
      path: /^\/(?<page>list-of-[a-z-]+)\.php$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{page}' },
    },
  ],
});
