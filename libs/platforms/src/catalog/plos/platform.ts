import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Articles are addressed by `?id=<DOI>` under /<journal>/article[/file].
const DOI = /^(?<doi>10\.[0-9]{4,9}\/(?<suffix>.+))$/;
const doiFields: Fields = { title_id: '{journal}', doi: '{doi}', unitid: '{suffix}' };

export default definePlatform({
  name: 'plos',
  longName: 'PLOS',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5f71b01c77047f1836813c59',
  status: 'beta',
  domains: ['journals.plos.org'],
  rules: [
    {
      path: /^\/(?<journal>[a-z]+)\/article\/file$/i,
      query: { id: DOI, type: /^(?<type>printable|manuscript)$/i },
      fields: {
        ...doiFields,
        rtype: 'ARTICLE',
        mime: lookup('{type}', { printable: 'PDF', manuscript: 'XML' }),
      },
    },
    {
      path: /^\/(?<journal>[a-z]+)\/article\/figure\/image$/i,
      query: { id: DOI },
      fields: { ...doiFields, rtype: 'FIGURE', mime: 'MISC' },
    },
    {
      path: /^\/(?<journal>[a-z]+)\/article$/i,
      query: { id: DOI },
      fields: { ...doiFields, rtype: 'ARTICLE', mime: 'HTML' },
    },
    {
      path: /^\/(?<journal>[a-z]+)\/search$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{journal}' },
    },
  ],
});
