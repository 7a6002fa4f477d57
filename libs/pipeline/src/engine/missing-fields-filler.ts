/** Sets, on an event's fields, the values it lacks ("missing": unset or empty). */
export type MissingFieldsFiller = (fields: Record<string, string>) => void;

/** Distinct lists of names that get generated code; past this, fillers loop over the names. */
const GENERATED_SHAPES = 256;

type FillerFactory = (values: readonly string[]) => MissingFieldsFiller;

/**
 * Builds fillers for lists of `[name, value]` (the filled columns of a knowledge-base row),
 * sharing generated code between lists with the same names.
 *
 * Why generated: a loop reading and writing `fields[name]` for a dozen names per event makes
 * every access a megamorphic keyed one, which V8 cannot cache. Code naming each field as a
 * constant is cached per event shape, like the CSV row writer. Names reach the source only
 * through JSON.stringify, so none can inject code; values are closed over, never in the source.
 */
export class MissingFieldsFillers {
  private readonly factories = new Map<string, FillerFactory>();

  filler(columns: readonly (readonly [string, string])[]): MissingFieldsFiller {
    const names = columns.map(([name]) => name);
    const values = columns.map(([, value]) => value);
    const shape = names.join('\u0000');
    let factory = this.factories.get(shape);
    if (factory === undefined) {
      if (this.factories.size >= GENERATED_SHAPES) {
        return loopingFiller(names, values);
      }
      factory = generateFactory(names);
      this.factories.set(shape, factory);
    }
    return factory(values);
  }
}

function generateFactory(names: readonly string[]): FillerFactory {
  let body = 'return (fields) => {\nlet current;\n';
  names.forEach((name, index) => {
    const key = JSON.stringify(name);
    body += `current = fields[${key}];\n`;
    body += `if (current === undefined || current === '') fields[${key}] = values[${String(index)}];\n`;
  });
  body += '};';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from JSON-quoted names only
  return new Function('values', body) as FillerFactory;
}

function loopingFiller(names: readonly string[], values: readonly string[]): MissingFieldsFiller {
  return (fields) => {
    names.forEach((name, index) => {
      const current = fields[name];
      if (current === undefined || current === '') {
        fields[name] = values[index] ?? '';
      }
    });
  };
}
