import { lookup } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';

/** An Elsevier PII as written on Health Advance sites: S0741-5214(18)32556-4, issues S…(19)X0007-5. */
export const HEALTH_ADVANCE_PII =
  '(?<pii>S[0-9]{4}-[0-9]{3}[0-9X]\\([0-9]{2}\\)[0-9X][0-9]{4}-[0-9X])';

/** Variants among Elsevier "Health Advance" society-journal sites (jaacap.org, jvascsurg.org, jvir.org …). */
export interface HealthAdvanceOptions {
  /** Fields added to every page addressed by a PII (e.g. `{ pii: '{pii}' }`); unitid is always the PII. */
  piiFields?: Fields;
  /** Fields added to issue tables of contents `/issue/<PII>` (default: piiFields). */
  issueFields?: Fields;
}

// /article/<PII>/<view> → rtype, mime.
const VIEW_RTYPE = {
  abstract: 'ABS',
  fulltext: 'ARTICLE',
  pdf: 'ARTICLE',
  ppt: 'IMAGE',
  addons: 'SUPPL',
  references: 'RECORD_VIEW',
};
const VIEW_MIME = { pdf: 'PDF', ppt: 'MISC' };

/**
 * The Health Advance grammar: `/article/<PII>/{abstract,fulltext,pdf,ppt,addons}`,
 * `/issue/<PII>`, `/action/doSearch`, and media attachments `/cms/[<DOI>/]attachment/<uuid>/<file>.mp4`.
 */
export function healthAdvanceRules(options: HealthAdvanceOptions = {}): Rule[] {
  const piiFields = options.piiFields ?? {};
  return [
    {
      path: new RegExp(
        `^/article/${HEALTH_ADVANCE_PII}/(?<view>${Object.keys(VIEW_RTYPE).join('|')})$`,
        'i',
      ),
      fields: {
        rtype: lookup('{view}', VIEW_RTYPE),
        mime: lookup('{view}', VIEW_MIME, 'HTML'),
        unitid: '{pii}',
        ...piiFields,
      },
    },
    {
      path: new RegExp(`^/issue/${HEALTH_ADVANCE_PII}$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        unitid: '{pii}',
        ...(options.issueFields ?? piiFields),
      },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/cms\/(?:(?<doi>10\.[0-9]{4,9}\/[^/]+)\/)?attachment\/(?<uuid>[0-9a-f-]{36})\/[^/]+\.(?:mp4|mov|avi)$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', doi: '{doi}', unitid: '{uuid}' },
    },
  ];
}
