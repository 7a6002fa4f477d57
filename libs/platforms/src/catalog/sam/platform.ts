import { dspaceRules } from '../../rules/families/dspace.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'sam',
  longName: 'Sam',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5411786eb81c63b643818f7f',
  publisherName: 'Sciences Arts et Métiers ParisTech : Archive Ouverte',
  status: 'stable',
  domains: ['sam.ensam.eu'],
  rules: [
    ...dspaceRules({
      bitstream: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{handle}', unitid: '{file}' },
      pages: {
        discover: { rtype: 'QUERY', mime: 'HTML', title_id: '{handle}', unitid: '{handle}' },
      },
      item: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{handle}', unitid: '{handle}' },
    }),
  ],
});
