import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// ASM DOIs: 10.1128/<JOURNAL>.<id>
export default definePlatform({
  name: 'asmb',
  longName: 'American Society for Microbiology',
  docUrl: 'http://analyses.ezpaarse.org/platforms/600acaaf0c437946bf0f037a',
  status: 'beta',
  domains: [
    'aac.asm.org',
    'aem.asm.org',
    'cmr.asm.org',
    'cvi.asm.org',
    'ec.asm.org',
    'iai.asm.org',
    'jb.asm.org',
    'jcm.asm.org',
    'jvi.asm.org',
    'mbio.asm.org',
    'mmbr.asm.org',
    'mra.asm.org',
    'mcb.asm.org',
    'msphere.asm.org',
    'www.asmscience.org',
    'journals.asm.org',
  ],
  rules: atyponRules({
    issueTocFields: { vol: undefined, issue: undefined },
    doiFields: { title_id: extract('{suffix}', /^[a-z]+(?=\.)/i) },
  }),
});
