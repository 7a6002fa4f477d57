import { pageantMediaArticleRules } from '../../rules/families/pageant-media.family.js';
import { definePlatform } from '../../rules/index.js';

// Same pages as pmr, reported with other fields.
export default definePlatform({
  name: 'pageant-media',
  longName: 'Pageant Media Journals',
  docUrl: 'https://jpm.pm-research.com',
  status: 'beta',
  domains: ['pm-research.com'],
  rules: [...pageantMediaArticleRules({ title_id: '{code}', unitid: '{id}' })],
});
