import { definePlatform } from '../../rules/index.js';

// TODO(#10): move to the dspace family.
export default definePlatform({
  name: 'sam',
  longName: 'Sam',
  publisherName: 'Sciences Arts et Métiers ParisTech : Archive Ouverte',
  status: 'stable',
  domains: ['sam.ensam.eu'],
  rules: [
    {
      path: /^\/bitstream\/handle\/(?<handle>[0-9]+\/[0-9]+)\/(?<file>[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{handle}', unitid: '{file}' },
    },
    {
      path: /^\/handle\/(?<handle>[0-9]+\/[0-9]+)\/discover$/i,
      fields: { rtype: 'QUERY', mime: 'HTML', title_id: '{handle}', unitid: '{handle}' },
    },
    {
      path: /^\/handle\/(?<handle>[0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{handle}', unitid: '{handle}' },
    },
  ],
});
