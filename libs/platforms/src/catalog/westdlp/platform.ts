import { WESTLAW_DOCUMENT_RULE } from '../../rules/families/westlaw.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'westdlp',
  longName: 'Westlaw Derivatives Law and Practice',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9c787375d9577c611bd56',
  status: 'beta',
  domains: [
    'uk.westlaw.com',
    'westlawchile.cl',
    'www.westlaw.com.au',
    'westlawjapan.com',
    'go.westlawjapan.com',
  ],
  // Only the documents: the hosts it shares with westlaw are tried here first (folder order), so
  // westlaw's other pages stay westlaw's.
  rules: [WESTLAW_DOCUMENT_RULE],
});
