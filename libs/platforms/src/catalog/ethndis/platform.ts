import { ojsRules } from '../../rules/families/ojs.family.js';
import { definePlatform, titleToc } from '../../rules/index.js';

// Open Journal Systems under /[<site>/]index.php/<journal>.
const OJS = '^(?:/[a-z]+)?/index\\.php/[a-z0-9_-]+';

export default definePlatform({
  name: 'ethndis',
  longName: 'Ethnicity & Disease',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.ethndis.org', 'ethndis.org'],
  rules: ojsRules({
    prefix: OJS,
    issue: titleToc('{issue}'),
    landing: { rtype: 'ABS', mime: 'HTML', title_id: '{article}', unitid: '{article}' },
    galley: {
      rtype: 'ARTICLE',
      mime: 'PDF',
      title_id: '{article}/{galley}',
      unitid: '{article}/{galley}',
    },
  }),
});
