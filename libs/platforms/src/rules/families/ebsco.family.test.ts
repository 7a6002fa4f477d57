import { ebscoProductRules } from './ebsco.family.js';
import { runRules } from '../../testing/run-rules.js';

describe('ebscoProductRules', () => {
  const rules = ebscoProductRules({
    product: 'demo',
    detail: { rtype: 'RECORD', mime: 'HTML' },
    pdf: { rtype: 'ARTICLE', mime: 'PDF' },
    other: { rtype: 'MISC', mime: 'HTML' },
  });

  it.each([
    ['/demo/detail/detail?vid=1#AN=1&db=x', { rtype: 'RECORD', mime: 'HTML' }],
    ['/demo/detail?vid=1', { rtype: 'RECORD', mime: 'HTML' }],
    ['/demo/pdfviewer/pdfviewer?vid=2', { rtype: 'ARTICLE', mime: 'PDF' }],
    ['/demo/resultsadvanced?vid=3', { rtype: 'SEARCH', mime: 'HTML' }],
    ['/demo/results', { rtype: 'SEARCH', mime: 'HTML' }],
    ['/demo/browse/titles', { rtype: 'MISC', mime: 'HTML' }],
    ['/other/detail/detail', {}],
  ])('%s → %j', (path, fields) => {
    expect(runRules(rules, `http://web.a.ebscohost.com${path}`)).toEqual(fields);
  });

  it('leaves out the PDF viewer and other pages a product does not declare', () => {
    const bare = ebscoProductRules({ product: 'demo', detail: { rtype: 'ARTICLE', mime: 'HTML' } });
    expect(runRules(bare, 'http://web.a.ebscohost.com/demo/pdfviewer/pdfviewer')).toEqual({});
    expect(runRules(bare, 'http://web.a.ebscohost.com/demo/browse')).toEqual({});
  });
});
