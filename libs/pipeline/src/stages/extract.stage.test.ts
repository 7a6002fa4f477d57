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

  // The reference reused one `g` regex from line to line, so every other line lost its values.
  it('reads every line from its start with a g or y regex', async () => {
    for (const flags of ['g', 'y', 'gi']) {
      const parsed = parseExtractExpression(`login => /^([a-z]+)_([a-z]+)$/${flags} => a,b`);
      if (!parsed.ok) {
        throw new Error(parsed.failure.message);
      }
      const logins = ['ada_byron', 'alan_turing', 'grace_hopper'];
      const run = await runStage(createExtractStage(parsed.value), [
        logins.map((login) => makeEvent({ login: flags === 'gi' ? login.toUpperCase() : login })),
      ]);
      expect(run.passed.map((event) => event.fields.b?.toLowerCase())).toEqual([
        'byron',
        'turing',
        'hopper',
      ]);
    }
  });
});
