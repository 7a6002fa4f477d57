import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// Same host as `arc`, described by an older reference parser: the DOI is unitid and title_id.
export default definePlatform({
  name: 'aiaa',
  longName: 'American Institute of Aeronautics and Astronautics',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b343fb26bc3ddd5854955',
  status: 'beta',
  domains: ['arc.aiaa.org'],
  rules: atyponRules({ unitid: 'doi', doiFields: { doi: undefined, title_id: '{doi}' } }),
});
