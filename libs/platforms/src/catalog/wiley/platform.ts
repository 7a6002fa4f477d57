import {
  definePlatform,
  doiItem,
  extract,
  issn,
  issueFields,
  lookup,
  matches,
  upper,
} from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+))';
// A DOI suffix `<ISBN>.ch<n>` is a book chapter.
const CHAPTER = /^(?:97[89][0-9]{10}|[0-9]{9}[0-9X])\.ch[0-9]+$/i;
const RTYPE_OF_KIND = { abstract: 'ABS', abs: 'ABS' };
const MIME_OF_KIND = { pdf: 'PDF', epdf: 'PDF', pdfdirect: 'PDF' };
const isChapter = matches('{suffix}', CHAPTER);
const journalCode = upper(extract('{suffix}', /^[a-z0-9]+(?=\.)/i));

function doiPage(kind: 'prefix' | 'suffix') {
  const path =
    kind === 'prefix'
      ? `^/(?:wol1/)?doi/(?<kind>abs|full|pdf|epdf|pdfdirect)/${DOI}/?$`
      : `^/(?:wol1/)?doi/${DOI}/(?<kind>abstract|full|pdf|epdf|pdfdirect)(?:/standard)?/?(?:;.*)?$`;
  return [
    {
      path: new RegExp(path, 'i'),
      when: isChapter,
      fields: {
        ...doiItem(
          lookup('{kind}', RTYPE_OF_KIND, 'BOOK_SECTION'),
          lookup('{kind}', MIME_OF_KIND, 'HTML'),
        ),
      },
    },
    {
      path: new RegExp(path, 'i'),
      fields: {
        ...doiItem(
          lookup('{kind}', RTYPE_OF_KIND, 'ARTICLE'),
          lookup('{kind}', MIME_OF_KIND, 'HTML'),
        ),
      },
    },
  ];
}

export default definePlatform({
  name: 'wiley',
  longName: 'Wiley',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53ccdeecd5f7b93cbe52da1c',
  publisherName: 'Wiley',
  status: 'stable',
  domains: [
    '4spepublications.onlinelibrary.wiley.com',
    'aao-hnsfjournals.onlinelibrary.wiley.com',
    'aap.onlinelibrary.wiley.com',
    'aapm.onlinelibrary.wiley.com',
    'aasldpubs.onlinelibrary.wiley.com',
    'acamh.onlinelibrary.wiley.com',
    'accp1.onlinelibrary.wiley.com',
    'accpjournals.onlinelibrary.wiley.com',
    'aces.onlinelibrary.wiley.com',
    'acrjournals.onlinelibrary.wiley.com',
    'acsess.onlinelibrary.wiley.com',
    'acsjournals.onlinelibrary.wiley.com',
    'advanced.onlinelibrary.wiley.com',
    'afspubs.onlinelibrary.wiley.com',
    'agsjournals.onlinelibrary.wiley.com',
    'agupubs.onlinelibrary.wiley.com',
    'aiche.onlinelibrary.wiley.com',
    'alz-journals.onlinelibrary.wiley.com',
    'ami-journals.onlinelibrary.wiley.com',
    'analyticalsciencejournals.onlinelibrary.wiley.com',
    'anatomypubs.onlinelibrary.wiley.com',
    'anthrosource.onlinelibrary.wiley.com',
    'anzjsurg.onlinelibrary.wiley.com',
    'aocs.onlinelibrary.wiley.com',
    'aornjournal.onlinelibrary.wiley.com',
    'aps.onlinelibrary.wiley.com',
    'asbmr.onlinelibrary.wiley.com',
    'ascpt.onlinelibrary.wiley.com',
    'asistdl.onlinelibrary.wiley.com',
    'aslopubs.onlinelibrary.wiley.com',
    'aspenjournals.onlinelibrary.wiley.com',
    'associationofanaesthetists-publications.onlinelibrary.wiley.com',
    'awwa.onlinelibrary.wiley.com',
    'asmepublications.onlinelibrary.wiley.com',
    'bera-journals.onlinelibrary.wiley.com',
    'besjournals.onlinelibrary.wiley.com',
    'beva.onlinelibrary.wiley.com',
    'bjssjournals.onlinelibrary.wiley.com',
    'bjui-journals.onlinelibrary.wiley.com',
    'bpspsychub.onlinelibrary.wiley.com',
    'bpspubs.onlinelibrary.wiley.com',
    'bsapubs.onlinelibrary.wiley.com',
    'bsppjournals.onlinelibrary.wiley.com',
    'bvajournals.onlinelibrary.wiley.com',
    'bsssjournals.onlinelibrary.wiley.com',
    'ceramics.onlinelibrary.wiley.com',
    'chemistry-europe.onlinelibrary.wiley.com',
    'conbio.onlinelibrary.wiley.com',
    'currentprotocols.onlinelibrary.wiley.com',
    'compass.onlinelibrary.wiley.com',
    'dom-pubs.onlinelibrary.wiley.com',
    'ebs.onlinelibrary.wiley.com',
    'efsa.onlinelibrary.wiley.com',
    'ejpr.onlinelibrary.wiley.com',
    'enviromicro-journals.onlinelibrary.wiley.com',
    'esajournals.onlinelibrary.wiley.com',
    'esj-journals.onlinelibrary.wiley.com',
    'esskajournals.onlinelibrary.wiley.com',
    'faseb.onlinelibrary.wiley.com',
    'febs.onlinelibrary.wiley.com',
    'headachejournal.onlinelibrary.wiley.com',
    'iaap-journals.onlinelibrary.wiley.com',
    'ietresearch.onlinelibrary.wiley.com',
    'ifst.onlinelibrary.wiley.com',
    'ila.onlinelibrary.wiley.com',
    'iubmb.onlinelibrary.wiley.com',
    'ift.onlinelibrary.wiley.com',
    'incose.onlinelibrary.wiley.com',
    'jlb.onlinelibrary.wiley.com',
    'londmathsoc.onlinelibrary.wiley.com',
    'movementdisorders.onlinelibrary.wiley.com',
    'myscp.onlinelibrary.wiley.com',
    'nasenjournals.onlinelibrary.wiley.com',
    'ngwa.onlinelibrary.wiley.com',
    'nph.onlinelibrary.wiley.com',
    'nsojournals.onlinelibrary.wiley.com',
    'nyaspubs.onlinelibrary.wiley.com',
    'obgyn.onlinelibrary.wiley.com',
    'ondmathsoc.onlinelibrary.wiley.com',
    'onlinelibrary.wiley.com',
    'pathsocjournals.onlinelibrary.wiley.com',
    'physoc.onlinelibrary.wiley.com',
    'rai.onlinelibrary.wiley.com',
    'resjournals.onlinelibrary.wiley.com',
    'rgs-ibg.onlinelibrary.wiley.com',
    'rmets.onlinelibrary.wiley.com',
    'rsaiconnect.onlinelibrary.wiley.com',
    'rss.onlinelibrary.wiley.com',
    'sajournals.onlinelibrary.wiley.com',
    'scijournals.onlinelibrary.wiley.com',
    'setac.onlinelibrary.wiley.com',
    'sfamjournals.onlinelibrary.wiley.com',
    'shmpublications.onlinelibrary.wiley.com',
    'sid.onlinelibrary.wiley.com',
    'sigmapubs.onlinelibrary.wiley.com',
    'sp.onlinelibrary.wiley.com',
    'spssi.onlinelibrary.wiley.com',
    'srcd.onlinelibrary.wiley.com',
    'stemcellsjournals.onlinelibrary.wiley.com',
    'sttipubs.onlinelibrary.wiley.com',
    'theoncologist.onlinelibrary.wiley.com',
    'wchh.onlinelibrary.wiley.com',
    'wildlife.onlinelibrary.wiley.com',
    'wires.onlinelibrary.wiley.com',
    'www.onlinelibrary.wiley.com',
    'zslpublications.onlinelibrary.wiley.com',
  ],
  rules: [
    ...doiPage('suffix'),
    ...doiPage('prefix'),
    {
      path: new RegExp(`^/doi/${DOI}/?$`, 'i'),
      when: isChapter,
      fields: doiItem('BOOK_SECTION', 'HTML'),
    },
    {
      path: new RegExp(`^/doi/${DOI}/?$`, 'i'),
      fields: doiItem('ARTICLE', 'HTML'),
    },
    {
      path: /^\/doi\/book\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: doiItem('TOC', 'MISC'),
    },
    {
      path: /^\/pdf\/(?<prefix>10\.[0-9]{4,9})\/(?<isbn>[0-9]{9,12}[0-9X])(?<chapter>\.ch[0-9]+)$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        doi: '{prefix}/{isbn}',
        online_identifier: '{isbn}',
        unitid: '{isbn}{chapter}',
      },
    },
    {
      path: new RegExp(`^/(?:enhanced/doi|iucr)/${DOI}/?$`, 'i'),
      fields: {
        ...doiItem('ARTICLE', 'HTML'),
        title_id: journalCode,
      },
    },
    {
      path: new RegExp(`^/store/${DOI}/asset/[^/]+\\.pdf$`, 'i'),
      fields: {
        mime: 'PDF',
        doi: '{doi}',
        unitid: '{suffix}',
        title_id: journalCode,
        publication_date: extract('{suffix}', /(?<=^[a-z0-9]+\.)(?:19|20)[0-9]{2}/i),
      },
    },
    {
      path: new RegExp(`^/(?:agu/)?issue/${DOI}/?$`, 'i'),
      fields: {
        ...doiItem('TOC', 'HTML'),
        title_id: journalCode,
      },
    },
    {
      // The journal's home and its pages (/issues, /home…).
      path: /^\/journal\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>\(ISSN\)(?<issn>[0-9]{4}-[0-9]{3}[0-9X])))(?:\/[a-z]+)?\/?$/i,
      fields: {
        ...doiItem('TOC', 'MISC'),
        online_identifier: '{issn}',
      },
    },
    {
      path: /^\/journal\/(?<id>[0-9]{7}[0-9X])\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{id}' },
    },
    {
      path: /^\/toc\/(?:toc\/)?(?<id>[0-9]{7}[0-9X])\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/?$/i,
      fields: issueFields('TOC', 'MISC', '{id}/{vol}/{issue}', { code: '{id}' }),
    },
    {
      path: /^\/loi\/(?<id>[0-9]{7}[0-9X])\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{id}',
        unitid: '{id}',
        online_identifier: issn(upper('{id}')),
      },
    },
    { path: /^\/action\/doSearch\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
