import { FeedbackBodySchema } from '@sillage/shared-types';

export interface FeedbackDraft {
  email: string;
  message: string;
}

export type FeedbackErrors = Partial<Record<keyof FeedbackDraft, 'required' | 'invalid'>>;

/**
 * Spec §5: email and message are required; a message of spaces only counts as empty. The email
 * must also be one the server takes (its own rule), or the send fails with a vaguer message.
 */
export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.email.trim() === '') {
    errors.email = 'required';
  } else if (!FeedbackBodySchema.shape.mail.safeParse(draft.email).success) {
    errors.email = 'invalid';
  }
  if (draft.message.trim() === '') {
    errors.message = 'required';
  }
  return errors;
}

export function isFeedbackValid(draft: FeedbackDraft): boolean {
  return Object.keys(validateFeedback(draft)).length === 0;
}
