import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createQualifierStage } from './qualifier.stage.js';

describe('qualifier stage', () => {
  it.each([
    [{ rtype: 'ARTICLE', mime: 'PDF' }, true],
    [{ rtype: 'ARTICLE' }, false],
    [{ mime: 'HTML' }, false],
    [{ title_id: 'x' }, true],
    [{ unitid: 'x' }, true],
    [{ db_id: 'x' }, true],
    [{ doi: '', rtype: 'TOC' }, false],
    [{ platform: 'sd', url: 'http://x' }, false],
  ])('%j qualified: %s', async (fields, qualified) => {
    const run = await runStage(createQualifierStage(), [[makeEvent(fields)]]);
    expect(run.passed.length === 1).toBe(qualified);
    expect(run.rejected.map((r) => r.category)).toEqual(qualified ? [] : ['unqualified-ecs']);
  });

  it('uses the configured rid codes', async () => {
    const run = await runStage(createQualifierStage(['isbn']), [
      [makeEvent({ isbn: '1' }), makeEvent({ doi: 'x' })],
    ]);
    expect(run.passed).toHaveLength(1);
  });
});
