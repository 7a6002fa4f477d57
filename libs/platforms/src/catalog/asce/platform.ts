import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// ASCE DOIs carry the journal's online ISSN: 10.1061/(ASCE)ME.1943-5479.000279
const issnOfSuffix = extract(
  '{suffix}',
  /^\(ASCE\)[A-Z]+\.(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\./i,
  'issn',
);

export default definePlatform({
  name: 'asce',
  longName: 'American Society of civil engineers',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54661818d4ebb34a11bb5b3a',
  publisherName: 'American Society of civil engineers',
  status: 'beta',
  domains: ['ascelibrary.org'],
  rules: [
    {
      path: /^\/toc\/(?<code>[a-z0-9]+)\/(?<which>current)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}/{which}' },
    },
    ...atyponRules({
      unitid: 'doi',
      issueTocFields: { vol: undefined, issue: undefined },
      doiFields: { online_identifier: issnOfSuffix },
    }),
  ],
});
