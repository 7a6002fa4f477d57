import { definePlatform } from '../../rules/index.js';

const PORTLET = '_legalresearchpagecontent_WAR_lawnet3legalresearchportlet_';

export default definePlatform({
  name: 'lawnet',
  longName: 'LawNet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62d18f1502d833768d067e6e',
  status: 'beta',
  domains: ['www.lawnet.sg'],
  rules: [
    // Liferay portlet resource viewPDFSourceDocument: the document id is a portlet parameter.
    {
      path: /^\/lawnet\/group\/lawnet\/page-content$/i,
      query: {
        p_p_resource_id: 'viewPDFSourceDocument',
        [`${PORTLET}documentID`]: /^(?<id>.+?)(?:\.xml)?$/i,
      },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/SIRWeb\/search\/generategraph$/i, fields: { rtype: 'GRAPH', mime: 'HTML' } },
  ],
});
