import { MutableUrlView } from '../url/url-view.js';
import { compilePlatform } from './compile-platform.js';
import { doiItem, issueFields, issueToc, journalIssue, titleToc } from './fields.js';
import { int } from './helpers.js';
import type { Fields } from './rule.types.js';

function run(path: RegExp, fields: Fields, url: string): Record<string, unknown> {
  const parser = compilePlatform({
    name: 't',
    longName: 'T',
    domains: ['t.org'],
    rules: [{ path, fields }],
  });
  const view = new MutableUrlView();
  view.reset(url);
  return parser.parse(view, { url });
}

const ISSUE = /^\/(?<journal>[a-z]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)$/i;

describe('journal field builders', () => {
  it('issueToc names the issue by code/vol/issue unless told', () => {
    const path = /^\/toc\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)$/;
    expect(run(path, issueToc(), 'https://t.org/toc/jmc/12/3')).toEqual({
      rtype: 'TOC',
      mime: 'HTML',
      title_id: 'jmc',
      vol: '12',
      issue: '3',
      unitid: 'jmc/12/3',
    });
  });

  it('issueFields reads other capture names, a year and transformed values', () => {
    const fields = issueFields('ARTICLE', 'PDF', '{journal}-{vol}', {
      code: '{journal}',
      year: '{year}',
      vol: int('{vol}'),
    });
    expect(run(ISSUE, fields, 'https://t.org/abc/2021/007/2')).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      title_id: 'abc',
      publication_date: '2021',
      vol: '7',
      issue: '2',
      unitid: 'abc-007',
    });
  });

  it('titleToc uses one capture as title_id and unitid', () => {
    expect(run(/^\/loi\/(?<id>[a-z]+)$/, titleToc('{id}'), 'https://t.org/loi/jmc')).toEqual({
      rtype: 'TOC',
      mime: 'HTML',
      title_id: 'jmc',
      unitid: 'jmc',
    });
  });

  it('journalIssue gives the issue part alone', () => {
    const fields = { ...journalIssue({ code: '{journal}' }), rtype: 'TOC', mime: 'MISC' };
    expect(run(ISSUE, fields, 'https://t.org/abc/2021/7/2')).toEqual({
      rtype: 'TOC',
      mime: 'MISC',
      title_id: 'abc',
      vol: '7',
      issue: '2',
    });
  });

  it('doiItem reports the DOI and its suffix', () => {
    const path = /^\/pdf\/(?<doi>10\.[0-9]+\/(?<suffix>[^/]+))$/;
    expect(run(path, doiItem('ARTICLE', 'PDF'), 'https://t.org/pdf/10.1234/ab.5')).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      doi: '10.1234/ab.5',
      unitid: 'ab.5',
    });
    expect(
      run(path, doiItem('ARTICLE', 'PDF', '{doi}'), 'https://t.org/pdf/10.1234/ab.5'),
    ).toMatchObject({
      unitid: '10.1234/ab.5',
    });
  });
});
