import type { Random } from './seeded-random.js';

const digit = (random: Random) => String(random.int(10));

function digits(count: number, random: Random): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += digit(random);
  }
  return out;
}

/** Check character of the first 7 digits of an ISSN (mod 11, X for 10). */
export function issnCheck(seven: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    sum += Number(seven.charAt(i)) * (8 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Check digit of the first 12 digits of an ISBN-13 (weights 1, 3). */
export function isbn13Check(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(twelve.charAt(i)) * (i % 2 === 0 ? 1 : 3);
  }
  return String((10 - (sum % 10)) % 10);
}

/** Check character of the first 9 digits of an ISBN-10 (mod 11, X for 10). */
export function isbn10Check(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    sum += Number(nine.charAt(i)) * (10 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function newIssn(random: Random): string {
  const seven = digits(7, random);
  return seven + issnCheck(seven);
}

// Replaces the digits of `pattern` (hyphens kept where they were) with `fresh`, in order.
function refill(pattern: string, fresh: string): string {
  let next = 0;
  return pattern.replace(/[0-9Xx]/g, () => fresh.charAt(next++));
}

// Bounded by anything but a digit (`_769.pdf` ends an ISBN: `\b` would not see it).
const DOI = /(?<![0-9])10\.([0-9]{4,9})(\/|%2F)([^/?&#\s;]+)/gi;
const ISBN13 = /(?<![0-9])97[89](?:-?[0-9]){10}(?![0-9])/g;
const ISSN = /(?<![0-9])[0-9]{4}-[0-9]{3}[0-9Xx](?![0-9])/g;
const PII = /(?<![A-Za-z0-9])S[0-9]{4}-?[0-9]{3}[0-9Xx]\(?[0-9]{2}\)?[0-9]{5}-?[0-9Xx](?![0-9])/g;
const ISBN10 = /(?<![0-9])[0-9]{9}[0-9Xx](?![0-9])/g;

function reshapeNumbered(text: string, random: Random): string {
  return (
    text
      // S + ISSN + year and item digits + a check character.
      .replace(PII, (pii) => refill(pii, newIssn(random) + digits(8, random)))
      .replace(ISBN13, (isbn) => {
        const twelve = `97${isbn.charAt(2)}${digits(9, random)}`;
        return refill(isbn, twelve + isbn13Check(twelve));
      })
      .replace(ISSN, (issn) => refill(issn, newIssn(random)))
      .replace(ISBN10, (isbn) => {
        if (isbn10Check(isbn.slice(0, 9)) !== isbn.charAt(9).toUpperCase()) {
          return isbn;
        }
        const nine = digits(9, random);
        return nine + isbn10Check(nine);
      })
  );
}

const hasNumbered = (text: string) =>
  [PII, ISBN13, ISSN].some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });

/**
 * `text` with its DOIs, ISBNs, ISSNs and ScienceDirect PIIs replaced by others of the same shape
 * whose check digits are right (a parser may validate them). Ten digits count as an ISBN-10 only
 * when their check digit already holds. A DOI gets a new prefix; its suffix keeps the new ISBN
 * or ISSN it holds, or gets new digits.
 */
export function reshapeIdentifiers(text: string, random: Random): string {
  return reshapeNumbered(text, random).replace(
    DOI,
    (_all, prefix: string, slash: string, suffix: string) =>
      `10.${digits(prefix.length, random)}${slash}${
        hasNumbered(suffix) ? suffix : suffix.replace(/[0-9]/g, () => digit(random))
      }`,
  );
}
