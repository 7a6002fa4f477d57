import { lwwMultimediaRules } from '../../rules/families/lww-multimedia.family.js';
import { definePlatform } from '../../rules/index.js';

// Same LWW multimedia platform as Acland's Video Atlas (acland).

export default definePlatform({
  name: 'bvg',
  longName: 'Bates Visual Guide To Physical Examination',
  docUrl: 'http://ang.couperin.org/platforms/5acfe70f6fecc70fde4d028c',
  status: 'beta',
  domains: ['batesvisualguide.com'],
  rules: [
    {
      path: /^\/data\/multimedia\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/DocumentLibrary\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'TOC', mime: 'PDF', unitid: '{id}' },
    },
    ...lwwMultimediaRules({
      categoryParam: 'categoryId',
      playerParam: 'multimediaid',
      playerFields: { mime: 'MISC', title_id: '{id}' },
    }),
  ],
});
