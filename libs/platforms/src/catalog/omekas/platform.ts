import { omekaSRules } from '../../rules/families/omeka.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'omekas',
  longName: 'Omekas',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61bb401edab08c58308f1a01',
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
    'animal-representation.cnrs.fr',
    'corpus-visuels-invisu.inist.fr',
  ],
  rules: omekaSRules(),
});
