import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ficesa',
  longName: 'Ficesa',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64f89738430b3955cf3751f6',
  status: 'beta',
  domains: ['www.fac-ficesa.com', 'www.fac-ficesa-com'],
  rules: [
    // Spreadsheet exports of a query (`combine` is the searched name).
    {
      path: /^\/admin\/consultas\/listado-por-nombre-xlsx$/i,
      fields: { rtype: 'RECORD', mime: 'XLS', unitid: '{q.combine}' },
    },
    {
      path: /^\/admin\/consultas\/listado-por-[a-z]+-xlsx$/i,
      fields: { rtype: 'TABLE', mime: 'XLS', unitid: '{q.combine}' },
    },
    { path: /^\/admin\/consultas\/[a-z-]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/node\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
