import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'udndata',
  longName: 'UDN Data',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a4236260bf20e7026587cf6',
  status: 'beta',
  domains: ['udndata.com'],
  rules: [
    {
      path: /^\/ndapp\/KnoBase\/[a-z]+\/searchDoc$/i,
      query: { origid: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/ndapp\/fpStory\/[a-z]+\/fullPageView$/i,
      query: { volume: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/ndapp\/udntag\/fpp\/FpStory$/i,
      query: { news_id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/ndapp\/fp\/[0-9]{4}\/udntag\/recordBehavior\.jsp$/i,
      query: { GROUP_ID: /^(?<group>[0-9]+)$/, SERVICE_ID: /^(?<service>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'MISC', title_id: '{group}', unitid: '{service}' },
    },
  ],
});
