// Hosts the reference adds to lc from the title_url column of its PKB file (manifest "pkb-domains"),
// listed here as facts (first-seen order).
export const LC_PKB_DOMAINS: readonly string[] = [
  'jgs.lyellcollection.org',
  'pg.lyellcollection.org',
  'pygs.lyellcollection.org',
  'qjegh.lyellcollection.org',
  'sjg.lyellcollection.org',
  'geea.lyellcollection.org',
  'trngl.lyellcollection.org',
  'trned.lyellcollection.org',
  'trn.lyellcollection.org',
  'jm.lyellcollection.org',
  'pgc.lyellcollection.org',
  'mem.lyellcollection.org',
  'egsp.lyellcollection.org',
  'sp.lyellcollection.org',
];
