import { definePlatform } from '../../rules/index.js';
import istex from '../istex/platform.js';

// The reference's panist parser is ISTEX's, served from the Panist API host: same rules.
export default definePlatform({
  name: 'panist',
  longName: 'Panist',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5693866ef4ffd342ddddd76f',
  status: 'stable',
  domains: ['api.panist.fr'],
  rules: istex.rules,
  ...(istex.analyze === undefined ? {} : { analyze: istex.analyze }),
});
