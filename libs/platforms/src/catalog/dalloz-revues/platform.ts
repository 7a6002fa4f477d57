import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dalloz-revues',
  longName: 'Dalloz Revues',
  docUrl: 'http://analyses.ezpaarse.org/platforms/560abb72b98784f359cd2993',
  status: 'beta',
  domains: [
    'www.dalloz-revues.fr',
    'dallozknd-pvgpsla5.dalloz-revues.fr',
    'dallozknd-pvgpsla6.dalloz-revues.fr',
  ],
  rules: [
    {
      path: /^\/(?<id>(?<code>[a-z0-9]+)-cover-[0-9]+)\.htm$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    // The flash reader shows one page of an issue of a publication.
    {
      path: /^\/[a-z]{2}\/pvFlash\.asp$/i,
      query: { pub: /^(?<pub>[0-9]+)$/, num: /^(?<num>[0-9]+)$/, pag: /^(?<page>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{pub}', unitid: '{pub}-{num}-{page}' },
    },
  ],
});
