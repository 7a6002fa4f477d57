import { screen } from '@testing-library/react';
import type { FormatAnalysis } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { AnalysisCard } from './analysis-card.js';
import { processSlice } from '../process/process.slice.js';
import { formatSlice } from './format.slice.js';

const ANALYSIS: FormatAnalysis = {
  autoDetect: false,
  proxy: 'ezproxy',
  format: '%h %l %u %t "%r" %s',
  formatBreak: 16,
  strictMatch: false,
  regexp: '^(.+) (.+)$',
  regexpBreak: 6,
  missing: [],
  ec: { host: '1.2.3.4' },
};

function renderCard(analysis: FormatAnalysis, logLines = '') {
  return renderWithProviders(<AnalysisCard />, {
    preloadedState: {
      format: { ...formatSlice.getInitialState(), analysis },
      process: { ...processSlice.getInitialState(), logLines },
    },
  });
}

describe('AnalysisCard', () => {
  // A name on a plain span is not read (axe: aria-prohibited-attr): screen readers must hear
  // which part matched as text, before the part itself.
  it('tells screen readers which part of the format matches, in words', () => {
    renderCard(ANALYSIS);
    const format = screen.getByText('%h %l %u %t "%r"').closest('code');
    expect(format).toHaveTextContent('Matched part: %h %l %u %t "%r" Part that does not match: %s');
    for (const element of document.querySelectorAll('span[aria-label]')) {
      expect(element).toHaveAttribute('role');
    }
  });

  it('names no unmatched part when the whole format matches', () => {
    renderCard({ ...ANALYSIS, formatBreak: ANALYSIS.format?.length ?? 0, strictMatch: true });
    const format = screen.getByText('%h %l %u %t "%r" %s').closest('code');
    expect(format).toHaveTextContent(/^Matched part: %h %l %u %t "%r" %s$/);
  });

  it('shows where in the first log line the format stops reading it', () => {
    renderCard({ ...ANALYSIS, lineBreak: 8 }, '1.2.3.4 - bob [10/Mar/2026]\nsecond line');
    const line = [...document.querySelectorAll('code')].find((code) =>
      code.textContent.includes('bob'),
    );
    expect(line).toHaveTextContent(
      'Matched part: 1.2.3.4 Part that does not match: - bob [10/Mar/2026]',
    );
    expect(line).not.toHaveTextContent('second line');
    expect(screen.getByRole('button', { name: 'Log line read by the format' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows no log line when the analysis does not say where it stops', () => {
    renderCard(ANALYSIS, '1.2.3.4 - bob');
    expect(screen.queryByRole('button', { name: 'Log line read by the format' })).toBeNull();
  });
});
