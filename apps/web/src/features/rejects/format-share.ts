import type { IntlShape } from 'react-intl';
import { rejectsMessages } from './rejects.messages.js';

const ONE_DECIMAL = { style: 'percent', maximumFractionDigits: 1 } as const;

/** The least share one decimal shows: 0.1 %. */
const LEAST_SHOWN = 0.001;

/**
 * A share (0…1) as a percentage with at most one decimal, in the page's locale. A share of some
 * lines that one decimal would round to 0 reads "< 0.1 %": one line of many must not look like
 * none. `count`, when given, tells "some" even where the share came rounded to 0 (the report
 * keeps four decimals: one line in 36 581 is 0).
 */
export function formatShare(intl: IntlShape, share: number, count?: number): string {
  const shown = intl.formatNumber(share, ONE_DECIMAL);
  const some = share > 0 || (count ?? 0) > 0;
  if (some && shown === intl.formatNumber(0, ONE_DECIMAL)) {
    return intl.formatMessage(rejectsMessages.belowLeastShare, {
      least: intl.formatNumber(LEAST_SHOWN, ONE_DECIMAL),
    });
  }
  return shown;
}
