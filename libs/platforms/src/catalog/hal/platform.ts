import type { Fields, Rule } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

// HAL identifiers are <portal>-<number>, optionally followed by a version `v<n>` that is not kept.
const IDENT = /^(?<ident>[a-z]+-[0-9]+)(?:v[0-9]+)?$/i;

// An optional collection (upper-case portal code) prefixes every path: /<COL>/…
const COL = '^(?:/(?<col>[A-Z][A-Z0-9_-]*))?';

/** The view (notice) and file (full text) endpoints, addressed by docid or identifiant, in path or query. */
function endpointRules(endpoint: 'view' | 'file', rtype: string, mime: string): Rule[] {
  const base: Fields = { rtype, mime, hal_collection: '{col}' };
  const byDocid: Fields = { ...base, hal_docid: '{docid}', unitid: '{docid}' };
  const byIdent: Fields = { ...base, hal_identifiant: '{ident}', unitid: '{ident}' };
  return [
    {
      path: new RegExp(`${COL}/${endpoint}/index/docid/(?<docid>[0-9]+)(?:/.*)?$`),
      fields: byDocid,
    },
    {
      path: new RegExp(
        `${COL}/${endpoint}/index/identifiant/(?<ident>[a-z]+-[0-9]+)(?:v[0-9]+)?(?:/.*)?$`,
      ),
      fields: byIdent,
    },
    {
      path: new RegExp(`${COL}/${endpoint}/index/?$`),
      query: { docid: /^(?<docid>[0-9]+)$/ },
      fields: byDocid,
    },
    {
      path: new RegExp(`${COL}/${endpoint}/index/?$`),
      query: { identifiant: IDENT },
      fields: byIdent,
    },
  ];
}

export default definePlatform({
  name: 'hal',
  longName: 'HAL - Archives Ouvertes',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5506b2e12b63ada4b734e2c7',
  status: 'beta',
  domains: ['hal.archives-ouvertes.fr'],
  rules: [
    ...endpointRules('view', 'NOTICE', 'HTML'),
    ...endpointRules('file', 'FULLTEXT', 'PDF'),
    // /<ident>/document, /image, /video… serve the deposited file itself.
    {
      path: new RegExp(
        `${COL}/(?<ident>[a-z]+-[0-9]+)(?:v[0-9]+)?/(?:document|file|image|video|player|pdf)$`,
      ),
      fields: {
        rtype: 'FULLTEXT',
        mime: 'PDF',
        hal_collection: '{col}',
        hal_identifiant: '{ident}',
        unitid: '{ident}',
      },
    },
    {
      path: new RegExp(`${COL}/(?<ident>[a-z]+-[0-9]+)(?:v[0-9]+)?/?$`),
      fields: {
        rtype: 'NOTICE',
        mime: 'HTML',
        hal_collection: '{col}',
        hal_identifiant: '{ident}',
        unitid: '{ident}',
      },
    },
  ],
});
