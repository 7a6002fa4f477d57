import type { ProxyType } from './proxy-type.js';

/** A format tried by auto-detection when no `Log-Format-*` header is given. */
export interface AutoFormat {
  readonly proxy: ProxyType;
  readonly format: string;
  readonly label: string;
}

/**
 * The built-in candidates, in the order they are tried (the reference's auto-formats). The
 * comma-separated BiblioPAM variant is modelled on the BiblioPAM predefined settings.
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
    format: '%{epoch}<[0-9]+>,%h,%b,%{ress-name}<"[^"]*"|[^,]*>,%U,%>s,%<.*>',
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
