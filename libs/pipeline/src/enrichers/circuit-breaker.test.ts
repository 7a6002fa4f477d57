import { CircuitBreaker } from './circuit-breaker.js';

describe('circuit breaker', () => {
  let clock: number;
  const make = () => new CircuitBreaker({ threshold: 3, cooldownMs: 1000, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('opens after the threshold of consecutive failures, a success in between resets the count', () => {
    const breaker = make();
    expect(breaker.recordFailure()).toBe(false);
    expect(breaker.recordFailure()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.recordFailure()).toBe(false);
    expect(breaker.recordFailure()).toBe(false);
    expect(breaker.state).toBe('closed');
    expect(breaker.recordFailure()).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.openForMs).toBe(1000);
  });

  it('lets exactly one probe through once the cooldown is over, and closes on its success', () => {
    const breaker = make();
    [1, 2, 3].forEach(() => breaker.recordFailure());
    clock = 999;
    expect(breaker.tryAcquire()).toBe(false);
    clock = 1000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.recordSuccess()).toBe(true);
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('reopens for a full cooldown when the probe fails', () => {
    const breaker = make();
    [1, 2, 3].forEach(() => breaker.recordFailure());
    clock = 1500;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.recordFailure()).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.openForMs).toBe(1000);
    clock = 2500;
    expect(breaker.tryAcquire()).toBe(true);
  });
});
