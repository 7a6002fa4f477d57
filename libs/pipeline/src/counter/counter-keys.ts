/**
 * COUNTER R5.1 keys of an event (counter.md §2.2–2.3): user identity, session, item, title, and
 * the metric family of its rtype (§2.8, the ezMESURE `counterize` mapping).
 */
type Fields = Readonly<Record<string, string | undefined>>;

/** rtypes of books and reference works, the only ones counted in Unique_Title_*. */
export const BOOK_RTYPES: ReadonlySet<string> = new Set([
  'BOOK',
  'BOOK_SECTION',
  'BOOK_CHAPTER',
  'BOOK_PAGE',
  'BOOK_CHAPTERS_BUNDLE',
  'ENCYCLOPAEDIA_ENTRY',
]);
/**
 * rtypes that retrieve the content itself (Requests, hence also Investigations): ezMESURE's
 * ARTICLE, BOOK and BOOK_SECTION, plus the other book and reference-work content rtypes parsers
 * give (an encyclopaedia entry, a book page or chapter): without them a platform such as
 * Universalis, whose every consultation is an ENCYCLOPAEDIA_ENTRY, counted nothing at all. Also
 * the full content of R5.1's other data types (theses and dissertations, reports, datasets), a
 * bundle of articles and a full text read in a citation database (ADR 0070).
 */
export const REQUEST_RTYPES: ReadonlySet<string> = new Set([
  'ARTICLE',
  ...BOOK_RTYPES,
  'PHD_THESIS',
  'MD_THESIS',
  'MASTER_THESIS',
  'MD_MEMOIRE',
  'HABILITATION_THESIS',
  'REPORT',
  'WORKING_PAPER',
  'DATASET',
  'ARTICLES_BUNDLE',
  'FULL_TEXT_USE',
]);
/** rtypes that are Investigations only. */
export const INVESTIGATION_RTYPES: ReadonlySet<string> = new Set([
  'PREVIEW',
  'ABS',
  'REF',
  'OPENURL',
  'LINK',
]);

const ISBN = /^(?:97[89])?\d{9}[\dX]$/i;
const ISSN = /^\d{4}-?\d{3}[\dX]$/i;

function present(value: string | undefined): string | undefined {
  return value === undefined || value === '' || value === '-' ? undefined : value;
}

/**
 * The fields that identify a user, as the job names them (`Double-Click-C-Field`, `-L-Field`,
 * `-I-Field`, as for the reference's deduplication): a log that calls its session `sid` or its
 * user `uid` is counted by them, not by its IP.
 */
export interface CounterIdentityFields {
  /** The logged session id (default `session`; EZproxy's `ezproxy-session` is read too). */
  session: string;
  /** The logged user name (default `login`). */
  login: string;
  /** The client address (default `host`). */
  host: string;
}

export const DEFAULT_IDENTITY_FIELDS: CounterIdentityFields = {
  session: 'session',
  login: 'login',
  host: 'host',
};

/** The logged session id (the session field, else EZproxy's `ezproxy-session`), if any. */
export function readSessionId(
  fields: Fields,
  names: CounterIdentityFields = DEFAULT_IDENTITY_FIELDS,
): string | undefined {
  return present(fields[names.session]) ?? present(fields['ezproxy-session']);
}

/**
 * The logged user agent, if the format captured one: `user-agent` (the combined auto-format),
 * `user_agent`, or `User-Agent` as Apache's combined LogFormat names it (`"%{User-Agent}i"`).
 */
export function readUserAgent(fields: Fields): string | undefined {
  // USER_AGENT_FIELDS in order, spelled out: this runs for every event.
  return fields['user-agent'] ?? fields.user_agent ?? fields['User-Agent'];
}

/** The names a log format gives the user agent (see {@link readUserAgent}). */
const USER_AGENT_FIELDS: readonly string[] = ['user-agent', 'user_agent', 'User-Agent'];

/** Whether a log format with these fields captures a user agent. */
export function capturesUserAgent(logFields: readonly string[]): boolean {
  return logFields.some((name) => USER_AGENT_FIELDS.includes(name));
}

/**
 * The most reliable identity available (§2.2): username, else session id, else IP + user agent;
 * prefixed by its kind so a login never collides with a session id.
 */
export function identifyUser(
  fields: Fields,
  names: CounterIdentityFields = DEFAULT_IDENTITY_FIELDS,
): string {
  const login = present(fields[names.login]);
  if (login !== undefined) {
    return `login:${login}`;
  }
  const session = readSessionId(fields, names);
  if (session !== undefined) {
    return `session:${session}`;
  }
  return `ip:${fields[names.host] ?? ''}|${present(readUserAgent(fields)) ?? '-'}`;
}

/**
 * The COUNTER session of an event (§2.3): `<session id>|<date>` when a session id is logged,
 * otherwise the surrogate `<user>|<date>|<hour>` where user is the login or `IP|user-agent`
 * (COUNTER's example: `192.1.1.168|Mozilla/5.0|2024-06-15|13`). Date and hour come from the
 * event's `datetime`, i.e. in the job's Output-Timezone.
 */
export function computeSessionKey(
  fields: Fields,
  names: CounterIdentityFields = DEFAULT_IDENTITY_FIELDS,
): string {
  const datetime = fields.datetime ?? '';
  const date = fields.date ?? datetime.slice(0, 10);
  const session = readSessionId(fields, names);
  if (session !== undefined) {
    return `${session}|${date}`;
  }
  const user =
    present(fields[names.login]) ??
    `${fields[names.host] ?? ''}|${present(readUserAgent(fields)) ?? '-'}`;
  return `${user}|${date}|${datetime.slice(11, 13)}`;
}

/**
 * An ISBN that opens a DOI's suffix (`10.1007/978-3-642-45082-2_1`, a chapter of that book, or
 * the book's own DOI): publishers that mint chapter DOIs from the book's ISBN (Springer, Palgrave,
 * Brill…) name the book in every chapter.
 */
const ISBN_IN_DOI = /^10\.\d{4,9}\/(97[89](?:-?\d){9}-?[\dX])(?![\dX-]*\d)/i;

function isbnInDoi(doi: string | undefined): string | undefined {
  return doi === undefined ? undefined : ISBN_IN_DOI.exec(doi)?.[1];
}

/**
 * The title of an event: print, else online identifier, else title_id, else its title, else the
 * ISBN its DOI opens with.
 */
export function computeTitleKey(fields: Fields): string | undefined {
  return (
    present(fields.print_identifier) ??
    present(fields.online_identifier) ??
    present(fields.title_id) ??
    present(fields.publication_title) ??
    isbnInDoi(present(fields.doi)) ??
    isbnInDoi(present(fields.unitid))
  );
}

/**
 * The item regardless of format (§2.3): its item-level id (`unitid`, else `doi`); a book whose
 * segments cannot be identified counts as one segment (its title, R5.1); anything else without
 * an id is its URL, since its title would make every article of a journal one item.
 */
export function computeItemKey(fields: Fields): string {
  const id = present(fields.unitid) ?? present(fields.doi);
  if (id !== undefined) {
    return `id:${id}`;
  }
  const title = isBookTitle(fields) ? computeTitleKey(fields) : undefined;
  return title === undefined ? `url:${fields.url ?? ''}` : `title:${title}`;
}

/** True for books and reference works: a book rtype, or an ISBN as title identifier. */
export function isBookTitle(fields: Fields): boolean {
  if (BOOK_RTYPES.has(fields.rtype ?? '')) {
    return true;
  }
  const id = present(fields.print_identifier) ?? present(fields.online_identifier);
  return id !== undefined && ISBN.test(id.replace(/-/g, ''));
}

/** `Book`, `Journal` (an ISSN) or `Other`, for the report rows. */
export function classifyDataType(fields: Fields): 'Book' | 'Journal' | 'Other' {
  if (isBookTitle(fields)) {
    return 'Book';
  }
  const id = present(fields.print_identifier) ?? present(fields.online_identifier);
  return id !== undefined && ISSN.test(id) ? 'Journal' : 'Other';
}

/** What an rtype counts as: a request (also an investigation), an investigation, or nothing. */
export function classifyActivity(
  rtype: string | undefined,
): 'request' | 'investigation' | undefined {
  if (rtype === undefined) {
    return undefined;
  }
  if (REQUEST_RTYPES.has(rtype)) {
    return 'request';
  }
  return INVESTIGATION_RTYPES.has(rtype) ? 'investigation' : undefined;
}
