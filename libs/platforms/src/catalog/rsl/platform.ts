import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract, issueToc } from '../../rules/index.js';

// DOIs 10.1098/<journal code>.<id> carry the journal code.
const journalOfSuffix = extract('{suffix}', /^[a-z]+(?=\.)/i);

export default definePlatform({
  name: 'rsl',
  longName: 'Royal Society of London',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6048dcfaf87c857f879ad463',
  status: 'beta',
  domains: ['royalsocietypublishing.org', 'royalsociety.org/journals'],
  rules: [
    {
      path: /^\/toc\/(?<code>[a-z]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: issueToc('{code}/{year}/{vol}/{issue}', { year: '{year}' }),
    },
    ...atyponRules({ doiFields: { title_id: journalOfSuffix } }),
  ],
});
