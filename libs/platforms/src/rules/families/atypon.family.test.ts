import { PlatformDefinitionError } from '../template.js';
import { atyponDoiRules, atyponRules } from './atypon.family.js';
import { runRules } from '../../testing/run-rules.js';

describe('atyponDoiRules', () => {
  it('narrows the keywords and overrides their meaning per platform', () => {
    const rules = atyponDoiRules({
      kinds: ['pdfplus', 'citedby'],
      rtypes: { citedby: 'RECORD_VIEW' },
      mimes: { pdfplus: 'PDF' },
    });
    expect(runRules(rules, 'https://t.org/doi/pdfplus/10.1086/701234')).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      doi: '10.1086/701234',
      unitid: '701234',
    });
    expect(runRules(rules, 'https://t.org/doi/citedby/10.1086/701234')).toMatchObject({
      rtype: 'RECORD_VIEW',
      mime: 'HTML',
    });
    // epub is an Atypon keyword, but not one this platform listed.
    expect(runRules(rules, 'https://t.org/doi/epub/10.1086/701234')).toEqual({});
  });

  it('drops the unitid or the bare DOI page when told', () => {
    const rules = atyponDoiRules({ unitid: 'none', bare: false });
    expect(runRules(rules, 'https://t.org/doi/abs/10.1190/geo2020-0001.1')).toEqual({
      rtype: 'ABS',
      mime: 'HTML',
      doi: '10.1190/geo2020-0001.1',
    });
    expect(runRules(rules, 'https://t.org/doi/10.1190/geo2020-0001.1')).toEqual({});
  });

  it('refuses a keyword that has no rtype', () => {
    expect(() => atyponDoiRules({ kinds: ['citedby'] })).toThrow(PlatformDefinitionError);
  });
});

describe('atyponRules', () => {
  it('reads an issue table of contents with the shared issue fields', () => {
    expect(runRules(atyponRules({ tocMime: 'MISC' }), 'https://t.org/toc/jmc/12/3')).toEqual({
      rtype: 'TOC',
      mime: 'MISC',
      title_id: 'jmc',
      vol: '12',
      issue: '3',
      unitid: 'jmc/12/3',
    });
  });
});
