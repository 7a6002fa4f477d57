import { definePlatform, issueFields, issueToc } from '../../rules/index.js';

export default definePlatform({
  name: 'iwa',
  longName: 'IWA (International Water Association) Publishing',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5c94c4293471ff08f254809c',
  status: 'beta',
  domains: ['iwaponline-com.accesdistant.sorbonne-universite.fr'],
  rules: [
    // /<journal>/article/<vol>/<issue>/<first page>/<id>/<slug>: the slug names the article.
    {
      path: /^\/(?<journal>[a-z]+)\/article\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<page>[0-9]+)\/[0-9]+\/(?<slug>[^/]+)$/i,
      fields: {
        ...issueFields('ARTICLE', 'HTML', '{slug}', { code: '{journal}' }),
        first_page: '{page}',
      },
    },
    {
      path: /^\/(?<id>(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+))\/?$/i,
      fields: issueToc('{id}', { code: '{journal}' }),
    },
  ],
});
