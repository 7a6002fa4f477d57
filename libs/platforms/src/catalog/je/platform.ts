import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'je',
  longName: 'JurisEdit',
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
