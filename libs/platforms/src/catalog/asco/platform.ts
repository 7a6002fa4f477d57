import { atyponRules } from '../../rules/families/atypon.family.js';
import { compute, definePlatform, lookup } from '../../rules/index.js';

// ASCO journal codes (DOI suffix head or URL path) → journal titles.
const TITLES = {
  jco: 'Journal of Clinical Oncology',
  jop: 'Journal of Oncology Practice',
  op: 'JCO Oncology Practice',
  jgo: 'Journal of Global Oncology',
  go: 'JCO Global Oncology',
  cci: 'Clinical Cancer Informatics',
  po: 'Precision Oncology',
};
const titleOfCode = lookup('{code}', TITLES);
const titleOfDoi = compute((ctx) => {
  const code = /^([a-z]+)\./i.exec(ctx.capture('suffix') ?? '')?.[1]?.toLowerCase();
  return code === undefined ? undefined : (TITLES as Record<string, string>)[code];
}, 'suffix');

export default definePlatform({
  name: 'asco',
  longName: 'American Society of Clinical Oncology',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a009badc492d16d2d45cc81',
  status: 'beta',
  domains: [
    'www.ascopubs.org',
    'jco.ascopubs.org',
    'jop.ascopubs.org',
    'jgo.ascopubs.org',
    'edbook.ascopubs.org',
    'meetinglibrary.asco.org',
    'www.globaloncologyjournal.org',
    'globaloncologyjournal.org',
    'click.broadcastemail.asco.org',
    'ascopubs.org',
    'asco.org',
  ],
  rules: [
    {
      path: /^\/doi\/suppl\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/suppl_file\/[^/]+\.pdf$/i,
      fields: {
        rtype: 'SUPPL',
        mime: 'PDF',
        publication_title: titleOfDoi,
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: /^\/(?<code>[a-z]+)\/site\/podcasts\/[^/]*$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', publication_title: titleOfCode },
    },
    {
      path: /^\/toc\/(?<code>[a-z]+)\/[^/]+(?:\/[^/]+)?\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', publication_title: titleOfCode },
    },
    ...atyponRules({ doiFields: { publication_title: titleOfDoi } }),
  ],
});
