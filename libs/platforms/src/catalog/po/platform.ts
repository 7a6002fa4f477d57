import { definePlatform, extract, lookup } from '../../rules/index.js';

// Each journal has its own subdomain (ajp.psychiatryonline.org), which is its title_id.
const journal = extract('{url.hostname}', /^(?!www\.)[a-z]+(?=\.psychiatryonline\.)/i);
const KIND_RTYPE = {
  abs: 'ABS',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  epdf: 'ARTICLE',
  ref: 'RECORD_VIEW',
  suppl: 'SUPPL',
};

export default definePlatform({
  name: 'po',
  longName: 'PsychiatryOnline',
  publisherName: 'American Psychiatric Associations',
  domains: [
    'psychiatryonline.org',
    'www.psychiatryonline.org',
    'www.psychiatryonline.com',
    'psychiatryonline.com',
    'www.appi.org',
    'appi.org',
  ],
  rules: [
    {
      path: /^\/doi\/(?<kind>abs|full|pdf|epdf|ref|suppl)\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^?#]+?))\/?$/i,
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', { pdf: 'PDF', epdf: 'PDF' }, 'HTML'),
        title_id: journal,
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: /^\/doi\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^?#]+?))\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: journal,
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: /^\/pb\/assets\/raw\/.*\/audio\/(?:.*\/)?(?<file>[^/]+\.mp3)$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', title_id: journal, unitid: '{file}' },
    },
    { path: /^\/audio\/?$/i, fields: { rtype: 'AUDIO', mime: 'MISC', title_id: journal } },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML', title_id: journal } },
    { path: /^\/(?:international|cme)\/?$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
  ],
});
