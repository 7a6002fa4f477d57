import { definePlatform, lookup, lower } from '../../rules/index.js';

export default definePlatform({
  name: 'sagaweb',
  longName: 'Sagaweb (normes AFNOR)',
  docUrl: 'http://analyses.ezpaarse.org/platforms/541176771858029f48e63749',
  publisherName: 'AFNOR Éditions',
  status: 'beta',
  domains: ['sagaweb.afnor.org', 'sagaweb-afnor-org.cassiope.cnam.fr'],
  rules: [
    {
      path: /^\/[a-z]{2}-[a-z]{2}\/(?<id>sw\/Consultation\/(?<format>Xml|Pdf|Html)\/[0-9]+)\/?$/i,
      fields: {
        rtype: 'STANDARD',
        mime: lookup(lower('{format}'), { pdf: 'PDF' }, 'HTML'),
        title_id: '{q.supNumDos}',
        unitid: '{id}',
      },
    },
  ],
});
