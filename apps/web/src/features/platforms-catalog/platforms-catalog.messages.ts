import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the community platforms catalog: top-bar chip and admin platforms page. */
export const platformsCatalogMessages = defineMessages({
  title: { id: 'platformsCatalog.title', defaultMessage: 'Platforms catalog' },
  chipLabel: {
    id: 'platformsCatalog.chipLabel',
    defaultMessage: 'State of the platforms catalog',
  },
  chipFetching: {
    id: 'platformsCatalog.chipFetching',
    defaultMessage: 'Platforms catalog: {progress}%',
  },
  chipFailed: {
    id: 'platformsCatalog.chipFailed',
    defaultMessage: 'Platforms catalog unavailable',
  },
  chipNative: { id: 'platformsCatalog.chipNative', defaultMessage: 'Built-in platform rules' },
  fetching: {
    id: 'platformsCatalog.fetching',
    defaultMessage:
      'The community platforms catalog is being fetched ({phase}, {progress}%). Until it is there, platforms are recognised by the built-in rules.',
  },
  failed: {
    id: 'platformsCatalog.failed',
    defaultMessage:
      'The community platforms catalog could not be fetched: {reason}. Platforms are recognised by the built-in rules only, and every job report says so.',
  },
  disabled: {
    id: 'platformsCatalog.disabled',
    defaultMessage:
      'Fetching the community platforms catalog is turned off and no platforms pack is configured: platforms are recognised by the built-in rules only, and every job report says so.',
  },
  notConfigured: {
    id: 'platformsCatalog.notConfigured',
    defaultMessage:
      'The community platforms catalog has not been fetched yet: platforms are recognised by the built-in rules only.',
  },
  /** `known` says which of version and date the server gave: both, version, date or none. */
  ready: {
    id: 'platformsCatalog.ready',
    defaultMessage:
      'Platforms are recognised by the community catalog{known, select, both {, version {version} of {date}} version {, version {version}} date {, dated {date}} other {, of an unknown version}}.',
  },
  readyConfigured: {
    id: 'platformsCatalog.readyConfigured',
    defaultMessage:
      'Platforms are recognised by the configured pack{known, select, both {, version {version} of {date}} version {, version {version}} date {, dated {date}} other {, of an unknown version}}.',
  },
  repository: {
    id: 'platformsCatalog.repository',
    defaultMessage: 'Repository {repository}, branch {branch}',
  },
  fetchAgain: { id: 'platformsCatalog.fetchAgain', defaultMessage: 'Fetch again' },
  verificationFailedTitle: {
    id: 'platformsCatalog.verificationFailedTitle',
    defaultMessage: 'The check of the built-in rules failed',
  },
  verificationFailed: {
    id: 'platformsCatalog.verificationFailed',
    defaultMessage:
      'The built-in rules could not be checked against this pack version ({at}): {reason}. Meanwhile the pack serves every platform; the check does not run again until you ask for it or the pack changes.',
  },
  verifyAgain: { id: 'platformsCatalog.verifyAgain', defaultMessage: 'Check again' },
  brokenPlatforms: {
    id: 'platformsCatalog.brokenPlatforms',
    defaultMessage:
      '{count, plural, one {This platform of the pack has} other {These # platforms of the pack have}} a manifest but no readable parser.js, and {count, plural, one {is} other {are}} skipped (the built-in rules of the same name serve, when there are some): {names}.',
  },
  unusablePlatforms: {
    id: 'platformsCatalog.unusablePlatforms',
    defaultMessage:
      '{count, plural, one {This platform of the pack is} other {These # platforms of the pack are}} skipped, {count, plural, one {its manifest.json cannot} other {their manifest.json cannot}} be used (the built-in rules of the same name serve, when there are some):',
  },
  unusablePlatform: {
    id: 'platformsCatalog.unusablePlatform',
    defaultMessage: '{folder}: {reason}',
  },
  phaseConnecting: { id: 'platformsCatalog.phase.connecting', defaultMessage: 'connecting' },
  phaseReceiving: { id: 'platformsCatalog.phase.receiving', defaultMessage: 'downloading' },
  phaseResolving: { id: 'platformsCatalog.phase.resolving', defaultMessage: 'unpacking' },
  phaseCheckout: { id: 'platformsCatalog.phase.checkout', defaultMessage: 'writing the files' },
});
