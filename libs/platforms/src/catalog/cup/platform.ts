import { definePlatform, extract, issn, lookup, titleToc } from '../../rules/index.js';

// Cambridge file ids: S + ISSN (8) + item; the ISSN is the print one.
const FILE_ID = /^(?<fileId>S(?<issn>[0-9]{7}[0-9X])[0-9X]+)$/i;
const HEX = '[0-9A-F]{32}';

export default definePlatform({
  name: 'cup',
  longName: 'Cambridge University Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409ae556363c837e1396094',
  publisherName: 'Cambridge University Press',
  status: 'stable',
  domains: ['journals.cambridge.org', 'www.cambridge.org'],
  rules: [
    // Legacy journals.cambridge.org /action/display*
    {
      path: /^\/action\/displayJournal$/i,
      query: { jid: /^(?<jid>[a-z0-9]+)$/i },
      fields: titleToc('{jid}'),
    },
    {
      path: /^\/action\/displayIssue$/i,
      query: { jid: /^(?<jid>[a-z0-9]+)$/i, iid: /^(?<iid>[0-9]+)$/ },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{jid}',
        volume: '{q.volumeId}',
        issue: '{q.issueId}',
        unitid: '{iid}',
      },
    },
    {
      path: /^\/action\/display(?<view>Abstract|Fulltext)$/i,
      query: { fileId: FILE_ID },
      fields: {
        rtype: lookup('{view}', { Abstract: 'ABS', Fulltext: 'ARTICLE' }),
        mime: 'HTML',
        title_id: '{q.jid}',
        print_identifier: issn('{issn}'),
        volume: '{q.volumeId}',
        issue: '{q.issueId}',
        doi: '10.1017/{fileId}',
        unitid: '{fileId}',
      },
    },
    {
      path: /^\/action\/displayFulltext$/i,
      query: { aid: /^(?<aid>[0-9]+)$/, pdftype: true },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{q.jid}',
        volume: '{q.volumeId}',
        issue: '{q.issueId}',
        unitid: '{aid}',
      },
    },
    // Cambridge Core PDFs: /core/services/aop-cambridge-core/content/view/<HEX>/<file>.pdf/<title>.pdf
    {
      path: new RegExp(
        `^/core/services/aop-cambridge-core/content/view/(?<id>${HEX})/(?<pii>S[0-9]{7}[0-9X][0-9X]+)[a-z]?\\.pdf(?:/[^/]*)?$`,
        'i',
      ),
      fields: { rtype: 'ARTICLE', mime: 'PDF', pii: '{pii}', unitid: '{id}' },
    },
    {
      path: new RegExp(
        `^/core/services/aop-cambridge-core/content/view/(?<id>${HEX})/(?<isbn>97[89][0-9]{10})(?<chapter>c[0-9]+)?[^/]*\\.pdf(?:/[^/]*)?$`,
        'i',
      ),
      fields: {
        rtype: lookup(extract('{chapter}', /^c/), { c: 'BOOK_SECTION' }, 'BOOK'),
        mime: 'PDF',
        online_identifier: '{isbn}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/core/journals/(?<code>[^/]+)/issue/${HEX}$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}/issue/' },
    },
    {
      path: new RegExp(
        `^/core/journals/(?<code>[^/]+)/article/(?<slug>[^/]+)/${HEX}(?:/[a-z-]+)?$`,
        'i',
      ),
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{code}', unitid: '{slug}' },
    },
    {
      path: new RegExp(`^/core/books/(?<book>[^/]+)/${HEX}$`, 'i'),
      fields: titleToc('{book}'),
    },
    {
      path: new RegExp(`^/core/books/[^/]+/[^/]+/(?<id>${HEX})$`, 'i'),
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
