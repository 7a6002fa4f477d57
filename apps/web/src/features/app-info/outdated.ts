import { type RepositoryName, type RepositoryStatus } from '@sillage/shared-types';

/** Spec §9: a beta build is one whose version is not plain `x.y.z`. */
export function isBetaVersion(version: string | undefined): boolean {
  return version !== undefined && !/^\d+\.\d+\.\d+$/.test(version);
}

/** True when an update of the repository is available (`from-head` says `outdated`). */
export function isRepositoryOutdated(status: RepositoryStatus | undefined): boolean {
  return status?.['from-head'] === 'outdated';
}

/** The app compares with the latest commit on a beta build, with the latest tag otherwise. */
export function isAppOutdated(status: RepositoryStatus | undefined): boolean {
  if (!status) {
    return false;
  }
  const field = isBetaVersion(status.current) ? 'from-head' : 'from-tag';
  return status[field] === 'outdated';
}

/** The "Updates" entry alerts when middlewares, resources or the app can be updated. */
export function hasGeneralUpdates(
  statuses: Partial<Record<RepositoryName, RepositoryStatus>>,
): boolean {
  return (
    isRepositoryOutdated(statuses.middlewares) ||
    isRepositoryOutdated(statuses.resources) ||
    isAppOutdated(statuses.app)
  );
}
