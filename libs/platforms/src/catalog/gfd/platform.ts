import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'gfd',
  longName: 'Global Financial Data',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fcea02f2290a24e19987f36',
  status: 'beta',
  domains: ['finaeon.globalfinancialdata.com'],
  rules: [
    // Exported files are named <user>_Download_<timestamp>_csv.csv; the user name is not kept.
    {
      path: /^\/AutoTrac\/Download$/i,
      query: { file: /(?<file>Download_[^/]+\.csv)$/i },
      fields: { rtype: 'DATASET', mime: 'CSV', unitid: '{file}' },
    },
    {
      path: /^\/AutoTrac\/DownloadWorkbook[0-9]*$/i,
      fields: { rtype: 'DATASET', mime: 'XLS', unitid: 'Excel-Download' },
    },
  ],
});
