import { TRACE_LEVELS, type TraceLevel } from '@sillage/shared-types';
import { createTraceLogger } from './trace-logger.js';

const AT = new Date('2024-05-01T10:00:00.000Z');

function linesAt(level: TraceLevel): string[] {
  const lines: string[] = [];
  const trace = createTraceLogger(
    level,
    (line) => lines.push(line),
    () => AT,
  );
  for (const candidate of TRACE_LEVELS) {
    trace.log(candidate, `a ${candidate} message`);
  }
  return lines;
}

describe('createTraceLogger', () => {
  it.each([
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['info', ['error', 'warn', 'info']],
    ['verbose', ['error', 'warn', 'info', 'verbose']],
    ['debug', ['error', 'warn', 'info', 'verbose', 'debug']],
    ['silly', ['error', 'warn', 'info', 'verbose', 'debug', 'silly']],
  ] as [TraceLevel, TraceLevel[]][])('at %s writes only %j, as winston', (level, kept) => {
    expect(linesAt(level)).toEqual(
      kept.map((name) => `2024-05-01T10:00:00.000Z ${name}: a ${name} message\n`),
    );
  });

  it('tells callers which levels are on, so costly messages are not built', () => {
    const trace = createTraceLogger('warn', () => undefined);
    expect(trace.enabled('error')).toBe(true);
    expect(trace.enabled('warn')).toBe(true);
    expect(trace.enabled('info')).toBe(false);
    expect(trace.enabled('silly')).toBe(false);
  });
});
