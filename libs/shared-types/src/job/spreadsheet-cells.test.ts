import { parseJobSettings } from './parse-job-settings.js';
import { isFormulaLike, neutraliseFormula } from './spreadsheet-cells.js';

describe('spreadsheet formula cells', () => {
  it.each(['=1+1', '+A1', '-A1', '@SUM(A1)', '\t=1', '\r=1', '-1+2', '+', '='])(
    'prefixes %j',
    (value) => {
      expect(isFormulaLike(value)).toBe(true);
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['-12.5', '+3', '-1e-3', '-', '0034-5678', 'title = x', ''])('keeps %j', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('reads CSV-Raw-Values (false by default), and refuses a value that is not a boolean', () => {
    const settingsOf = (headers: Record<string, string>) => {
      const result = parseJobSettings(headers);
      if (!result.ok) {
        throw new Error(result.failure.message);
      }
      return result.settings;
    };
    expect(settingsOf({}).csvRawValues).toBe(false);
    expect(settingsOf({ 'CSV-Raw-Values': 'true' }).csvRawValues).toBe(true);
    expect(parseJobSettings({ 'CSV-Raw-Values': 'maybe' }).ok).toBe(false);
  });
});
