import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// DOIs 10.1098/<journal code>.<id> carry the journal code.
const journalOfSuffix = extract('{suffix}', /^[a-z]+(?=\.)/i);

export default definePlatform({
  name: 'rsl',
  longName: 'Royal Society of London',
  domains: ['royalsocietypublishing.org', 'royalsociety.org/journals'],
  rules: [
    {
      path: /^\/toc\/(?<code>[a-z]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        publication_date: '{year}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{code}/{year}/{vol}/{issue}',
      },
    },
    ...atyponRules({ doiFields: { title_id: journalOfSuffix } }),
  ],
});
