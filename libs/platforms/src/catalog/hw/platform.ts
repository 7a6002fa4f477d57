import { highwireRules } from '../../rules/families/highwire.family.js';
import { definePlatform, issueFields, lookup, lower, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'hw',
  longName: 'HighWire',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53d8fc7ed199b26ad5dfeb6f',
  status: 'stable',
  domains: [
    'www.asmscience.org',
    'journals.bmj.com',
    'gut.bmj.com',
    'bmjopensem.bmj.com',
    '*.bmj.com',
  ],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'title_id',
  rules: [
    ...highwireRules({ abstractLandingHosts: /\.asm\.org$/i }),
    // Older HighWire CGI paths: /cgi/<view>/<code>;<vol>/<issue>/<page>.
    {
      path: /^\/cgi\/(?<view>reprint|content\/full|content\/abstract)\/(?<id>[a-z0-9]+;(?<vol>[0-9]+)\/(?<issue>[0-9-]+)\/(?<page>[a-z]?[0-9]+))$/i,
      fields: {
        ...issueFields(
          lookup(lower('{view}'), { reprint: 'ARTICLE', 'content/full': 'ARTICLE' }, 'ABS'),
          lookup(lower('{view}'), { reprint: 'PDF' }, 'HTML'),
          '{url.hostname}/{id}',
          { code: '{url.hostname}' },
        ),
        first_page: '{page}',
      },
    },
    // Microbiology Society (Ingenta docserver).
    {
      path: /^\/docserver\/fulltext\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<file>[^/]+)\.pdf$/i,
      fields: issueFields('ARTICLE', 'PDF', '{url.hostname}/{code}/{vol}/{issue}/{file}'),
    },
    // Portland Press legacy sites: /<code>/toc.htm, /<code>/<vol>/<issue>/default.htm, /<code>/<vol>/[<issue>/]<file>.
    {
      path: /^\/[a-z]+\/toc\.htm$/i,
      fields: titleToc('{url.hostname}'),
    },
    {
      path: /^\/[a-z]+\/(?<issue>[0-9]+\/[0-9a-z]+)\/default\.htm$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{url.hostname}',
        unitid: '{url.hostname}/{issue}',
      },
    },
    {
      path: /^\/[a-z]+\/(?<id>[0-9]+(?:\/[0-9a-z]+)?\/[a-z]+[0-9][0-9a-z]*)\.(?<ext>htm|pdf)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup(lower('{ext}'), { pdf: 'PDF' }, 'HTML'),
        title_id: '{url.hostname}',
        unitid: '{url.hostname}/{id}',
      },
    },
  ],
});
