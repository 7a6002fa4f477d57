import { oxfordEntryRules } from '../../rules/families/oxford-online.family.js';
import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'oao',
  longName: 'Oxford Art Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5491a656dd22ac8e8065d30f',
  publisherName: 'Oxford University Press',
  status: 'stable',
  domains: ['www.oxfordartonline.com'],
  rules: [
    ...oxfordEntryRules(),
    // Legacy /subscriber/article/[img/]<source>[/<sub>]/<entry>: opr entries are titled by their
    // reference work (t<n>), the others by their source.
    {
      path: /^\/subscriber\/article\/opr\/(?<work>t[0-9]+)\/(?<id>[a-z0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{work}', unitid: '{id}' },
    },
    {
      path: /^\/subscriber\/article\/(?<img>img\/)?(?<source>[a-z]+)\/(?:[a-z]+\/)?(?<id>[a-z0-9]+)$/i,
      fields: {
        rtype: lookup('{img}', { 'img/': 'IMAGE' }, 'ARTICLE'),
        mime: lookup('{img}', { 'img/': 'MISC' }, 'HTML'),
        title_id: '{source}',
        unitid: '{id}',
      },
    },
    { path: /^\/(?:[a-z]+\/)?search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
