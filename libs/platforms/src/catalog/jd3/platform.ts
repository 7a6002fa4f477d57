import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jd3',
  longName: 'J Dream 3',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63a5bc396a896f00e4515e52',
  status: 'beta',
  domains: ['dbs.g-search.or.jp'],
  rules: [
    {
      path: /^\/jds\/dj\/HighpriceCheckDownload[0-9]*$/i,
      fields: { rtype: 'RECORD_BUNDLE', mime: 'PDF' },
    },
    { path: /^\/jds\/dj\/AnswerDownload[0-9]*$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
