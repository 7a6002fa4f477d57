import { silverchairRules } from '../../rules/families/silverchair.family.js';
import { compute, definePlatform } from '../../rules/index.js';

// The site a page belongs to, as the reference names it in db_id and publisher_name.
const SITE_OF_HOST: readonly (readonly [RegExp, string])[] = [
  [/(?:^|\.)dukeupress\.edu$/, 'dukeupress'],
  [/^watermark\.silverchair\.com$/, 'watermark'],
  [/(?:^|\.)asmedigitalcollection\.asme\.org$/, 'asmedigitalcollection'],
  [/(?:^|\.)jamanetwork\.com$/, 'jama'],
  [/(?:^|\.)oup\.com$/, 'oup'],
  [/(?:^|\.)geoscienceworld\.org$/, 'gsw'],
  [/(?:^|\.)aacrjournals\.org$/, 'aacrjournals'],
  [/(?:^|\.)ashpublications\.org$/, 'ashpublications'],
  [/(?:^|\.)portlandpress\.com$/, 'portlandpress'],
  [/(?:^|\.)spie\.org$/, 'spie'],
];
const site = compute(
  (ctx) => SITE_OF_HOST.find(([host]) => host.test(ctx.url.hostname ?? ''))?.[1],
);

export default definePlatform({
  name: 'silverchair',
  longName: 'silverchair',
  docUrl: 'http://analyses.ezpaarse.org/platforms/57fb57bc94980fc7c97ac721',
  status: 'beta',
  domains: [
    'www.asmedigitalcollection.asme.org',
    'asmedigitalcollection.asme.org',
    'turbomachinery.asmedigitalcollection.asme.org',
    'www.spie.org',
    'books.publications.chestnet.org',
    'jamanetwork.com',
    'academic.oup.com',
    'oup.silverchair-cdn.com',
    'gsw.silverchair-cdn.com',
    'pubs.geoscienceworld.org',
    'ammin.geoscienceworld.org',
    'bulletin.geoscienceworld.org',
    'rmg.geoscienceworld.org',
    'econgeol.geoscienceworld.org',
    'paleobiol.geoscienceworld.org',
    'ashpublications.org',
    'portlandpress.com',
    'watermark.silverchair.com',
    'read.dukeupress.edu',
    'aacrjournals.org',
  ],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'pkb-domain',
  rules: [...silverchairRules({ siteFields: { db_id: site, publisher_name: site } })],
});
