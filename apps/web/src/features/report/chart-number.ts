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
          share: intl.formatNumber(percent, { style: 'percent' }),
        });
  };
}
