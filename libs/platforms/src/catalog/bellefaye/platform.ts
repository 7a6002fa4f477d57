import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bellefaye',
  longName: 'Bellefaye',
  docUrl: 'https://analyses.ezpaarse.org/platforms/69ef76c399ea20956e85954a',
  status: 'beta',
  domains: ['www.bellefaye.com'],
  rules: [
    { path: /^\/[a-z]{2}\/result\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // A directory entry opened from the results: /<lang>/person/<kind>/<id>.
    {
      path: /^\/[a-z]{2}\/person\/(?<id>[a-z]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'RESULT_CLICK', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
