import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createFilterStage, type FilterStageOptions } from './filter.stage.js';

const BASE = {
  url: 'http://www.sciencedirect.com/science/article/pii/S1',
  domain: 'www.sciencedirect.com',
  timestamp: '1354230790',
};
const DEFAULTS: FilterStageOptions = {
  filterStatus: true,
  filterRedirects: true,
  forceParser: false,
};

async function verdict(fields: Record<string, string>, options: Partial<FilterStageOptions> = {}) {
  const run = await runStage(createFilterStage({ ...DEFAULTS, ...options }), [[makeEvent(fields)]]);
  const [event] = run.passed;
  if (event) {
    return event.granted ? 'kept' : 'denied';
  }
  return run.rejected[0]?.category;
}

describe('filter stage', () => {
  it.each([
    [{ ...BASE, status: '200' }, {}, 'kept'],
    [{ ...BASE, status: '304' }, {}, 'kept'],
    [{ ...BASE }, {}, 'kept'],
    [{ ...BASE, status: '401' }, {}, 'denied'],
    [{ ...BASE, status: '403' }, {}, 'denied'],
    [{ ...BASE, status: '302' }, {}, 'filtered-ecs'],
    [{ ...BASE, status: '302' }, { filterRedirects: false }, 'kept'],
    [{ ...BASE, status: '500' }, {}, 'filtered-ecs'],
    [{ ...BASE, status: '500' }, { filterStatus: false }, 'kept'],
    [{ ...BASE, status: '403' }, { filterStatus: false }, 'kept'],
    [{ ...BASE, status: '206' }, { filterStatus: ['206', '403'] }, 'kept'],
    [{ ...BASE, status: '403' }, { filterStatus: ['206', '403'] }, 'kept'],
    [{ ...BASE, status: '200' }, { filterStatus: ['206', '403'] }, 'filtered-ecs'],
    [{ ...BASE, url: 'http://x.org/a/style.CSS?v=1' }, {}, 'filtered-ecs'],
    [{ ...BASE, url: 'http://x.org/favicon.ico' }, {}, 'filtered-ecs'],
    [{ ...BASE, url: 'http://x.org/app.js' }, {}, 'filtered-ecs'],
    [{ ...BASE, url: 'http://x.org/app.js.min' }, {}, 'filtered-ecs'],
    [{ ...BASE, url: 'http://x.org/app.json' }, {}, 'kept'],
    [{ domain: 'x.org', timestamp: '1' }, {}, 'filtered-ecs'],
    [{ url: 'http://x.org/', domain: 'x.org' }, {}, 'filtered-ecs'],
    [{ url: '/relative/path', timestamp: '1' }, {}, 'filtered-ecs'],
    [{ url: '/relative/path', timestamp: '1' }, { forceParser: true }, 'kept'],
  ])('%j with %j is %s', async (fields, options, expected) => {
    expect(await verdict(fields, options)).toBe(expected);
  });
});
