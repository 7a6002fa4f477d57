import type { MailLocale, RejectKey } from '@sillage/shared-types';

/**
 * Each reject counter of a report (REJECT_KEYS) in the mail's language: the words of the web
 * report page (its `report.rejects.<key>` messages), so the mail and the page name a reject alike.
 */
export const REJECT_LABELS: Record<MailLocale, Record<RejectKey, string>> = {
  fr: {
    'nb-lines-ignored': 'Lignes ignorées',
    'nb-lines-unknown-formats': 'Formats inconnus',
    'nb-lines-ignored-domains': 'Domaines ignorés',
    'nb-lines-unknown-domains': 'Domaines inconnus',
    'nb-lines-unqualified-ecs': 'Événements non qualifiés',
    'nb-lines-duplicate-ecs': 'Événements en double',
    'nb-lines-unordered-ecs': 'Événements désordonnés',
    'nb-lines-ignored-hosts': 'Hôtes ignorés',
    'nb-lines-robots-ecs': 'Robots',
    'nb-lines-filtered-ecs': 'Événements filtrés',
    'nb-lines-unknown-errors': 'Erreurs inconnues',
    'nb-denied-ecs': 'Accès refusés',
  },
  en: {
    'nb-lines-ignored': 'Ignored lines',
    'nb-lines-unknown-formats': 'Unknown formats',
    'nb-lines-ignored-domains': 'Ignored domains',
    'nb-lines-unknown-domains': 'Unknown domains',
    'nb-lines-unqualified-ecs': 'Unqualified events',
    'nb-lines-duplicate-ecs': 'Duplicate events',
    'nb-lines-unordered-ecs': 'Unordered events',
    'nb-lines-ignored-hosts': 'Ignored hosts',
    'nb-lines-robots-ecs': 'Robots',
    'nb-lines-filtered-ecs': 'Filtered events',
    'nb-lines-unknown-errors': 'Unknown errors',
    'nb-denied-ecs': 'Denied accesses',
  },
};
