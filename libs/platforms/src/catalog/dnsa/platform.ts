import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dnsa',
  longName: 'Digital National Security Archive',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a94101e393a5f030446bb0',
  publisherName: 'National Security Archive',
  status: 'stable',
  domains: ['nsarchive.chadwyck.com'],
  rules: [
    // /nsa/documents/<collection>/<number>/all.pdf: the document id is collection + number.
    {
      path: /^\/nsa\/documents\/(?<collection>[a-z]+)\/(?<number>[0-9]+)\/[^/]+\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{collection}{number}',
        unitid: '{collection}{number}',
      },
    },
    {
      path: /^\/cat\/displayItemImages\.do$/i,
      query: { ItemID: /^(?<item>[a-z0-9]+)$/i, ResultsID: /^(?<results>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{item}', unitid: '{results}' },
    },
    {
      path: /^\/markedList\/displayDownloadRecord\.do$/i,
      query: { ItemID: /^(?<item>[a-z0-9]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'MISC', title_id: '{item}', unitid: '{item}' },
    },
  ],
});
