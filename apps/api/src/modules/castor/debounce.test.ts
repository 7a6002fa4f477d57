import { createDebouncer } from './debounce.js';

describe('createDebouncer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends one message for a quiet burst, after the wait', () => {
    const run = jest.fn();
    const debouncer = createDebouncer(run, 500, 1000);
    for (let index = 0; index < 10; index += 1) {
      debouncer.trigger();
      jest.advanceTimersByTime(20);
    }
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('sends at least every maxWait while the burst lasts', () => {
    const run = jest.fn();
    const debouncer = createDebouncer(run, 500, 1000);
    for (let elapsed = 0; elapsed < 2500; elapsed += 100) {
      debouncer.trigger();
      jest.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flushes a pending message at once and cancels one', () => {
    const run = jest.fn();
    const debouncer = createDebouncer(run, 500, 1000);
    debouncer.trigger();
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
    debouncer.trigger();
    debouncer.cancel();
    jest.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
