import { useIntl } from 'react-intl';
import { reportMessages } from './report.messages.js';

/**
 * Writes a chart's figure in the page's numbers ("3,200" in English, "3 200" in French) for its
 * axis ticks and tooltips; recharts would print the bare number. Anything else stays as it is.
 */
export function useChartNumber(): <T>(value: T) => T | string {
  const intl = useIntl();
  return (value) => (typeof value === 'number' ? intl.formatNumber(value) : value);
}

/** What recharts tells a pie's label about its slice: the count and its share of the pie (0–1). */
export interface SliceLabelProps {
  value?: number | string;
  percent?: number;
}

/**
 * A share as a whole percent, never "0 %" for a slice that exists nor "100 %" beside one: those
 * read "< 1 %" and "> 99 %" in the page's numbers.
 */
function formatShare(intl: ReturnType<typeof useIntl>, share: number): string {
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent' });
  if (share > 0 && share < 0.005) {
    return intl.formatMessage(reportMessages.shareUnder, { share: percent(0.01) });
  }
  if (share < 1 && share >= 0.995) {
    return intl.formatMessage(reportMessages.shareOver, { share: percent(0.99) });
  }
  return percent(share);
}

/**
 * Words a pie slice's label in the page's numbers, "2,920 (93%)" / "2 920 (93 %)": recharts
 * would print the bare count ("2920"), the same in every language.
 */
export function useSliceLabel(): (slice: SliceLabelProps) => string {
  const intl = useIntl();
  return ({ value, percent }) => {
    const count = typeof value === 'number' ? intl.formatNumber(value) : (value ?? '');
    return percent === undefined
      ? count
      : intl.formatMessage(reportMessages.sliceLabel, {
          count,
          share: formatShare(intl, percent),
        });
  };
}
