import { definePlatform, upper } from '../../rules/index.js';

export default definePlatform({
  name: 'reaxys',
  longName: 'Reaxys',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5411712796845508544271d7',
  publisherName: 'Elsevier',
  status: 'stable',
  domains: ['www.reaxys.com', 'sc.elsevier.com'],
  rules: [
    // Printed result sets: reaxys_<user>_<yyyymmdd>_<hhmmss>_<ms>.<format>
    {
      path: /^\/reaxys\/printing\/reaxys_[a-z0-9]+_(?<id>[0-9]{8}_[0-9]{6}_[0-9]+)\.(?<ext>pdf|xls|xlsx|doc|docx|rtf|txt)$/i,
      fields: { rtype: 'ARTICLE', mime: upper('{ext}'), unitid: '{id}' },
    },
    {
      path: /^\/reaxys\/secured\/search\.do;jsessionid=[^/]*$/i,
      fields: { rtype: 'SESSION', mime: 'MISC' },
    },
    { path: /^\/reaxys\/secured\/search\.do$/i, fields: { rtype: 'QUESTION', mime: 'MISC' } },
  ],
});
