import { definePlatform } from '../../rules/index.js';
import istex from '../istex/platform.js';

// The reference's panist parser is ISTEX's, served from the Panist API host: same rules.
export default definePlatform({
  name: 'panist',
  longName: 'Panist',
  status: 'stable',
  domains: ['api.panist.fr'],
  rules: istex.rules,
  ...(istex.analyze === undefined ? {} : { analyze: istex.analyze }),
});
