import { definePlatform } from '../../rules/index.js';

// The Iris application keeps its state in the hash: #doc=tlg&aid=<author>&wid=<work>.
export default definePlatform({
  name: 'tlg',
  longName: 'Thesaurus Linguae Graecae',
  docUrl: 'http://analyses.ezpaarse.org/platforms/56fd3cd815ae306636c96da9',
  status: 'beta',
  domains: ['stephanus.tlg.uci.edu'],
  rules: [
    {
      path: /^\/Iris\/inst\/browser\.jsp$/i,
      hash: /^#doc=(?<doc>[a-z]+)&aid=(?<aid>[0-9]+)&wid=(?<wid>[0-9]+)/i,
      fields: { rtype: 'RECORD', mime: 'HTML', pii: '{doc}', title_id: '{aid}', unitid: '{wid}' },
    },
    { path: /^\/Iris\/inst\/[a-z]*search\.jsp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
