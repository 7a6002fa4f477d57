import { ojsRules } from './ojs.family.js';
import { runRules } from '../../testing/run-rules.js';

describe('ojsRules', () => {
  const rules = ojsRules({
    issue: { rtype: 'TOC', mime: 'HTML', title_id: '{journal}', unitid: '{issue}' },
    landing: { rtype: 'ABS', mime: 'HTML', unitid: '{article}' },
    galley: { rtype: 'ARTICLE', mime: '{action}', unitid: '{article}/{galley}' },
    search: { rtype: 'SEARCH', mime: 'HTML' },
  });

  it.each([
    ['/index.php/jrn/issue/view/12', { rtype: 'TOC', mime: 'HTML', title_id: 'jrn', unitid: '12' }],
    ['/jrn/issue/view/12/34', { rtype: 'TOC', mime: 'HTML', title_id: 'jrn', unitid: '12' }],
    [
      '/index.php/jrn/issue/archive',
      { rtype: 'TOC', mime: 'HTML', title_id: 'jrn', unitid: 'archive' },
    ],
    [
      '/index.php/jrn/issue/7/showToc',
      { rtype: 'TOC', mime: 'HTML', title_id: 'jrn', unitid: '7' },
    ],
    ['/index.php/jrn/article/view/55', { rtype: 'ABS', mime: 'HTML', unitid: '55' }],
    [
      '/index.php/jrn/article/download/55/66',
      { rtype: 'ARTICLE', mime: 'download', unitid: '55/66' },
    ],
    ['/index.php/jrn/search/search?query=x', { rtype: 'SEARCH', mime: 'HTML' }],
    ['/index.php/jrn/about', {}],
  ])('%s → %j', (path, fields) => {
    expect(runRules(rules, `https://t.org${path}`)).toEqual(fields);
  });

  it('takes a site prefix and leaves out the pages a platform does not count', () => {
    const root = ojsRules({ prefix: '^', landing: { rtype: 'ABS', mime: 'HTML' } });
    expect(runRules(root, 'https://t.org/article/view/9')).toEqual({ rtype: 'ABS', mime: 'HTML' });
    expect(runRules(root, 'https://t.org/index.php/jrn/article/view/9')).toEqual({});
    expect(runRules(root, 'https://t.org/search')).toEqual({});
  });
});
