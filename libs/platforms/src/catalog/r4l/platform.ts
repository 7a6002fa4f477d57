import { definePlatform, lookup, matches, pick } from '../../rules/index.js';

// login.research4life.org proxies publishers under /tacsgr1<host with underscores>/…
const PROXY = '^/tacsgr1[a-z0-9_]+';
const DOI = '(?<doi>10\\.[0-9]{4,9}/[^?#]+?)';
const isChapter = matches('{doi}', /\.ch[0-9]+$/i);

export default definePlatform({
  name: 'r4l',
  longName: 'Research4Life',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6750a00a10a95d13398078b5',
  status: 'beta',
  domains: ['hinari.summon.serialssolutions.com', 'login.research4life.org'],
  rules: [
    {
      path: new RegExp(`${PROXY}/doi/(?:(?<kind>pdf|epdf|pdfdirect|full|abs)/)?${DOI}/?$`, 'i'),
      fields: {
        rtype: pick(
          matches('{kind}', /pdf/i),
          pick(isChapter, 'BOOK_SECTION', 'ARTICLE'),
          lookup('{kind}', { abs: 'ABS' }, 'RECORD'),
        ),
        mime: pick(matches('{kind}', /pdf/i), 'PDF', 'HTML'),
        doi: '{doi}',
        unitid: '{doi}',
      },
    },
    {
      path: new RegExp(
        `${PROXY}/conference-proceedings-of-spie/(?<vol>[0-9]+)/[0-9]+/[^/]+/${DOI}\\.full$`,
        'i',
      ),
      fields: { rtype: 'ARTICLE', mime: 'HTML', vol: '{vol}', doi: '{doi}', unitid: '{doi}' },
    },
    {
      host: 'hinari.summon.serialssolutions.com',
      hash: /^#!\/search/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
