import { definePlatform } from '../../rules/index.js';

// American Mathematical Society: journals on www.ams.org and the MathSciNet database.
export default definePlatform({
  name: 'amms',
  longName: 'American Mathematical Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5436458ab6c584f07e92ddca',
  status: 'beta',
  domains: ['www.ams.org', 'mathscinet.ams.org', 'bookstore.ams.org', 'ebus.ams.org'],
  rules: [
    {
      path: /^\/journals\/(?<code>[a-z0-9-]+)\/(?:home(?:-[0-9]{4})?\.html)?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    // MathSciNet (new interface).
    { path: /^\/mathscinet\/publications-search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/mathscinet\/author\/?$/i,
      query: { authorId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: 'authorId={id}' },
    },
    {
      path: /^\/mathscinet\/pdf\/(?<mr>[0-9]+)\.pdf$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', unitid: '{mr}' },
    },
    // MathSciNet (classic interface).
    {
      path: /^\/mathscinet\/search\/journaldoc\.html$/i,
      query: { jc: /^(?<jc>[a-z0-9]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{jc}' },
    },
    {
      path: /^\/mathscinet\/search\/publdoc\.html$/i,
      query: { 'mx-pid': /^(?<pid>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{pid}' },
    },
    {
      path: /^\/mathscinet\/search\/[a-z]+\.html$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
