import { useIntl } from 'react-intl';

/**
 * Writes a chart's figure in the page's numbers ("3,200" in English, "3 200" in French) for its
 * axis ticks and tooltips; recharts would print the bare number. Anything else stays as it is.
 */
export function useChartNumber(): <T>(value: T) => T | string {
  const intl = useIntl();
  return (value) => (typeof value === 'number' ? intl.formatNumber(value) : value);
}
