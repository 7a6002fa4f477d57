import type { Condition, Fields } from '../../rules/index.js';
import { definePlatform, firstOf, int, lookup, lower, pick, matches } from '../../rules/index.js';

// Every consultation carries the calling application's `sid`, `none` when absent.
const sid = firstOf('{q.sid}', 'none');
const FORMAT_MIME = {
  pdf: 'PDF',
  original: 'XML',
  mrc: 'MARC',
  tei: 'TEI',
  txt: 'TEXT',
  json: 'JSON',
  mods: 'MODS',
  zip: 'ZIP',
  gif: 'GIF',
  jpeg: 'JPEG',
  jpg: 'JPEG',
  xml: 'XML',
};
const isPost: Condition = (ctx) => String(ctx.input.method).toUpperCase() === 'POST';

const documentPart = (unitid: string): Fields => ({
  istex_bundle_size: '1',
  sid,
  unitid,
  istex_rtype: '{kind}',
  mime: lookup(lower('{format}'), FORMAT_MIME),
});

export default definePlatform({
  name: 'istex',
  longName: 'Istex',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5693866ef4ffd342ddddd76f',
  status: 'stable',
  domains: ['api.istex.fr'],
  rules: [
    {
      path: /^\/(?<ark>ark:\/[0-9]+\/[a-z0-9-]+)\/(?<kind>[a-z]+)\.(?<format>[a-z]+)$/i,
      fields: { ...documentPart('{ark}'), ark: '{ark}' },
    },
    {
      path: /^\/document\/(?<id>[0-9A-F]{40})\/(?<kind>fulltext|metadata|covers|annexes|enrichments)\/(?<format>[a-z]+)$/i,
      fields: documentPart('{id}'),
    },
    {
      path: /^\/document\/(?<id>[0-9A-F]{40})\/?$|^\/document\/(?<id2>[0-9A-F]{40})\/metadata\/?$/i,
      fields: {
        istex_bundle_size: '1',
        sid,
        unitid: firstOf('{id}', '{id2}'),
        istex_rtype: 'OTHER',
        rtype: 'OTHER',
        mime: 'JSON',
      },
    },
    {
      path: /^\/document\/openurl\/?$/i,
      fields: {
        sid,
        rtype: 'OPENURL',
        mime: 'MISC',
        'rft.au': '{q.rft.au}',
        print_identifier: '{q.rft.issn}',
        vol: '{q.rft.volume}',
        issue: '{q.rft.issue}',
        first_page: '{q.rft.spage}',
      },
    },
    // Batch OpenURL resolution: only the POST carries the list (bodySize = number of lines).
    {
      path: /^\/document\/multiopenurl\/?$/i,
      when: isPost,
      fields: {
        sid,
        rtype: 'OPENURL',
        mime: 'MISC',
        istex_bundle_size: firstOf('{q.bodySize}', '1'),
      },
    },
    { path: /^\/document\/multiopenurl\/?$/i, fields: { sid } },
    // Facet counts and result listings of the web interfaces are not consultations.
    { path: /^\/document\/?$/i, query: { facet: true }, fields: {} },
    { path: /^\/document\/?$/i, query: { output: true }, fields: {} },
    // istex-dl: archives of search results.
    {
      path: /^\/document\/?$/i,
      query: { extract: true, archiveType: /^(?<format>zip|tar|tgz)$/i },
      fields: {
        sid,
        rtype: 'ISTEXDL_BUNDLE',
        mime: lookup(lower('{format}'), FORMAT_MIME, 'ZIP'),
        istex_bundle_size: pick(matches('{q.size}', /^[0-9]+$/), int('{q.size}'), '5'),
      },
    },
    {
      path: /^\/document\/?$/i,
      query: { q: true },
      fields: { sid, istex_rtype: 'QUERY', rtype: 'QUERY', mime: 'JSON' },
    },
  ],
});
