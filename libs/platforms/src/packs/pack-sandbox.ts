import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import querystring from 'node:querystring';
import url from 'node:url';

// The reference contract is the legacy parser; WHATWG URL gives different pathnames and queries.
/* eslint-disable @typescript-eslint/no-deprecated */
import vm from 'node:vm';
import { ParserTimeoutError } from '../recognition/platform-parser.js';

// Our implementation of the reference's `.lib/parser.js` contract, evaluated inside the sandbox so
// the objects a pack sees (Parser, its prototype) belong to the sandbox realm.
const PARSER_CONTRACT_SOURCE = `(function (legacyParse) {
  function Parser(analyse) {
    this.analyse = typeof analyse === 'function' ? analyse : function () { return {}; };
    this.debug = false;
  }
  Parser.prototype.debugMode = function (on) { this.debug = on !== false; return this; };
  Parser.prototype.execute = function (ec) {
    var self = this;
    if (Array.isArray(ec)) { return ec.map(function (one) { return self.execute(one); }); }
    try {
      return self.analyse(legacyParse(decodeURIComponent(ec.url), true), ec);
    } catch (error) {
      if (self.debug) { throw error; }
      return {};
    }
  };
  return Parser;
})`;

const CALL_SOURCE = '__sillageCall.analyse(__sillageArgs[0], __sillageArgs[1])';
/**
 * Budget of one-time work: the parser contract and each module's top level. It runs once, so a
 * busy machine may stretch it far past one call's budget (a 50 ms budget failed a whole catalog
 * load in CI), yet a module stuck in a loop at load must still not hang the process.
 */
const LOAD_BUDGET_MS = 5_000;

/** Built-in modules real parsers require; everything else outside the pack folder is refused. */
const ALLOWED_BUILTINS: Readonly<Record<string, unknown>> = {
  url: { parse: url.parse, format: url.format, resolve: url.resolve },
  querystring,
  path: path.posix,
};

interface ModuleRecord {
  exports: unknown;
}

/** The `analyse(parsedUrl, ec)` side of a loaded pack parser. */
export interface PackModule {
  analyse: (parsedUrl: unknown, ec: unknown) => unknown;
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
  );
}

/**
 * One vm context per pack: CommonJS parsers run there with a tiny `require` and a time budget per
 * call. Not a security boundary (parsers receive host objects); it contains crashes and hangs.
 */
export class PackSandbox {
  private readonly context: vm.Context;
  private readonly parserClass: unknown;
  private readonly cache = new Map<string, ModuleRecord>();
  private readonly callScript = new vm.Script(CALL_SOURCE, { filename: 'sillage-pack-call.js' });

  constructor(
    private readonly root: string,
    private readonly timeBudgetMs: number,
  ) {
    const ignore = (): undefined => undefined;
    this.context = vm.createContext({ console: { log: ignore, error: ignore, warn: ignore } });
    const factory = this.run(new vm.Script(PARSER_CONTRACT_SOURCE), this.loadBudgetMs) as (
      parse: typeof url.parse,
    ) => unknown;
    this.parserClass = factory(url.parse);
  }

  /** Loads (once) a parser.js of the pack; throws when it fails to load or exports no `analyse`. */
  loadParser(file: string): PackModule {
    const loaded = this.requireFile(path.resolve(file));
    const candidate = loaded as Partial<PackModule> | null;
    if (candidate === null || typeof candidate.analyse !== 'function') {
      throw new Error(`${file} does not export a Parser`);
    }
    return candidate as PackModule;
  }

  /** Calls `analyse(parsedUrl, ec)` inside the sandbox under the time budget. */
  call(module: PackModule, parsedUrl: unknown, ec: unknown): unknown {
    const globals = this.context as Record<string, unknown>;
    globals.__sillageCall = module;
    globals.__sillageArgs = [parsedUrl, ec];
    try {
      return this.run(this.callScript);
    } finally {
      globals.__sillageCall = undefined;
      globals.__sillageArgs = undefined;
    }
  }

  private get loadBudgetMs(): number {
    return Math.max(this.timeBudgetMs, LOAD_BUDGET_MS);
  }

  private run(script: vm.Script, budgetMs = this.timeBudgetMs): unknown {
    try {
      return script.runInContext(this.context, { timeout: budgetMs });
    } catch (error) {
      if (isTimeout(error)) {
        throw new ParserTimeoutError(`parser ran past its ${budgetMs} ms budget`);
      }
      throw error;
    }
  }

  private requireFrom(dir: string): (specifier: string) => unknown {
    return (specifier: string) => {
      const bare = specifier.startsWith('node:') ? specifier.slice(5) : specifier;
      if (/^\.\.\/\.lib\/parser(\.js)?$/.test(bare)) {
        return this.parserClass;
      }
      if (bare in ALLOWED_BUILTINS) {
        return ALLOWED_BUILTINS[bare];
      }
      if (bare.startsWith('./') || bare.startsWith('../')) {
        return this.requireFile(path.resolve(dir, bare));
      }
      throw new Error(`module "${specifier}" is not available to pack parsers`);
    };
  }

  private requireFile(requested: string): unknown {
    const file = [requested, `${requested}.js`, `${requested}.json`].find((f) => existsSync(f));
    const relative = path.relative(this.root, file ?? requested);
    if (file === undefined || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`cannot load ${requested} from the pack`);
    }
    const cached = this.cache.get(file);
    if (cached !== undefined) {
      return cached.exports;
    }
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.json')) {
      const record = { exports: JSON.parse(source) as unknown };
      this.cache.set(file, record);
      return record.exports;
    }
    const record: ModuleRecord = { exports: {} };
    this.cache.set(file, record);
    const wrapper = new vm.Script(
      `(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!.*/, '')}\n})`,
      { filename: file },
    );
    const fn = this.run(wrapper, this.loadBudgetMs) as (...args: unknown[]) => void;
    const globals = this.context as Record<string, unknown>;
    globals.__sillageModule = {
      fn,
      args: [
        record.exports,
        this.requireFrom(path.dirname(file)),
        record,
        file,
        path.dirname(file),
      ],
    };
    try {
      this.run(
        new vm.Script('__sillageModule.fn.apply(__sillageModule.args[0], __sillageModule.args)'),
        this.loadBudgetMs,
      );
    } catch (error) {
      this.cache.delete(file);
      throw error;
    } finally {
      globals.__sillageModule = undefined;
    }
    return record.exports;
  }
}
