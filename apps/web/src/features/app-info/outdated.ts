import { isBetaVersion, type RepositoryName, type RepositoryStatus } from '@sillage/shared-types';

/**
 * True when an update of the repository is available: `from-head` says `outdated` for a pack;
 * the middlewares ship with the software (their status is the app's, ADR 0021), so they follow
 * its rule, or a stable build on its latest tag would show an update no button can apply.
 */
export function isRepositoryOutdated(
  repository: RepositoryName,
  status: RepositoryStatus | undefined,
): boolean {
  if (repository === 'middlewares' || repository === 'app') {
    return isAppOutdated(status);
  }
  return status?.['from-head'] === 'outdated';
}

/**
 * What a repository's version is compared with, as the status says it: `from-head` for a pack;
 * for the software (and the middlewares, which ship with it) `from-head` on a beta build and
 * `from-tag` on a stable one. Undefined when the status cannot tell (no remote).
 */
export function comparisonOf(
  repository: RepositoryName,
  status: RepositoryStatus,
): RepositoryStatus['from-head'] | RepositoryStatus['from-tag'] {
  if (repository === 'middlewares' || repository === 'app') {
    return isBetaVersion(status.current) ? status['from-head'] : status['from-tag'];
  }
  return status['from-head'];
}

/** The app compares with the latest commit on a beta build, with the latest tag otherwise. */
export function isAppOutdated(status: RepositoryStatus | undefined): boolean {
  if (!status) {
    return false;
  }
  const field = isBetaVersion(status.current) ? 'from-head' : 'from-tag';
  return status[field] === 'outdated';
}

/** The "Updates" entry alerts when the middlewares, resources, exclusions or software can be updated. */
export function hasGeneralUpdates(
  statuses: Partial<Record<RepositoryName, RepositoryStatus>>,
): boolean {
  return (
    isRepositoryOutdated('middlewares', statuses.middlewares) ||
    isRepositoryOutdated('resources', statuses.resources) ||
    isRepositoryOutdated('exclusions', statuses.exclusions) ||
    isAppOutdated(statuses.app)
  );
}
