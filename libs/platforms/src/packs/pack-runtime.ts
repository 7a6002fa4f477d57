import { Buffer } from 'node:buffer';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import punycode from 'node:punycode';
import querystring from 'node:querystring';
import { StringDecoder } from 'node:string_decoder';
import url from 'node:url';
import util from 'node:util';
import vm from 'node:vm';
import { parseLegacyUrl } from '@sillage/log-parser/legacy-url';
import { ParserTimeoutError } from '../recognition/platform-parser.js';

// Our implementation of the reference's `.lib/parser.js` contract, evaluated inside the pack's
// context so the objects a pack sees (Parser, its prototype) belong to that realm. `execute` is
// the reference's own entry point; Sillage calls `analyse` itself with the parsed URL.
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

/**
 * Budget of one-time work: the parser contract and each module's top level. It runs once, so a
 * busy machine may stretch it far past one call's budget (a 50 ms budget failed a whole catalog
 * load in CI), yet a module stuck in a loop at load must still not hang the process.
 */
export const LOAD_BUDGET_MS = 5_000;

/**
 * Built-in modules a parser may require: the pure ones real parsers use (`url` whole, since
 * `const { URL } = require('url')` is common). Anything reaching the file system, the network
 * or other processes is refused.
 */
const ALLOWED_BUILTINS: Readonly<Record<string, unknown>> = {
  url,
  querystring,
  path: path.posix,
  punycode,
  string_decoder: { StringDecoder },
  buffer: { Buffer },
  util: { format: util.format, inspect: util.inspect, isDeepStrictEqual: util.isDeepStrictEqual },
};

/** The `analyse(parsedUrl, ec)` side of a loaded pack parser. */
export interface PackModule {
  analyse: (parsedUrl: unknown, ec: unknown) => unknown;
}

interface ModuleRecord {
  exports: unknown;
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
  );
}

const silent = (): undefined => undefined;

/**
 * How a pack's parsers are called. `direct`: a plain function call, as fast as native code; the
 * caller protects itself from a parser that never returns (the recognition threads' watchdog),
 * told by `onLoading` while the runtime loads (its context, a module's top level): one-time work
 * given a longer budget.
 * `guarded`: each call runs under a vm timer of `callBudgetMs` (≈ 20–70 µs per call), for work
 * done on the main thread (test tables, the inline mode).
 */
export type PackCallMode =
  | { kind: 'direct'; onLoading?: (loading: boolean) => void }
  | { kind: 'guarded'; callBudgetMs: number };

/**
 * One vm context per pack: its CommonJS parsers are compiled there once, with a small `require`,
 * the globals real parsers use (`Buffer`, `URL`, …) and a silent console. Not a security
 * boundary (parsers receive host objects); it keeps a pack's globals apart and refuses modules
 * that reach outside the process.
 */
export class PackRuntime {
  private readonly context: vm.Context;
  private readonly parserClass: unknown;
  private readonly cache = new Map<string, ModuleRecord>();
  private readonly callScript = new vm.Script(
    '__sillageCall.analyse(__sillageArgs[0], __sillageArgs[1])',
    { filename: 'sillage-pack-call.js' },
  );
  private readonly loadScript = new vm.Script(
    '__sillageModule.fn.apply(__sillageModule.args[0], __sillageModule.args)',
  );

  constructor(
    private readonly root: string,
    readonly mode: PackCallMode,
  ) {
    // Creating the context and compiling the contract is load work too, under `onLoading`.
    [this.context, this.parserClass] = this.whileLoading(() => {
      const context = vm.createContext({
        console: { log: silent, error: silent, warn: silent, info: silent, debug: silent },
        Buffer,
        URL,
        URLSearchParams,
        TextEncoder,
        TextDecoder,
        atob,
        btoa,
        structuredClone,
      });
      const factory = this.runGuarded(
        new vm.Script(PARSER_CONTRACT_SOURCE),
        LOAD_BUDGET_MS,
        context,
      ) as (parse: unknown) => unknown;
      // The reference contract is the legacy parser; WHATWG URL gives other pathnames and queries.
      // (The packs' own `require('url')` gets the same parser, its warning spent the same way.)
      return [context, factory(parseLegacyUrl)] as const;
    });
  }

  private whileLoading<T>(work: () => T): T {
    const onLoading = this.mode.kind === 'direct' ? this.mode.onLoading : undefined;
    onLoading?.(true);
    try {
      return work();
    } finally {
      onLoading?.(false);
    }
  }

  /** Loads (once) a parser.js of the pack; throws when it fails to load or exports no `analyse`. */
  loadParser(file: string): PackModule {
    const loaded = this.whileLoading(() => this.requireFile(path.resolve(file)));
    const candidate = loaded as Partial<PackModule> | null;
    if (candidate === null || typeof candidate.analyse !== 'function') {
      throw new Error(`${file} does not export a Parser`);
    }
    return candidate as PackModule;
  }

  /** Calls `analyse(parsedUrl, ec)` in the runtime's mode. */
  call(module: PackModule, parsedUrl: unknown, ec: unknown): unknown {
    if (this.mode.kind === 'direct') {
      return module.analyse(parsedUrl, ec);
    }
    const globals = this.context as Record<string, unknown>;
    globals.__sillageCall = module;
    globals.__sillageArgs = [parsedUrl, ec];
    try {
      return this.runGuarded(this.callScript, this.mode.callBudgetMs);
    } finally {
      globals.__sillageCall = undefined;
      globals.__sillageArgs = undefined;
    }
  }

  private runGuarded(script: vm.Script, budgetMs: number, context = this.context): unknown {
    try {
      return script.runInContext(context, { timeout: budgetMs });
    } catch (error) {
      if (isTimeout(error)) {
        throw new ParserTimeoutError(`parser ran past its ${String(budgetMs)} ms budget`);
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
      if (Object.hasOwn(ALLOWED_BUILTINS, bare)) {
        return ALLOWED_BUILTINS[bare];
      }
      if (bare.startsWith('./') || bare.startsWith('../')) {
        return this.requireFile(path.resolve(dir, bare));
      }
      throw new Error(`module "${specifier}" is not available to pack parsers`);
    };
  }

  private requireFile(requested: string): unknown {
    const file = [requested, `${requested}.js`, `${requested}.json`].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
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
    // Compiled in the pack's context: calling the resulting functions later costs no more than
    // calling any other function.
    const wrapper = vm.compileFunction(
      source.replace(/^#!.*/, ''),
      ['exports', 'require', 'module', '__filename', '__dirname'],
      { parsingContext: this.context, filename: file },
    );
    const args = [
      record.exports,
      this.requireFrom(path.dirname(file)),
      record,
      file,
      path.dirname(file),
    ];
    try {
      if (this.mode.kind === 'direct') {
        // Each `timeout` starts and joins a watchdog thread of its own (≈ 1 ms here, 650 times
        // for the community pack); a direct caller's own watchdog covers the load as a call.
        wrapper.apply(record.exports, args);
      } else {
        const globals = this.context as Record<string, unknown>;
        globals.__sillageModule = { fn: wrapper, args };
        try {
          this.runGuarded(this.loadScript, LOAD_BUDGET_MS);
        } finally {
          globals.__sillageModule = undefined;
        }
      }
    } catch (error) {
      this.cache.delete(file);
      throw error;
    }
    return record.exports;
  }
}
