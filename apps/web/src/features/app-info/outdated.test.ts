import type { RepositoryStatus } from '@sillage/shared-types';
import { hasGeneralUpdates, isRepositoryOutdated } from './outdated.js';

// A stable build (x.y.z) on its latest tag, with commits on the branch since: nothing to update
// for it (its Update button is off), though `from-head` says outdated.
const STABLE_LATEST: RepositoryStatus = {
  'is-git-repo': true,
  current: '1.0.0',
  tag: '1.0.0',
  head: '1.0.0-2-gabc1234',
  'from-head': 'outdated',
  'from-tag': 'uptodate',
};
const OUTDATED: RepositoryStatus = { 'is-git-repo': true, current: 'abc', 'from-head': 'outdated' };

describe('what can be updated', () => {
  it('reads a pack from the head of its branch', () => {
    expect(isRepositoryOutdated('platforms', OUTDATED)).toBe(true);
    expect(isRepositoryOutdated('platforms', undefined)).toBe(false);
  });

  // The middlewares ship with the software (their status is the app's): "Update available"
  // there, and the drawer's alert, follow the software's own rule.
  it('reads the middlewares as the software, by its latest tag on a stable build', () => {
    expect(isRepositoryOutdated('middlewares', STABLE_LATEST)).toBe(false);
    expect(isRepositoryOutdated('middlewares', { ...STABLE_LATEST, 'from-tag': 'outdated' })).toBe(
      true,
    );
    expect(hasGeneralUpdates({ middlewares: STABLE_LATEST, app: STABLE_LATEST })).toBe(false);
  });

  it('alerts for every repository of the updates page, the exclusions included', () => {
    expect(hasGeneralUpdates({ exclusions: OUTDATED })).toBe(true);
    expect(hasGeneralUpdates({ resources: OUTDATED })).toBe(true);
    expect(hasGeneralUpdates({})).toBe(false);
  });
});
