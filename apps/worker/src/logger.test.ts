import { createWorkerLogger } from './logger.js';

function captured(level: Parameters<typeof createWorkerLogger>[0]) {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createWorkerLogger(
    level,
    { write: (text: string) => out.push(text) },
    { write: (text: string) => err.push(text) },
  );
  logger.info('claimed');
  logger.warn('slow');
  logger.error('failed');
  return { out, err };
}

describe('createWorkerLogger', () => {
  it('writes info to standard output and the rest to standard error at the default level', () => {
    const { out, err } = captured('info');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z info: claimed\n$/);
    expect(err.map((text) => text.replace(/^\S+ /, ''))).toEqual([
      'warn: slow\n',
      'error: failed\n',
    ]);
  });

  it.each([
    ['warn', 0, 2],
    ['error', 0, 1],
    ['silent', 0, 0],
    ['debug', 1, 2],
  ] as const)('LOG_LEVEL=%s keeps %d info and %d other lines', (level, info, others) => {
    const { out, err } = captured(level);
    expect(out).toHaveLength(info);
    expect(err).toHaveLength(others);
  });
});
