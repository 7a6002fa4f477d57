import { FormattedMessage } from 'react-intl';
import { PageCard } from '../../shared/ui/page-card.js';
import { FeedbackForm } from './feedback-form.js';
import { feedbackMessages } from './feedback.messages.js';

/** /feedback */
export function FeedbackPage() {
  return (
    <PageCard title={<FormattedMessage {...feedbackMessages.title} />}>
      <FeedbackForm />
    </PageCard>
  );
}
