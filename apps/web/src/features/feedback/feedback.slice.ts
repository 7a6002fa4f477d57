import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JobSummary } from '@sillage/shared-types';
import type { FeedbackPayload } from './feedback.api.js';

interface FeedbackState {
  isSending: boolean;
  /** Increments on each successful send, so the form knows when to reset. */
  sentCount: number;
  treatments: JobSummary[];
}

const initialState: FeedbackState = { isSending: false, sentCount: 0, treatments: [] };

/** The feedback form's sending state and the user's past jobs it can attach. */
export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    feedbackFormOpened(_state, _action: PayloadAction<{ username: string | null }>) {
      // Loads the recipient and, when signed in, the user's jobs (saga).
    },
    treatmentsLoaded(state, { payload }: PayloadAction<JobSummary[]>) {
      state.treatments = payload;
    },
    feedbackSubmitted(state, _action: PayloadAction<FeedbackPayload>) {
      state.isSending = true;
    },
    feedbackSent(state) {
      state.isSending = false;
      state.sentCount += 1;
    },
    feedbackFailed(state) {
      state.isSending = false;
    },
  },
  selectors: {
    selectFeedback: (state) => state,
  },
});

export const feedbackActions = feedbackSlice.actions;
export const { selectFeedback } = feedbackSlice.selectors;
