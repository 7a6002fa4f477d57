import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cg',
  longName: 'CultureGrams',
  docUrl: 'http://analyses.ezpaarse.org/platforms/603028924b5ab53224382276',
  status: 'beta',
  domains: ['online.culturegrams.com'],
  rules: [
    { path: /^\/main\/search\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/[a-z]+_regintro\.php$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML' },
    },
    { path: /^\/[a-z]+\/country_data\.php$/i, fields: { rtype: 'TABLE', mime: 'HTML' } },
    { path: /^\/recipes\/list\.php$/i, fields: { rtype: 'ARTICLE', mime: 'HTML' } },
    {
      path: /^\/(?:viewfile|downloadFile)\.php$/i,
      query: { file: /\.jpe?g$/i },
      fields: { rtype: 'IMAGE', mime: 'JPEG' },
    },
    {
      path: /^\/(?:viewfile|downloadFile)\.php$/i,
      query: { file: /\.(?:mp4|mov|flv)$/i },
      fields: { rtype: 'VIDEO', mime: 'MISC' },
    },
  ],
});
