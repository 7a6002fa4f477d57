import { createInterruptHandler, SAME_INTERRUPT_MS } from './interrupts.js';

describe('stop signals of sillage process', () => {
  function handler() {
    let clock = 0;
    const calls: string[] = [];
    const handle = createInterruptHandler({
      stop: (signal) => calls.push(`stop ${signal}`),
      quit: (signal) => calls.push(`quit ${signal}`),
      now: () => clock,
    });
    return {
      calls,
      signal(signal: NodeJS.Signals, afterMs: number) {
        clock += afterMs;
        handle(signal);
      },
    };
  }

  it('stops cleanly on the first Ctrl-C and quits at once on a second one', () => {
    const run = handler();
    run.signal('SIGINT', 0);
    expect(run.calls).toEqual(['stop SIGINT']);
    run.signal('SIGINT', SAME_INTERRUPT_MS * 4);
    expect(run.calls).toEqual(['stop SIGINT', 'quit SIGINT']);
  });

  it("takes the launcher's forwarded copy of the same Ctrl-C for that Ctrl-C", () => {
    const run = handler();
    run.signal('SIGINT', 0);
    run.signal('SIGINT', 1);
    expect(run.calls).toEqual(['stop SIGINT']);
    // The next press, and its own forwarded copy.
    run.signal('SIGINT', SAME_INTERRUPT_MS * 4);
    run.signal('SIGINT', 1);
    expect(run.calls).toEqual(['stop SIGINT', 'quit SIGINT']);
  });

  it('quits on a SIGTERM sent after a Ctrl-C', () => {
    const run = handler();
    run.signal('SIGINT', 0);
    run.signal('SIGTERM', SAME_INTERRUPT_MS);
    expect(run.calls).toEqual(['stop SIGINT', 'quit SIGTERM']);
  });
});
