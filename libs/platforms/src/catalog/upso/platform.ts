import { definePlatform, equals, has, pick } from '../../rules/index.js';

// /view/<book DOI ending in <ISBN>.001.0001>/<prefix>-<ISBN>[-chapter-<n>]; `?print=pdf` prints it.
const VIEW =
  /^\/view\/(?<doi>10\.[0-9]{4,9}\/(?:[^/]+\/)?(?<isbn>97[89][0-9]{10})\.[0-9]{3}\.[0-9]{4})\/(?<id>[a-z]+-97[89][0-9]{10}(?<chapter>-chapter-[0-9]+)?)$/i;

export default definePlatform({
  // The reference manifest's name, trailing space included: it is the events' `platform` value.
  name: 'University Press Scholarship Online ',
  folder: 'upso',
  longName: 'upso',
  docUrl: 'http://ang.couperin.org/platforms/573b2ce4a9a670fcddddabc3',
  status: 'beta',
  domains: [
    'www.oxfordscholarship.com',
    'yale.universitypressscholarship.com',
    'princeton.universitypressscholarship.com',
    'nyu.universitypressscholarship.com',
    'mitpress.universitypressscholarship.com',
    'cornell.universitypressscholarship.com',
    'northcarolina.universitypressscholarship.com',
    'cairo.universitypressscholarship.com',
    'britishacademy.universitypressscholarship.com',
    'columbia.universitypressscholarship.com',
    'edinburgh.universitypressscholarship.com',
    'fordham.universitypressscholarship.com',
    'hongkong.universitypressscholarship.com',
    'liverpool.universitypressscholarship.com',
    'manchester.universitypressscholarship.com',
    'stanford.universitypressscholarship.com',
    'florida.universitypressscholarship.com',
    'kentucky.universitypressscholarship.com',
    'mississippi.universitypressscholarship.com',
    'california.universitypressscholarship.com',
    'chicago.universitypressscholarship.com',
    'hawaii.universitypressscholarship.com',
    'illinois.universitypressscholarship.com',
    'minnesota.universitypressscholarship.com',
    'policypress.universitypressscholarship.com',
    'www.universitypressscholarship.com',
    'universitypressscholarship.com',
  ],
  rules: [
    {
      path: VIEW,
      fields: {
        rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'TOC'),
        mime: pick(equals('{q.print}', 'pdf'), 'PDF', 'HTML'),
        print_identifier: '{isbn}',
        doi: '{doi}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/newsitem\/(?<id>[0-9]+)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}/{slug}', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
