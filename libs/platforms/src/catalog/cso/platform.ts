import { definePlatform, equals, pick } from '../../rules/index.js';

// University Press Scholarship Online: /view/<book DOI>.001.0001/upso-<print ISBN>[-chapter-<n>]
export default definePlatform({
  name: 'cso',
  longName: 'chicago scholarship online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552d033e3546e14ec531dc9a',
  status: 'beta',
  domains: ['chicago.universitypressscholarship.com', 'www.universitypressscholarship.com'],
  rules: [
    {
      path: /^\/view\/(?<doi>10\.[0-9]{4,9}\/[a-z]+\/(?<eisbn>97[89][0-9]{10}))\.[0-9]{3}\.[0-9]{4}\/(?<id>upso-(?<isbn>97[89][0-9]{10})(?<chapter>-chapter-[0-9]+)?)$/i,
      fields: {
        rtype: pick(equals('{q.print}', 'pdf'), 'BOOK', (ctx) =>
          ctx.capture('chapter') === undefined ? 'BOOK' : 'BOOK_SECTION',
        ),
        mime: pick(equals('{q.print}', 'pdf'), 'PDF', 'HTML'),
        doi: '{doi}',
        print_identifier: '{isbn}',
        online_identifier: '{eisbn}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/browse\/?$/i,
      query: { t: /^(?<subject>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{subject}' },
    },
  ],
});
