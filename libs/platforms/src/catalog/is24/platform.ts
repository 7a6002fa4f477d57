import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'is24',
  longName: 'Il Sole 24 Ore',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6246fe344cfffc634b978d0b',
  status: 'beta',
  domains: [
    'www.ilsole24ore.com',
    '24plus.ilsole24ore.com',
    'quotidiano.ilsole24ore.com',
    'sanita24.ilsole24ore.com',
    'archiviostorico.ilsole24ore.com',
    'du.ilsole24ore.com',
    'mobyfinanza.ilsole24ore.com',
    'bdprof.ilsole24.com',
    'mercati.ilsole24.com',
  ],
  rules: [
    // Articles: /art/<slug>-<id>, the id being the last dash-separated part.
    {
      path: /^\/art\/(?<slug>[a-z0-9-]+)-(?<id>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
  ],
});
