import { lwwMultimediaRules } from '../../rules/families/lww-multimedia.family.js';
import { definePlatform } from '../../rules/index.js';

// Same LWW multimedia platform as Bates' Visual Guide (bvg).
export default definePlatform({
  name: 'acland',
  longName: "Acland's Video Atlas of Human Anatomy",
  docUrl: 'http://analyses.ezpaarse.org/platforms/58ef620d737439f28e01fa28',
  status: 'beta',
  domains: ['aclandanatomy.com', 'www.aclandanatomy.com', 'es.aclandanatomy.com'],
  rules: [
    ...lwwMultimediaRules({ categoryParam: 'categoryid', playerParam: 'multimediaId' }),
    {
      path: /^\/atozresults\.aspx$/i,
      query: { resourceindex: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{q.displayname}' },
    },
  ],
});
