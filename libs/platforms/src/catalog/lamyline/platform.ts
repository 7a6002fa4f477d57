import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lamyline',
  longName: 'Lamyline',
  docUrl: 'http://analyses.ezpaarse.org/platforms/540ed5870c534302a6aeeb29',
  publisherName: 'Wolters Kluwer France',
  status: 'stable',
  domains: ['lamyline.lamy.fr', 'www.lamyline.fr'],
  rules: [
    { path: /^\/Content\/Document(?:View)?\.aspx$/i, fields: { rtype: 'ARTICLE', mime: 'HTML' } },
    { path: /^\/Content\/PageViewPDF\.aspx$/i, fields: { rtype: 'ARTICLE', mime: 'PDF' } },
    { path: /^\/Content\/ResultList\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
