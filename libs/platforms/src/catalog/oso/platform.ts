import { definePlatform, has, pick } from '../../rules/index.js';

// /view/10.1093/<code>/<isbn>.001.0001/<prefix>-<isbn>[-chapter-<n>]
export default definePlatform({
  name: 'oso',
  longName: 'Oxford Scholarship Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a93391c98f6de4091a083f',
  publisherName: 'Oxford University Press',
  status: 'stable',
  domains: [
    'www.oxfordscholarship.com',
    'm.oxfordscholarship.com',
    'oxford.universitypressscholarship.com',
  ],
  rules: [
    {
      path: /^\/view\/(?<doi>10\.1093\/(?<id>(?<title>[a-z]+(?::[a-z]+)?\/(?<isbn>[0-9]{13}))\.[0-9]{3}\.[0-9]{4}))\/[a-z]+-[0-9]{13}(?<chapter>-chapter-[0-9]+)?$/i,
      fields: {
        rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'BOOK'),
        mime: 'HTML',
        title_id: '{title}',
        unitid: '{id}',
        doi: '{doi}',
        print_identifier: '{isbn}',
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
