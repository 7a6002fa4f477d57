import { atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// Each journal has its own subdomain (ajp.psychiatryonline.org), which is its title_id.
const journal = extract('{url.hostname}', /^(?!www\.)[a-z]+(?=\.psychiatryonline\.)/i);
export default definePlatform({
  name: 'po',
  longName: 'PsychiatryOnline',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b34ffc6bd6e67576d6750',
  publisherName: 'American Psychiatric Associations',
  status: 'stable',
  domains: [
    'psychiatryonline.org',
    'www.psychiatryonline.org',
    'www.psychiatryonline.com',
    'psychiatryonline.com',
    'www.appi.org',
    'appi.org',
  ],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'pkb-domain',
  rules: [
    ...atyponDoiRules({
      kinds: ['abs', 'full', 'pdf', 'epdf', 'ref', 'suppl'],
      rtypes: { ref: 'RECORD_VIEW' },
      mimes: { suppl: 'HTML' },
      fields: { title_id: journal },
    }),
    {
      path: /^\/pb\/assets\/raw\/.*\/audio\/(?:.*\/)?(?<file>[^/]+\.mp3)$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', title_id: journal, unitid: '{file}' },
    },
    { path: /^\/audio\/?$/i, fields: { rtype: 'AUDIO', mime: 'MISC', title_id: journal } },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML', title_id: journal } },
    { path: /^\/(?:international|cme)\/?$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
  ],
});
