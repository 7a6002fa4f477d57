import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'skill',
  longName: 'Skilleos',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c85377fe18665d3b0efeaa',
  status: 'beta',
  domains: ['skilleos.com', 'moncompte.skilleos.com'],
  rules: [
    {
      path: /^(?:\/[a-z]{2})?\/cours\/(?<id>[0-9]+(?:\/section\/[0-9]+(?:\/chapitre\/[0-9]+)?)?)\/?$/i,
      fields: { mime: 'HTML', unitid: '{id}' },
    },
  ],
});
