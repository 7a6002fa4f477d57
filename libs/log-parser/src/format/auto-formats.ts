import type { ProxyType } from './proxy-type.js';

/** A format tried by auto-detection when no `Log-Format-*` header is given. */
export interface AutoFormat {
  readonly proxy: ProxyType;
  readonly format: string;
  readonly label: string;
}

/**
 * A BiblioPAM column that may be quoted: a quoted value may hold commas (`"Elsevier, Science
 * Direct"`), as the reference's patterns allow, a bare one ends at the next comma; the capture's
 * surrounding quotes are not part of its value (compile-log-format).
 */
const quoted = (name: string) => `%{${name}}<(?:"[^"]*"|[^",]*)>`;

/** The columns every BiblioPAM export starts with: time, address, size, resource, URL, status. */
const BIBLIOPAM_HEAD = `%{timestamp}<[0-9]+>,%h,%b,${quoted('ress-name')},%U,%>s`;

/**
 * The built-in candidates, in the order they are tried (the reference's auto-formats). BiblioPAM
 * exports come in the two layouts the reference knows, which name the same columns (content
 * type, profile, user id, session: each becomes an output field, as in the reference), then a
 * looser one for other sites' exports, which keeps the first six columns.
 */
export const AUTO_FORMATS: readonly AutoFormat[] = [
  { proxy: 'ezproxy', label: 'EZproxy default', format: '%h %l %u %t "%r" %s %b' },
  { proxy: 'apache', label: 'Apache common', format: '%h %l %u %t "%r" %>s %b' },
  {
    proxy: 'apache',
    label: 'Apache combined',
    format: '%h %l %u %t "%r" %>s %b "%{referer}<[^ "]+>" "%{user-agent}<[^"]+>"',
  },
  {
    proxy: 'apache',
    label: 'BiblioPAM (comma-separated)',
    format: `${BIBLIOPAM_HEAD},${quoted('mt')},${quoted('profil')},%{uid}<[a-zA-Z0-9]*>,%{session-id}<[a-zA-Z0-9]*>`,
  },
  {
    proxy: 'apache',
    label: 'BiblioPAM (comma-separated, two profiles)',
    format: `${BIBLIOPAM_HEAD},${quoted('mt')},${quoted('profil1')},%{uid}<[a-zA-Z0-9]*>,%{session-id}<[a-zA-Z0-9]*>,${quoted('profil2')}`,
  },
  {
    proxy: 'apache',
    label: 'BiblioPAM (comma-separated, other columns)',
    format: '%{timestamp}<[0-9]+>,%h,%b,%{ress-name}<"[^"]*"|[^,]*>,%U,%>s,%<.*>',
  },
  {
    proxy: 'squid',
    label: 'Squid native',
    format: '%ts.%03tu %6tr %>a %Ss/%03>Hs %<st %rm %ru %[un %Sh/%<a %mt',
  },
  {
    proxy: 'squid',
    label: 'Squid common',
    format: '%>a %[ui %[un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st %Ss:%Sh',
  },
];
