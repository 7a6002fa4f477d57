export interface FeedbackDraft {
  email: string;
  message: string;
}

export type FeedbackErrors = Partial<Record<keyof FeedbackDraft, 'required'>>;

/** Spec §5: email and message are required; a message of spaces only counts as empty. */
export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.email.trim() === '') {
    errors.email = 'required';
  }
  if (draft.message.trim() === '') {
    errors.message = 'required';
  }
  return errors;
}

export function isFeedbackValid(draft: FeedbackDraft): boolean {
  return Object.keys(validateFeedback(draft)).length === 0;
}
