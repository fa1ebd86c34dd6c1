import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {formatDeclaration} from '../../src/plugins/api-reference/format.mjs';

/** The widest line of a block. */
const widest = (code: string) => Math.max(...code.split('\n').map((line) => line.length));

describe('declarations of the API reference, laid out like a formatter', () => {
  it('keeps a declaration that fits on one line, whitespace normalised', () => {
    assert.equal(formatDeclaration('get(key:   string):\n  boolean;'), 'get(key: string): boolean;');
  });

  it('puts one parameter per line once a declaration is longer than a phone shows (about 40 columns)', () => {
    assert.equal(formatDeclaration('valueForPath(key: string): Item<OS> | undefined;'), 'valueForPath(\n  key: string,\n): Item<OS> | undefined;');
    assert.equal(formatDeclaration('constructor(config: QueryConfig<IS, OS, CTX>);'), 'constructor(\n  config: QueryConfig<IS, OS, CTX>,\n);');
    assert.equal(formatDeclaration('valueForPath(key: string): Item<OS> | undefined;', {narrow: 80}), 'valueForPath(key: string): Item<OS> | undefined;');
  });

  it('puts one type parameter per line when they alone are longer than that', () => {
    assert.equal(
      formatDeclaration('class Query<IS extends Schema, OS extends IS, CTX extends ReadonlyJSONValue> extends Emitter<T>'),
      ['class Query<', '  IS extends Schema,', '  OS extends IS,', '  CTX extends ReadonlyJSONValue,', '> extends Emitter<T>'].join('\n'),
    );
    assert.equal(formatDeclaration('has<K extends keyof S>(key: K, other: string): boolean;'), 'has<K extends keyof S>(\n  key: K,\n  other: string,\n): boolean;');
  });

  it('breaks a long parameter list one parameter per line, with trailing commas', () => {
    const code = formatDeclaration(
      'new Repository(db: IbexDB, path: string, trustPool: TrustPool, config?: { allowedNamespaces?: string[]; priorityRepo?: boolean; }): Repository;',
      {narrow: 80},
    );
    assert.equal(
      code,
      [
        'new Repository(',
        '  db: IbexDB,',
        '  path: string,',
        '  trustPool: TrustPool,',
        '  config?: { allowedNamespaces?: string[]; priorityRepo?: boolean },',
        '): Repository;',
      ].join('\n'),
    );
  });

  it('breaks the parameters before the type parameters, as Prettier does', () => {
    const code = formatDeclaration(
      'query<IS extends Schema, CTX extends ReadonlyJSONValue, OS extends IS>(config: Omit<QueryConfig<IS, OS, CTX>, "db">): Query<IS, OS, CTX>;',
      {narrow: 80},
    );
    assert.equal(
      code,
      [
        'query<IS extends Schema, CTX extends ReadonlyJSONValue, OS extends IS>(',
        '  config: Omit<QueryConfig<IS, OS, CTX>, "db">,',
        '): Query<IS, OS, CTX>;',
      ].join('\n'),
    );
  });

  it('puts each member of a long union inside brackets on its own line', () => {
    assert.equal(
      formatDeclaration("class Repository extends Emitter<'DocumentChanged' | 'NewCommit' | 'NewCommitSynchronously'>"),
      ['class Repository extends Emitter<', "  | 'DocumentChanged'", "  | 'NewCommit'", "  | 'NewCommitSynchronously'", '>'].join('\n'),
    );
  });

  it('puts each member of a long union on its own line', () => {
    assert.equal(
      formatDeclaration("type Severity = 'EMERGENCY' | 'ALERT' | 'CRITICAL' | 'ERROR' | 'WARNING' | 'NOTICE' | 'METRIC';"),
      ["type Severity =", "  | 'EMERGENCY'", "  | 'ALERT'", "  | 'CRITICAL'", "  | 'ERROR'", "  | 'WARNING'", "  | 'NOTICE'", "  | 'METRIC';"].join('\n'),
    );
  });

  it('lays out a long conditional type as nested ? and : lines', () => {
    const code = formatDeclaration(
      'type FieldValue<T extends ValueType> = T extends "string" ? string : T extends "number" ? number : T extends "date" ? Date : CoreValue;',
      {narrow: 80},
    );
    assert.equal(
      code,
      [
        'type FieldValue<T extends ValueType> = T extends "string"',
        '  ? string',
        '  : T extends "number"',
        '    ? number',
        '    : T extends "date"',
        '      ? Date',
        '      : CoreValue;',
      ].join('\n'),
    );
  });

  it('hugs an object that is a function\'s only parameter, and treats => as no bracket', () => {
    const code = formatDeclaration(
      'type X = { sortBy?: ((info: {left: ManagedItem<OS>; right: ManagedItem<OS>; ctx: CTX}) => number) | keyof SchemaDataType<OS>; limit?: number; };',
    );
    assert.ok(widest(code) <= 80, code);
    assert.match(code, /^ {2}sortBy\?: \(\(info: \{\n {4}left: ManagedItem<OS>;/m);
    assert.match(code, /^ {2}\}\) => number\) \| keyof SchemaDataType<OS>;$/m);
  });
});
