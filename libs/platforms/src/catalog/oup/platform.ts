import {
  SILVERCHAIR_KIND_MIME,
  silverchairDoiArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import {
  HIGHWIRE_EXT_MIME,
  highwireEarlyRule,
  highwireExtRtype,
  highwireIssueTocRule,
} from '../../rules/families/highwire.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

// Legacy HighWire-hosted <code>.oxfordjournals.org sites: the host names the journal.
const JOURNAL_HOST = /^(?<code>[a-z0-9-]+)\.oxfordjournals\.org$/i;

export default definePlatform({
  name: 'oup',
  longName: 'Oxford University Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54116a16acd3da4c1bec5684',
  publisherName: 'Oxford University Press',
  status: 'stable',
  domains: [
    'oxfordjournals.org',
    'oed.com',
    'anb.org',
    'www.oxfordclinicalpsych.com',
    'www.oxfordbibliographies.com',
    'www.oxfordmusiconline.com',
    'www.oxfordreference.com',
    'www.oxfordbiblicalstudies.com',
    'www.oxforddnb.com',
    'english.oxforddictionaries.com',
    'www.oxfordwesternmusic.com',
    'www.oxfordhandbooks.com',
    'public.oed.com',
    'www.oed.com',
    'annualreport.oup.com',
    'www.oxfordartonline.com',
    'academic.oup.com',
    'ouplaw.com',
    'opil.ouplaw.com',
    'www.oxfordscholarship.com',
  ],
  rules: [
    {
      ...highwireIssueTocRule({ rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{toc}' }),
      host: JOURNAL_HOST,
    },
    {
      ...highwireEarlyRule({
        page: '(?<site>[a-z0-9-]+)\\.(?<id>[a-z0-9.]+?)',
        fields: {
          rtype: highwireExtRtype(),
          mime: HIGHWIRE_EXT_MIME,
          title_id: '{code}',
          doi: '10.1093/{site}/{id}',
          unitid: '10.1093/{site}/{id}',
          publication_date: '{year}',
        },
      }),
      host: JOURNAL_HOST,
    },
    {
      host: JOURNAL_HOST,
      path: /^\/content\/[0-9]+\/[0-9]+\/[0-9a-z]+\/suppl\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'SUPPL', mime: 'MISC', title_id: '{code}', unitid: '{id}' },
    },
    // academic.oup.com (Silverchair): OUP DOIs hold a slash, 10.1093/<journal>/<id>.
    silverchairDoiArticleRule({
      kinds: ['article', 'article-pdf', 'advance-article', 'advance-article-pdf'],
      doi: '10\\.[0-9]{4,9}/(?<suffix>[a-z0-9]+/[a-z0-9.]+)',
      fields: doiItem('ARTICLE', SILVERCHAIR_KIND_MIME),
    }),
    silverchairSearchRule({}, 'root'),
  ],
});
