import { omekaClassicRules } from '../../rules/families/omeka.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// Each hosted collection is named by its host's first label, after its last dash (ccj-corea → corea).
const collectionOfHost = extract('{url.hostname}', /^(?:[a-z0-9]+-)*(?<name>[a-z0-9]+)\./i, 'name');

export default definePlatform({
  name: 'omeka',
  longName: 'OMEKA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/616434ce345e318144ad4f96',
  status: 'beta',
  domains: [
    'statest.hiscant.univ-lorraine.fr',
    'amiaf-imaf.cnrs.fr',
    'architoul-msh-toulouse.cnrs.fr',
    'cenhtor-msh-lorraine.cnrs.fr',
    'pacea-collections.inist.fr',
    'paleorient.cnrs.fr',
    'kaleidomed-mmsh.cnrs.fr',
    'revcoleurop.cnrs.fr',
    'image.hiscant.univ-lorraine.fr',
    'ccj-corea.cnrs.fr',
  ],
  rules: omekaClassicRules({ siteFields: { publisher_name: collectionOfHost } }),
});
