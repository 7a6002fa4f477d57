import { createEventFields } from './event-fields.js';
import { MissingFieldsFillers } from './missing-fields-filler.js';

describe('MissingFieldsFillers', () => {
  it('sets only the fields an event lacks (unset or empty), keeping its own values', () => {
    const fillers = new MissingFieldsFillers();
    const fill = fillers.filler([
      ['publication_title', 'Acta'],
      ['print_identifier', '0001-0002'],
      ['title_url', 'https://example.org/acta'],
      ['custom column', 'x'],
    ]);
    const fields = Object.assign(createEventFields(), {
      print_identifier: '9999-9999',
      title_url: '',
    });
    fill(fields);
    expect(fields.publication_title).toBe('Acta');
    expect(fields.print_identifier).toBe('9999-9999');
    expect(fields.title_url).toBe('https://example.org/acta');
    expect(fields['custom column']).toBe('x');
  });

  it('gives rows of one shape their own values', () => {
    const fillers = new MissingFieldsFillers();
    const first = fillers.filler([['publication_title', 'A']]);
    const second = fillers.filler([['publication_title', 'B']]);
    const a: Record<string, string> = {};
    const b: Record<string, string> = {};
    first(a);
    second(b);
    expect([a.publication_title, b.publication_title]).toEqual(['A', 'B']);
  });

  it('takes names that look like code or like built-in properties as plain names', () => {
    const fillers = new MissingFieldsFillers();
    const names = ['"]; throw new Error("ran"); //', 'a\nb', '\\', 'constructor', '__proto__'];
    const fields: Record<string, string> = {};
    fillers.filler(names.map((name) => [name, 'v']))(fields);
    expect(fields['"]; throw new Error("ran"); //']).toBe('v');
    expect(fields['a\nb']).toBe('v');
    expect(fields['\\']).toBe('v');
    // Inherited, so not missing: left as they are, as a plain loop would.
    expect(Object.hasOwn(fields, 'constructor')).toBe(false);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('still fills rows past the shapes it generates code for', () => {
    const fillers = new MissingFieldsFillers();
    for (let shape = 0; shape < 300; shape += 1) {
      const fields: Record<string, string> = { keep: 'own', empty: '' };
      fillers.filler([
        [`column ${String(shape)}`, String(shape)],
        ['keep', 'row'],
        ['empty', 'row'],
      ])(fields);
      expect(fields).toEqual({
        keep: 'own',
        empty: 'row',
        [`column ${String(shape)}`]: String(shape),
      });
    }
  });
});
