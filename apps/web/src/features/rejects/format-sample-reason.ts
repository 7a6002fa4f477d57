import { isRejectReasonCode, type RejectSample } from '@sillage/shared-types';
import type { IntlShape } from 'react-intl';
import { rejectReasonMessages } from './reject-reasons.messages.js';

/**
 * A sample's reason in the page's language when the engine gave a code this build knows;
 * otherwise (free text, older reports, a newer engine's code) the engine's own text.
 */
export function formatSampleReason(intl: IntlShape, sample: RejectSample): string {
  const { reasonCode } = sample;
  if (reasonCode !== undefined && isRejectReasonCode(reasonCode)) {
    return intl.formatMessage(rejectReasonMessages[reasonCode], sample.reasonParams);
  }
  return sample.reason ?? '';
}
