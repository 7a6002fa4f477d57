import type { Fields } from '../../rules/index.js';
import { definePlatform, extract, lookup } from '../../rules/index.js';

// Document ids start with a source code: PS_<journal>_… for press items (the journal is the title).
const DOC_ID = /^(?<docid>[A-Z]+_[^"&]+)$/;
const journalOf = (docId: string) => extract(docId, /^PS_(?<code>[A-Z0-9]+)_/, 'code');

// wa_DocSourceType of the analytics tag → rtype.
const SOURCE_RTYPE = {
  PresseSommaire: 'TOC',
  PresseArticle: 'ARTICLE',
  FicheRevision: 'ENCYCLOPAEDIA_ENTRY',
  En_eFascicule: 'ENCYCLOPAEDIA_ENTRY',
  Fascicule: 'ENCYCLOPAEDIA_ENTRY',
  Législationconsolidée: 'CODE_JURIDIQUE',
  Jurisprudence: 'JURISPRUDENCE',
};

const analyticsFields: Fields = {
  rtype: lookup('{source}', SOURCE_RTYPE),
  mime: 'HTML',
  unitid: '{docid}',
  title_id: journalOf('{docid}'),
};

export default definePlatform({
  name: 'lexis360',
  longName: 'Lexis 360',
  docUrl: 'http://analyses.ezpaarse.org/platforms/57f24a68430be041a5441c5d',
  status: 'beta',
  domains: ['www.lexis360.fr', 'webanalytics.lexisnexis.com'],
  rules: [
    {
      path: /^\/docview\.aspx$/i,
      query: { citationData: /"docId":"(?<docid>[^"]+)"/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{docid}', title_id: journalOf('{docid}') },
    },
    // The analytics tag sent on every document view names the document and its kind. Its
    // wa_ClientID value holds an escaped `#`, so the later parameters usually sit in the hash.
    {
      path: /^\/wa_[a-z0-9]+\.watag$/i,
      query: { wa_UserAction: 'ViewDoc', wa_DocId: DOC_ID, wa_DocSourceType: /^(?<source>.+)$/ },
      fields: analyticsFields,
    },
    {
      path: /^\/wa_[a-z0-9]+\.watag$/i,
      hash: /&wa_DocId=(?<docid>[A-Z]+_[^&]+)&wa_DocSourceType=(?<source>[^&]+)&wa_UserAction=ViewDoc(?:&|$)/,
      fields: analyticsFields,
    },
  ],
});
