import {
  HIGHWIRE_EXT_MIME,
  highwireEarlyRule,
  highwireExtRtype,
  highwireIssueTocRule,
  highwirePreprintRule,
  highwireVolumeArticleRule,
} from './highwire.family.js';
import { runRules } from '../../testing/run-rules.js';

const view = { rtype: highwireExtRtype('ABS'), mime: HIGHWIRE_EXT_MIME };

describe('highwire shapes', () => {
  it('reads a preprint DOI with its version, the bare page as the landing rtype', () => {
    const rule = highwirePreprintRule({ ...view, doi: '{doi}', unitid: '{id}{version}' });
    expect(
      runRules([rule], 'https://t.org/content/10.1101/2021.01.01.21250000v2.full.pdf'),
    ).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      doi: '10.1101/2021.01.01.21250000',
      unitid: '2021.01.01.21250000v2',
    });
    expect(runRules([rule], 'https://t.org/content/10.1101/2021.01.01.21250000v2')).toMatchObject({
      rtype: 'ABS',
    });
  });

  it('reads a framed PDF ahead of print as a PDF, with the date and the page id', () => {
    const rule = highwireEarlyRule({
      page: '(?<site>[a-z]+)\\.(?<id>[a-z0-9]+)',
      fields: { ...view, unitid: '{date}/{site}/{id}' },
    });
    expect(
      runRules([rule], 'https://t.org/content/early/2014/01/11/brain.egt077.full.pdf+html'),
    ).toEqual({ rtype: 'ARTICLE', mime: 'PDF', unitid: '2014/01/11/brain/egt077' });
  });

  it('reads the current issue as a table of contents', () => {
    const rule = highwireIssueTocRule({ rtype: 'TOC', unitid: '{toc}' });
    expect(runRules([rule], 'https://t.org/content/current')).toEqual({
      rtype: 'TOC',
      unitid: 'current',
    });
    expect(runRules([rule], 'https://t.org/content/55/2/')).toEqual({
      rtype: 'TOC',
      unitid: '55/2',
    });
  });

  it('takes the journal code of a volume article when the platform allows it', () => {
    const rule = highwireVolumeArticleRule({
      page: '[a-z]?[0-9]+',
      fields: { ...view, title_id: '{code}', unitid: '{vol}/{page}' },
    });
    expect(runRules([rule], 'https://t.org/content/bmj/345/e1234.full.pdf')).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      title_id: 'bmj',
      unitid: '345/e1234',
    });
    expect(runRules([rule], 'https://t.org/content/345/e1234')).toEqual({
      rtype: 'ABS',
      mime: 'HTML',
      unitid: '345/e1234',
    });
  });
});
