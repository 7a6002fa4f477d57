import { definePlatform, titleToc } from '../../rules/index.js';

// TODO(#10): move to the ojs family (Open Journal Systems: /index.php/<journal>/{issue,article}/…).
const OJS = '^(?:/[a-z]+)?/index\\.php/[a-z0-9_-]+';

export default definePlatform({
  name: 'ethndis',
  longName: 'Ethnicity & Disease',
  status: 'beta',
  domains: ['www.ethndis.org', 'ethndis.org'],
  rules: [
    {
      path: new RegExp(`${OJS}/issue/(?:view/)?(?<id>archive|[0-9]+)/?$`, 'i'),
      fields: titleToc('{id}'),
    },
    {
      path: new RegExp(`${OJS}/article/view/(?<id>[0-9]+)/?$`, 'i'),
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: new RegExp(`${OJS}/article/(?:download|view)/(?<id>[0-9]+/[0-9]+)/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
