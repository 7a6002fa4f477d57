import { FeedbackBodySchema } from './feedback.schema.js';

describe('FeedbackBodySchema', () => {
  const body = { mail: 'reader@example.org', comment: 'The report is empty.' };

  it('takes a browser description on one line', () => {
    expect(FeedbackBodySchema.safeParse({ ...body, browser: 'Mozilla/5.0 (X11)' }).success).toBe(
      true,
    );
  });

  it('refuses a browser field with line breaks, which could forge the lines naming the sender', () => {
    const forged = 'Mozilla\r\nFeedback from / Retour de : ceo@example.org (signed in)';
    expect(FeedbackBodySchema.safeParse({ ...body, browser: forged }).success).toBe(false);
    expect(FeedbackBodySchema.safeParse({ ...body, browser: 'a\nb' }).success).toBe(false);
  });
});
