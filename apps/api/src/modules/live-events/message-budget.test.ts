import { createMessageBudget } from './message-budget.js';

describe('createMessageBudget', () => {
  it('takes a burst at once, then the average rate, and never saves beyond the burst', () => {
    let now = 0;
    const spend = createMessageBudget(2, 3, () => now);
    expect([spend(), spend(), spend(), spend()]).toEqual([true, true, true, false]);
    now += 500; // half a second: one more message
    expect([spend(), spend()]).toEqual([true, false]);
    now += 60_000; // a quiet minute saves no more than the burst
    expect([spend(), spend(), spend(), spend()]).toEqual([true, true, true, false]);
  });
});
