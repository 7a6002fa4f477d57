import {
  NATURE_ARTICLE_MIME,
  NATURE_SEARCH_RULE,
  natureArticleRule,
} from '../../rules/families/nature.family.js';
import { definePlatform } from '../../rules/index.js';

// The www.nature.com grammar (shared with npg); Springer Nature article ids (s41467-023-41754-0).
const ARTICLE_ID = '[a-z][0-9]+-[0-9]{3}-[0-9]+-[0-9a-z]+';

export default definePlatform({
  name: 'nature-asia',
  longName: 'Nature Asia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6303b80c1437da00523f3375',
  status: 'beta',
  domains: ['www.natureasia.com', 'media.nature.com', 'resource-cms.springernature.com'],
  rules: [
    {
      path: new RegExp(`^/articles/(?<id>${ARTICLE_ID})/figures/[0-9]+$`, 'i'),
      fields: { rtype: 'FIGURE', mime: 'HTML', unitid: '{id}' },
    },
    natureArticleRule({ rtype: 'ARTICLE', mime: NATURE_ARTICLE_MIME, unitid: '{id}' }, ARTICLE_ID),
    {
      path: /^\/original\/magazine-assets\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/original\/magazine-assets\/[^/]+\/(?<id>[^/]+)\.(?:mpga|mp3)$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/springer-cms\/rest\/v[0-9]+\/content\/(?<id>[0-9]+)\/data\/v[0-9]+$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/volumes\/(?<vol>[0-9]+)\/issues\/(?<issue>[0-9]+)$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{vol}/issues/{issue}',
      },
    },
    NATURE_SEARCH_RULE,
  ],
});
