import { MutableUrlView } from '../../url/url-view.js';
import { compilePlatform } from '../compile-platform.js';
import type { Rule } from '../rule.types.js';
import { ebscoProductRules } from './ebsco.family.js';

function run(rules: Rule[], url: string): Record<string, unknown> {
  const parser = compilePlatform({ name: 't', longName: 'T', domains: ['t.org'], rules });
  const view = new MutableUrlView();
  view.reset(url);
  return parser.parse(view, { url });
}

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
    expect(run(rules, `http://web.a.ebscohost.com${path}`)).toEqual(fields);
  });

  it('leaves out the PDF viewer and other pages a product does not declare', () => {
    const bare = ebscoProductRules({ product: 'demo', detail: { rtype: 'ARTICLE', mime: 'HTML' } });
    expect(run(bare, 'http://web.a.ebscohost.com/demo/pdfviewer/pdfviewer')).toEqual({});
    expect(run(bare, 'http://web.a.ebscohost.com/demo/browse')).toEqual({});
  });
});
