import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+))';

export default definePlatform({
  name: 'nejm',
  longName: 'NEJM - New England Journal of Medicine',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54661c786b26769a088b3ba4',
  publisherName: 'NEJM Group',
  status: 'beta',
  domains: ['www.nejm.org', 'catalyst.nejm.org'],
  rules: [
    // Audio summaries and files: ABS in MP3.
    {
      path: new RegExp(`^/doi/(?:audio|do_file)/${DOI}(?:/[^/]+\\.mp3)?$`, 'i'),
      fields: doiItem('ABS', 'MP3'),
    },
    {
      path: /^\/action\/showIssueAudio$/i,
      query: { a: /^(?<issue>.+?)(?:\.summary\.mp3)?$/i, doi: /^(?<doi>10\..+)$/ },
      fields: { rtype: 'ABS', mime: 'MP3', doi: '{doi}', unitid: '{issue}' },
    },
    {
      path: /^\/action\/showIssueAudio$/i,
      query: { a: /^(?<issue>.+?)(?:\.summary\.mp3)?$/i },
      fields: { rtype: 'ABS', mime: 'MP3', unitid: '{issue}' },
    },
    {
      path: new RegExp(
        `^/doi/suppl/${DOI}/suppl_file/(?<file>[^/]+)\\.(?<ext>pdf|docx?|xlsx?|zip)$`,
        'i',
      ),
      fields: { rtype: 'SUPPL', mime: 'PDF', doi: '{doi}', unitid: '{file}' },
    },
    {
      path: new RegExp(`^/doi/ref/${DOI}$`, 'i'),
      fields: doiItem('RECORD_VIEW', 'HTML'),
    },
    {
      path: /^\/action\/showPowerPoint$/i,
      query: { doi: new RegExp(`^${DOI}$`, 'i') },
      fields: doiItem('RECORD_VIEW', 'HTML'),
    },
    ...atyponRules(),
  ],
});
