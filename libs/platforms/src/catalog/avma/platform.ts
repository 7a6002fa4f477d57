import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem, lookup } from '../../rules/index.js';

const TITLES = {
  javma: 'Journal of the American Veterinary Medical Association',
  ajvr: 'American Journal of Veterinary Research',
};
const journalTitle = lookup('{code}', TITLES);

export default definePlatform({
  name: 'avma',
  longName: 'American Veterinary Medical Association',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5aa73652db8dd246cb7b3a2e',
  publisherName: 'American Veterinary Medical Association (AVMA)',
  status: 'beta',
  domains: ['avmajournals.avma.org'],
  rules: [
    {
      path: /^\/action\/showCitFormats$/i,
      query: { doi: /^(?<doi>10\.[0-9]{4,9}\/(?<suffix>.+))$/ },
      fields: doiItem('METADATA', 'RIS'),
    },
    ...atyponRules({ tocFields: { publication_title: journalTitle } }),
  ],
});
