import fc from 'fast-check';
import { JOB_STATUS_CODES, parseJobSettings } from '@sillage/shared-types';

/** Header names the parser reads, in random case, plus arbitrary ones. */
const KNOWN = [
  'accept', 'clean-only', 'content-encoding', 'counter-mode', 'crypted-fields',
  'crypting-algorithm', 'crypting-salt', 'date-format', 'disable-filters', 'double-click-removal',
  'double-click-strategy', 'ezpaarse-enrich', 'ezpaarse-filter-status',
  'ezpaarse-job-notifications', 'ezpaarse-middlewares', 'ezpaarse-predefined-settings',
  'filter-platforms', 'force-ecfield-publisher', 'force-parser', 'ignored-domains',
  'ignored-hosts', 'output-fields', 'output-timezone', 'input-timezone', 'reject-files', 'request-charset',
  'response-charset', 'response-encoding', 'traces-level', 'extract', 'log-format-ezproxy',
  'log-format-apache', 'log-format-squid', 'max-parse-attempts', 'alerts-activation-threshold',
  'double-click-mime', 'double-click-html', 'double-click-pdf', 'double-click-misc',
]; // prettier-ignore

const name = fc.oneof(
  fc
    .constantFrom(...KNOWN)
    .chain((known) => fc.boolean().map((upper) => (upper ? known.toUpperCase() : known))),
  fc.string({ minLength: 1, maxLength: 30 }),
);
const value = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', ',', '+a,-b', 'mail<x@y>', '/(a+)+$/', 'a => /(/ => b', '9'.repeat(400)),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
);

describe('parseJobSettings on hostile headers', () => {
  it('answers settings or a known status code for any header set, never throws', () => {
    fc.assert(
      fc.property(fc.dictionary(name, value, { maxKeys: 12 }), (headers) => {
        const result = parseJobSettings(headers);
        if (!result.ok) {
          expect(Object.keys(JOB_STATUS_CODES)).toContain(String(result.failure.status));
          expect(result.failure.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('copes with 10 000 headers', () => {
    const headers: Record<string, string> = {};
    for (let index = 0; index < 10_000; index += 1) {
      headers[`x-filler-${index}`] = 'v'.repeat(index % 50);
    }
    headers['Output-Fields'] = '+a,-b';
    const result = parseJobSettings(headers);
    expect(result.ok).toBe(true);
  });
});
