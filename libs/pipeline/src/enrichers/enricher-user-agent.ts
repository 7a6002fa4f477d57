/** What the default enricher `User-Agent` is made of (each part left out when unknown). */
export interface EnricherIdentity {
  /** The running release (`Sillage/<version>`). */
  softwareVersion?: string;
  /** Where the instance is (SILLAGE_PUBLIC_URL): a service's operators can see who calls. */
  siteUrl?: string;
  /** Address a service may write to about our traffic (SILLAGE_ENRICHER_CONTACT). */
  contact?: string;
}

/**
 * `Sillage/<version> (+<url>; mailto:<contact>)`, the shape Crossref's etiquette asks for (its
 * "polite" pool serves callers that name their software and a contact); without it Node sent
 * `node`, which says nothing about who calls.
 */
export function defaultEnricherUserAgent(identity: EnricherIdentity): string {
  const { softwareVersion, siteUrl, contact } = identity;
  const product = softwareVersion ? `Sillage/${softwareVersion}` : 'Sillage';
  const details = [...(siteUrl ? [`+${siteUrl}`] : []), ...(contact ? [`mailto:${contact}`] : [])];
  return details.length === 0 ? product : `${product} (${details.join('; ')})`;
}

/** The instance's enricher `User-Agent`: the configured one, else the default. */
export function enricherUserAgentOf(identity: EnricherIdentity & { userAgent?: string }): string {
  return identity.userAgent ?? defaultEnricherUserAgent(identity);
}

/**
 * SILLAGE_ENRICHER_CONTACT read: an e-mail address (a leading `mailto:` is dropped), undefined
 * when unset; throws on anything else, which would break the `User-Agent`'s comment.
 */
export function parseEnricherContact(value: string | undefined): string | undefined {
  const contact = value?.trim().replace(/^mailto:/i, '');
  if (!contact) {
    return undefined;
  }
  if (!/^[^\s@()<>;,"]+@[^\s@()<>;,"]+\.[^\s@()<>;,"]+$/.test(contact)) {
    throw new Error(`not an e-mail address: ${contact}`);
  }
  return contact;
}

/**
 * The configured parts of the default `User-Agent` (SILLAGE_ENRICHER_CONTACT, SILLAGE_PUBLIC_URL
 * without its trailing slashes), as the api, the workers and `sillage process` pass them on.
 */
export function enricherIdentityOf(
  contact: string | undefined,
  siteUrl: string | undefined,
): Pick<EnricherIdentity, 'contact' | 'siteUrl'> {
  const address = parseEnricherContact(contact);
  const site = siteUrl?.trim().replace(/\/+$/, '');
  return { ...(address ? { contact: address } : {}), ...(site ? { siteUrl: site } : {}) };
}
