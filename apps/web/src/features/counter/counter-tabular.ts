import { neutraliseFormula, type CounterReport } from '@sillage/shared-types';
import {
  COUNTER_VIEWS,
  lastDayOf,
  partialCoverage,
  type CounterTable,
  type CounterTableRow,
} from './counter-data.js';

/**
 * What each view is called in a COUNTER R5.1 tabular header. The title views are not the
 * TR_B1/TR_J1 Standard Views (those keep Controlled access only, and proxy logs cannot tell
 * Access_Type): they are the Title Report with the Standard View's Data_Type and metrics.
 */
const HEADERS = {
  pr: { name: 'Platform Report', id: 'PR', dataType: undefined },
  tr_b1: { name: 'Title Report', id: 'TR', dataType: 'Book' },
  tr_j1: { name: 'Title Report', id: 'TR', dataType: 'Journal' },
  denials: { name: 'Title Report', id: 'TR', dataType: undefined },
} as const;

/** Not words to translate: the system named in Created_By. */
const CREATED_BY = 'Sillage';
/** COUNTER's exception (Appendix F) for a report without usage. */
const NO_USAGE = '3030: No Usage Available for Requested Dates';
/** COUNTER's exception for a report holding only part of its period's usage. */
const PARTIAL_DATA = '3040: Partial Data Returned';
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']; // prettier-ignore

const ISBN = /^(?:97[89])?\d{9}[\dX]$/i;

/** `2012-11` → `Nov-2012`, COUNTER's Mmm-yyyy month heading. */
function monthHeading(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? String(number)}-${String(year)}`;
}

/** `Begin_Date=2012-11-01; End_Date=2012-12-31`, or '' when the job read no dated line. */
function reportingPeriod(months: readonly string[]): string {
  const [first, last] = [months[0], months[months.length - 1]];
  if (first === undefined || last === undefined) {
    return '';
  }
  return `Begin_Date=${first}-01; End_Date=${lastDayOf(last)}`;
}

/** Exception 3040 when the logs read do not cover the period whole (see partialCoverage). */
function partialPeriod(months: readonly string[], report: CounterReport): string | undefined {
  const covered = partialCoverage(months, report);
  return covered === undefined
    ? undefined
    : `${PARTIAL_DATA} (the logs read cover ${covered.from} to ${covered.to} only)`;
}

/** One TSV cell: tabs and line breaks cannot be quoted in TSV, so they become spaces. */
function tsvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** A title row's print/online identifiers, sorted into COUNTER's ISBN, Print_ISSN, Online_ISSN. */
function identifierColumns(row: CounterTableRow): [string, string, string] {
  const isIsbn = (id: string) => id !== '' && ISBN.test(id.replace(/-/g, ''));
  const isbn = [row.printIdentifier, row.onlineIdentifier].find(isIsbn) ?? '';
  return [
    isbn,
    isIsbn(row.printIdentifier) ? '' : row.printIdentifier,
    isIsbn(row.onlineIdentifier) ? '' : row.onlineIdentifier,
  ];
}

/** The library the usage is counted for (the server's SILLAGE_INSTITUTION_NAME / _ID). */
export interface CounterInstitution {
  name?: string | undefined;
  id?: string | undefined;
}

/**
 * A COUNTER table as a COUNTER R5.1 tabular report (TSV, which COUNTER requires with Excel): the
 * 13 header rows (Report_Name … Registry_Record), a blank row, then the body with R5.1's column headings
 * in R5.1's order. Publisher, DOI and URI are not in counter.json and stay empty, and so does the
 * institution when the server names none; an empty table still has its header, with exception 3030,
 * and a period the logs do not wholly cover has exception 3040.
 */
export function counterTableToTsv(
  table: CounterTable,
  report: CounterReport,
  institution: CounterInstitution = {},
): string {
  const definition = COUNTER_VIEWS[table.view];
  const header = HEADERS[table.view];
  const filters = [
    ...(header.dataType === undefined ? [] : [`Data_Type=${header.dataType}`]),
    'Access_Method=Regular',
  ];
  const head: [string, string][] = [
    ['Report_Name', header.name],
    ['Report_ID', header.id],
    ['Release', '5.1'],
    ['Institution_Name', institution.name ?? ''],
    ['Institution_ID', institution.id ?? ''],
    ['Metric_Types', definition.metrics.join('; ')],
    ['Report_Filters', filters.join('; ')],
    ['Report_Attributes', definition.byTitle ? 'Attributes_To_Show=Data_Type' : ''],
    [
      'Exceptions',
      [table.rows.length === 0 ? NO_USAGE : undefined, partialPeriod(table.months, report)]
        .filter((exception) => exception !== undefined)
        .join('; '),
    ],
    ['Reporting_Period', reportingPeriod(table.months)],
    ['Created', report.created.replace(/\.\d+Z$/, 'Z')],
    ['Created_By', CREATED_BY],
    ['Registry_Record', ''],
  ];
  const columns = definition.byTitle
    ? ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Data_Type'] // prettier-ignore
    : ['Platform'];
  const lines = [
    ...head.map((cells) => cells.map(tsvCell).join('\t')),
    '',
    [...columns, 'Metric_Type', 'Reporting_Period_Total', ...table.months.map(monthHeading)].join(
      '\t',
    ),
  ];
  for (const row of table.rows) {
    const item = definition.byTitle
      ? [
          row.title,
          '',
          '',
          row.platform,
          '',
          // R5.1's Proprietary_ID is `namespace:value`: the platform's own id of the title.
          row.titleId === '' ? '' : `${row.platform}:${row.titleId}`,
          ...identifierColumns(row),
          '',
          row.dataType,
        ]
      : [row.platform];
    const usage = table.months.map((month) => row.byMonth[month] ?? 0);
    lines.push([...item, row.metric, row.total, ...usage].map(tsvCell).join('\t'));
  }
  return `${lines.join('\r\n')}\r\n`;
}
