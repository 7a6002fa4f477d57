import { compute, definePlatform } from '../../rules/index.js';
import type { RuleContext } from '../../rules/index.js';

function param(ctx: RuleContext, name: string): string {
  const value = ctx.url.query[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export default definePlatform({
  name: 'biocyc',
  longName: 'biocyc',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61a5f7c98f8607788de389dc',
  status: 'beta',
  domains: ['biocyc.org'],
  rules: [
    // Object pages of an organism database: the object, then its organism and chromosome when
    // given (empty parts kept, so the id always has three parts).
    {
      path: /^\/[^/]+\/NEW-IMAGE$/i,
      query: { object: true },
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        unitid: compute((ctx) =>
          ['object', 'orgids', 'chromosome'].map((name) => param(ctx, name)).join('/'),
        ),
      },
    },
  ],
});
