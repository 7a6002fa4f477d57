import type { MessageDescriptor } from 'react-intl';
import type { JobStatus } from '../process/step-rules.js';
import { layoutMessages } from './layout.messages.js';

/** The top-bar job button text for each status (spec §2 "Top bar"). */
export function describeJobState(status: JobStatus): MessageDescriptor {
  switch (status) {
    case null:
      return layoutMessages.noCurrentProcessing;
    case 'progress':
      return layoutMessages.currentProcessing;
    case 'finalization':
      return layoutMessages.finalization;
    case 'end':
      return layoutMessages.processEnd;
    case 'abort':
      return layoutMessages.processCanceled;
    case 'error':
      return layoutMessages.processError;
  }
}
