/**
 * The fields of one consultation event, as one object per event whose common fields are declared
 * up front.
 *
 * Why: an event collects forty to sixty fields on its way through the chain (parsed, recognised,
 * knowledge-base, geolocation, stamps…). Added one by one under computed names, they push a plain
 * object into V8's dictionary mode, whose hash table is rebuilt as it grows: about 4 KB per event
 * and the largest share of the garbage collector's work. With the common fields declared (unset,
 * `undefined`), every event shares one compact shape and stages only overwrite slots. A field
 * outside this list is still added the ordinary way.
 *
 * Consequences for readers: an unset field reads `undefined` as before, but it is an own
 * property; code that enumerates an event's fields must skip `undefined` values (JSON.stringify
 * does). Members of JSON output follow this order for the common fields (it is the order in which
 * the chain usually sets them), then the others in the order they were set.
 */
export function createEventFields(): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    // Parsed from the line, then completed (url, domain, dates).
    host: undefined,
    identd: undefined,
    login: undefined,
    datetime: undefined,
    url: undefined,
    status: undefined,
    size: undefined,
    domain: undefined,
    timestamp: undefined,
    date: undefined,
    robot: undefined,
    // Platform recognition.
    platform: undefined,
    platform_name: undefined,
    publisher_name: undefined,
    rtype: undefined,
    mime: undefined,
    doi: undefined,
    db_id: undefined,
    pii: undefined,
    unitid: undefined,
    title_id: undefined,
    vol: undefined,
    issue: undefined,
    first_page: undefined,
    last_page: undefined,
    publication_date: undefined,
    print_identifier: undefined,
    online_identifier: undefined,
    publication_title: undefined,
    // Knowledge bases (the KBART columns not listed above).
    date_first_issue_online: undefined,
    num_first_vol_online: undefined,
    num_first_issue_online: undefined,
    date_last_issue_online: undefined,
    num_last_vol_online: undefined,
    num_last_issue_online: undefined,
    title_url: undefined,
    first_author: undefined,
    embargo_info: undefined,
    coverage_depth: undefined,
    notes: undefined,
    publication_type: undefined,
    date_monograph_published_print: undefined,
    date_monograph_published_online: undefined,
    monograph_volume: undefined,
    monograph_edition: undefined,
    first_editor: undefined,
    parent_publication_title_id: undefined,
    preceding_publication_title_id: undefined,
    access_type: undefined,
    // Geolocation, campus, output.
    'geoip-host': undefined,
    'geoip-country': undefined,
    'geoip-region': undefined,
    'geoip-city': undefined,
    'geoip-latitude': undefined,
    'geoip-longitude': undefined,
    'geoip-coordinates': undefined,
    on_campus: undefined,
    log_id: undefined,
  };
  return fields as Record<string, string>;
}

/** A plain copy of the fields that are set (the unset common fields left out). */
export function setFieldsOf(
  fields: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const name in fields) {
    const value = fields[name];
    if (value !== undefined) {
      copy[name] = value;
    }
  }
  return copy;
}
