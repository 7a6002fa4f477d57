/** Header names offered in the advanced rows, by category (reference §3.4). */
export const HEADER_SUGGESTIONS: readonly { group: string; names: readonly string[] }[] = [
  { group: 'Encoding', names: ['Response-Encoding', 'Request-Charset', 'Response-Charset'] },
  {
    group: 'Format',
    names: [
      'Accept',
      'Log-Format-ezproxy',
      'Log-Format-apache',
      'Log-Format-squid',
      'Date-Format',
      'Output-Fields',
      'Output-Timezone',
      'Max-Parse-Attempts',
    ],
  },
  { group: 'Extraction', names: ['Extract'] },
  {
    group: 'Deduplication',
    names: [
      'Double-Click-Removal',
      'Double-Click-HTML',
      'Double-Click-PDF',
      'Double-Click-MISC',
      'Double-Click-MIXED',
      'Double-Click-Strategy',
      'Double-Click-C-Field',
      'Double-Click-L-Field',
      'Double-Click-I-Field',
      // Sillage: COUNTER R5.1 counting (`r51`), which also writes counter.json for the COUNTER view.
      'COUNTER-Mode',
    ],
  },
  {
    group: 'Other',
    names: [
      'Traces-Level',
      'Reject-Files',
      'Clean-Only',
      'Force-Parser',
      'Geoip',
      'Crypting-Salt',
      'ezPAARSE-Job-Notifications',
      'ezPAARSE-Predefined-Settings',
      'ezPAARSE-Filter-Redirects',
      'ezPAARSE-Filter-Status',
      'Disable-Filters',
      'Force-ECField-Publisher',
      'ezPAARSE-Middlewares',
      'ezPAARSE-Enrich',
    ],
  },
];
