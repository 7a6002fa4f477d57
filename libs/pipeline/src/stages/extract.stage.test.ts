import { parseExtractExpression } from '@sillage/shared-types';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createExtractStage } from './extract.stage.js';

async function extract(expression: string, fields: Record<string, string>) {
  const parsed = parseExtractExpression(expression);
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  const stage = createExtractStage(parsed.value);
  const run = await runStage(stage, [[makeEvent(fields)]]);
  return { fields: run.passed[0]?.fields, columns: stage.outputFields };
}

describe('extract stage (cut)', () => {
  it.each([
    [
      'login => /^(\\w+)\\w_\\w(\\w+)$/i => firstname,lastname',
      { firstname: 'THEODOR', lastname: 'CCLURE' },
    ],
    [
      'login => split(/[od_]+/i) => first,second,third',
      { first: 'THE', second: 'RE', third: 'MCCLURE' },
    ],
    ['login => split(_) => firstname,lastname', { firstname: 'THEODORE', lastname: 'MCCLURE' }],
  ])('%s', async (expression, expected) => {
    const { fields, columns } = await extract(expression, { login: 'THEODORE_MCCLURE' });
    expect(fields).toMatchObject(expected);
    expect(columns).toEqual(Object.keys(expected));
  });

  it('leaves events without the source field or without a match untouched', async () => {
    expect((await extract('login => /^(\\d+)$/ => n', { login: 'abc' })).fields).toEqual({
      login: 'abc',
    });
    expect((await extract('login => split(_) => a', { host: 'h' })).fields).toEqual({ host: 'h' });
  });
});
