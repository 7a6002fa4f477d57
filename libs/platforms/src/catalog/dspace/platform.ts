import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dspace',
  longName: 'Irevues - Dspace',
  publisherName: 'I-Revues',
  status: 'stable',
  domains: ['irevues.inist.fr', 'documents.irevues.inist.fr'],
  rules: [
    // DSpace bitstreams: /bitstream/handle/<prefix>/<item>/<file>.pdf.
    {
      path: /^\/bitstream\/handle\/[0-9]+\/(?<item>[0-9]+)\/(?<file>[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{item}', unitid: '{file}' },
    },
  ],
});
