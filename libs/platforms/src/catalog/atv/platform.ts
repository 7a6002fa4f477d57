import { definePlatform, lookup } from '../../rules/index.js';

// The HTML5 viewer routes in the hash: #/product/<p>/type/<content type>/id/<id>/…
const TYPE_RTYPE = {
  Views: 'FIGURE',
  'MRI Views': 'IMAGE',
  Slides: 'SUPPL',
  Movies: 'VIDEO',
  'Text articles': 'ARTICLE',
};

export default definePlatform({
  name: 'atv',
  longName: 'Anatomy TV',
  docUrl: 'http://ang.couperin.org/platforms/604a79528b8c468b8080835f',
  status: 'beta',
  domains: ['www.anatomy.tv'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/anatomytv\/[^/]+\/?$/i,
      hash: /^#\/product\/[^/]+\/type\/(?<type>[^/]+)\/id\/(?<id>[0-9]+)(?:\/.*)?$/,
      fields: {
        rtype: lookup((ctx) => decodeURIComponent(ctx.capture('type') ?? ''), TYPE_RTYPE),
        mime: 'HTML',
        unitid: '{id}',
      },
    },
  ],
});
