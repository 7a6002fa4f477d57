import { InputLines } from './input-lines.js';

describe('InputLines', () => {
  it('maps job line numbers back to each input, runs of inputs interleaved', () => {
    const lines = new InputLines();
    lines.enter(0, 0); // lines 1-1000 from input 0
    lines.enter(1, 1000); // 1001-1500 from input 1
    lines.enter(0, 1500); // 1501-1600 from input 0 again
    lines.enter(0, 1600); // same input, same run
    lines.enter(1, 1600);
    expect(lines.locate(1)).toEqual({ input: 0, line: 1 });
    expect(lines.locate(1000)).toEqual({ input: 0, line: 1000 });
    expect(lines.locate(1001)).toEqual({ input: 1, line: 1 });
    expect(lines.locate(1500)).toEqual({ input: 1, line: 500 });
    expect(lines.locate(1501)).toEqual({ input: 0, line: 1001 });
    expect(lines.locate(1600)).toEqual({ input: 0, line: 1100 });
    expect(lines.locate(1601)).toEqual({ input: 1, line: 501 });
  });

  it('knows nothing before the first input is read', () => {
    expect(new InputLines().locate(1)).toBeUndefined();
  });
});
