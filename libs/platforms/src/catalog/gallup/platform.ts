import { definePlatform } from '../../rules/index.js';

const N = (name: string) => new RegExp(`^(?<${name}>[0-9]+)$`);

export default definePlatform({
  name: 'gallup',
  longName: 'Gallup Analytics',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['anayltics.gallup.com', 'gallup.com'],
  rules: [
    {
      path: /^\/Data\/GetMap[a-z]*Data$/i,
      query: { questionId: N('question'), regionId: N('region'), demoId: N('demo') },
      fields: {
        rtype: 'MAP',
        mime: 'HTML',
        title_id: '{question}/{region}/{demo}',
        unitid: '{question}/{region}/{demo}',
      },
    },
    { path: /^\/Profiles\/?$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
  ],
});
