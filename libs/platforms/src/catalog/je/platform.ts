import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'je',
  longName: 'JurisEdit',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c727b85407771d089e0a36',
  status: 'beta',
  domains: ['www.jurisedit.com'],
  rules: [
    {
      path: /^\/membres\/destination\/fichier\.php$/i,
      query: { fich: /^(?<id>[A-Z0-9]+)\.html?$/i },
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
