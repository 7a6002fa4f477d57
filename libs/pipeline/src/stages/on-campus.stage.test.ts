import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createOnCampusStage } from './on-campus.stage.js';

describe('on-campus stage', () => {
  it('sets on_campus from the matcher and counts on- and off-campus accesses', async () => {
    const matcher = {
      match: (ip: string) =>
        ip.startsWith('192.168.') ? 'Y' : ip === '8.8.8.8' ? 'lab' : undefined,
    };
    const run = await runStage(createOnCampusStage(matcher), [
      [
        makeEvent({ host: '192.168.1.1' }),
        makeEvent({ host: '8.8.8.8' }),
        makeEvent({ host: '1.1.1.1' }),
        makeEvent({}),
      ],
    ]);
    expect(run.passed.map((event) => event.fields.on_campus)).toEqual(['Y', 'lab', 'N', 'N']);
    expect(Object.fromEntries(run.counters)).toEqual({
      'on-campus-accesses': 2,
      'off-campus-accesses': 2,
    });
  });
});
