// @ts-check
/**
 * What the reference needs from TypeScript, taken while TypeDoc converts: the declaration
 * of each reflection printed as written (../declaration.mjs), the properties of a type
 * made from other types, the types the package uses without exporting them, and the
 * `@event` tags of each class and interface. TypeDoc's own model converts method type
 * parameters from their base constraint (`K extends keyof X` becomes
 * `K extends string | number | symbol`); the printed declarations do not.
 */
import path from 'node:path';
import ts from 'typescript';
import {Converter, ReflectionKind} from 'typedoc';
import {printDeclaration} from '../declaration.mjs';

/**
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {{code: string, names: string[]}} Printed
 * @typedef {{name: string, optional: boolean, type: Printed, summary: string, from: string}} ResolvedProperty
 * @typedef {{name: string, parameters: string, description: import('typedoc').CommentDisplayPart[]}} EventEntry
 * @typedef {{summary: string, code: string, names: string[], members: {name: string, text: string}[]}} LocalType
 */

/** The first paragraph of a node's TSDoc, on one line, `{@link X | text}` read as its text. */
function summaryOf(/** @type {ts.Node} */ node) {
  const doc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
  return (ts.getTextOfJSDocComment(doc?.comment) ?? '')
    .split(/\n\s*\n/)[0]
    .replace(/\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, target, text) => text ?? `\`${target}\``)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The documented members of an interface or of an object type alias, each with the whole
 * text of its TSDoc on one line: a type without a page of its own still says what its
 * members mean (a timestamp's unit, an id's origin).
 *
 * @param {ts.InterfaceDeclaration | ts.TypeAliasDeclaration} statement
 */
function memberDocs(statement) {
  const members = ts.isInterfaceDeclaration(statement) ? statement.members : ts.isTypeLiteralNode(statement.type) ? statement.type.members : [];
  return members.flatMap((member) => {
    const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
    const text = (ts.getTextOfJSDocComment(doc?.comment) ?? '')
      .replace(/\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, target, label) => label ?? `\`${target}\``)
      .replace(/\s+/g, ' ')
      .trim();
    return member.name && text ? [{name: member.name.getText(), text}] : [];
  });
}

/**
 * The text of a comment part list up to the first code span, and the spans: `@event` reads
 * `` `Name` `(args)` Description``.
 *
 * @param {import('typedoc').CommentTag} tag
 * @param {Reflection} owner
 * @returns {EventEntry}
 */
function eventOf(tag, owner) {
  // The parts, blank text between the two code spans left out.
  const parts = [...tag.content];
  const skipBlank = () => {
    while (parts[0]?.kind === 'text' && !parts[0].text.trim()) parts.shift();
  };
  skipBlank();
  const name = parts.shift();
  skipBlank();
  const parameters = parts.shift();
  const rest = parts;
  const code = (/** @type {import('typedoc').CommentDisplayPart | undefined} */ part) => (part?.kind === 'code' ? part.text.replace(/^`|`$/g, '') : undefined);
  const eventName = code(name);
  const args = code(parameters);
  if (!eventName || !args?.startsWith('(')) {
    throw new Error(
      `[ibexdb-typedoc] An @event tag of ${owner.getFriendlyFullName()} must read: @event \`Name\` \`(arg: Type)\` Description (the listener's parameters in the second code span, \`()\` when none).`,
    );
  }
  const description = rest.map((part, index) => (index === 0 && part.kind === 'text' ? {...part, text: part.text.replace(/^\s+/, '')} : part));
  return {name: eventName, parameters: args, description};
}

/** Everything taken from one conversion, keyed by reflection. */
export class Capture {
  /** @type {WeakMap<Reflection, Printed>} */
  declarations = new WeakMap();
  /** @type {WeakMap<Reflection, Printed>} The declared type of a property. */
  propertyTypes = new WeakMap();
  /** @type {WeakMap<Reflection, ResolvedProperty[]>} Properties a type takes from the types it is made of. */
  borrowed = new WeakMap();
  /** @type {WeakMap<Reflection, EventEntry[]>} */
  events = new WeakMap();
  /** @type {WeakSet<Reflection>} Parameters with an `@param` tag of their own signature's comment. */
  documentedParameters = new WeakSet();
  /** @type {Map<string, LocalType>} Interfaces and type aliases of library/src, by name. */
  localTypes = new Map();
  /** @type {Map<string, string>} Code blocks of the comments that hold `\/`, by the text TypeDoc makes of them. */
  escapedBlocks = new Map();

  /** @param {import('typedoc').Application} app */
  constructor(app) {
    const store = (/** @type {Reflection} */ reflection, /** @type {ts.Node | undefined} */ node) => {
      if (node && !this.declarations.has(reflection)) this.declarations.set(reflection, printDeclaration(node));
    };
    app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
      const symbol = context.getSymbolFromReflection(reflection);
      const node = symbol?.declarations?.find((declaration) => !ts.isSourceFile(declaration));
      if (!node || reflection.kindOf(ReflectionKind.SomeModule)) return;
      store(reflection, node);
      if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.type) this.propertyTypes.set(reflection, printDeclaration(node.type));
      if (reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias) && symbol) this.borrow(reflection, symbol, context.checker);
    });
    app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (_context, reflection, node) => store(reflection, node));
    app.converter.on(Converter.EVENT_CREATE_TYPE_PARAMETER, (context, reflection, node) =>
      store(reflection, node ?? context.getSymbolFromReflection(reflection)?.declarations?.find(ts.isTypeParameterDeclaration)),
    );
    app.converter.on(Converter.EVENT_CREATE_PARAMETER, (context, reflection) => {
      const node = context.getSymbolFromReflection(reflection)?.valueDeclaration;
      store(reflection, node);
      if (node && ts.isParameter(node) && ts.getJSDocParameterTags(node).length) this.documentedParameters.add(reflection);
    });
    app.converter.on(Converter.EVENT_BEGIN, (context) => this.readLocalTypes(context.programs, app.options.getValue('entryPoints')));
    app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        this.restoreSlashes(reflection);
        const tags = reflection.comment?.getTags('@event') ?? [];
        if (!tags.length) continue;
        this.events.set(reflection, tags.map((tag) => eventOf(tag, reflection)));
        reflection.comment?.removeTags('@event');
      }
    });
  }

  /**
   * The properties an interface or a type alias takes from other types (`extends
   * Omit<QueryConfig<…>, 'db'>`), as the checker resolves them: each with its declared
   * type, its summary and the type that declares it.
   *
   * @param {Reflection} reflection
   * @param {ts.Symbol} exported
   * @param {ts.TypeChecker} checker
   */
  borrow(reflection, exported, checker) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const own = new Set(symbol.members ? [...symbol.members.keys()].map(String) : []);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    /** @type {ResolvedProperty[]} */
    const borrowed = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.declarations?.[0];
      if (own.has(property.name) || !declaration || !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) continue;
      const owner = ts.isTypeLiteralNode(declaration.parent) ? declaration.parent.parent : declaration.parent;
      if (!declaration.type || !(ts.isTypeAliasDeclaration(owner) || ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) || !owner.name) continue;
      if (symbol.declarations?.includes(owner)) continue;
      borrowed.push({
        name: property.name,
        optional: Boolean(property.flags & ts.SymbolFlags.Optional),
        type: printDeclaration(declaration.type),
        summary: summaryOf(declaration),
        from: owner.name.text,
      });
    }
    if (borrowed.length) this.borrowed.set(reflection, borrowed);
  }

  /**
   * The interfaces and type aliases declared next to the entry points, exported or not:
   * a page explains from these the types it names that have no page of their own.
   *
   * @param {readonly ts.Program[]} programs
   * @param {string[]} entryPoints
   */
  readLocalTypes(programs, entryPoints) {
    this.localTypes.clear();
    this.escapedBlocks.clear();
    const folders = entryPoints.map((entry) => path.dirname(path.resolve(entry)) + path.sep);
    for (const file of programs.flatMap((program) => program.getSourceFiles())) {
      if (!folders.some((folder) => path.resolve(file.fileName).startsWith(folder))) continue;
      this.readEscapedBlocks(file.text);
      for (const statement of file.statements) {
        if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
        const {code, names} = printDeclaration(statement, {whole: true});
        this.localTypes.set(statement.name.text, {summary: summaryOf(statement), code, names, members: memberDocs(statement)});
      }
    }
  }

  /**
   * TypeDoc's comment lexer drops the backslash of `\/` inside code (so that a comment
   * can hold `*\/`), which turns `/^\/data\//` into `/^/data//`. The fenced blocks of the
   * source's comments that hold `\/` are kept here by the text TypeDoc makes of them.
   *
   * @param {string} text a source file
   */
  readEscapedBlocks(text) {
    for (const [comment] of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      const lines = comment.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
      for (const [block] of lines.join('\n').matchAll(/^```[^\n]*\n[\s\S]*?^```/gm)) {
        if (block.includes('\\/')) this.escapedBlocks.set(block.replace(/\\\//g, '/'), block);
      }
    }
  }

  /**
   * Gives the code blocks of a reflection's comments back their `\/`.
   *
   * @param {Reflection} reflection
   */
  restoreSlashes(reflection) {
    const comment = reflection.comment;
    if (!comment || !this.escapedBlocks.size) return;
    for (const parts of [comment.summary, ...comment.blockTags.map((tag) => tag.content)]) {
      for (const part of parts) {
        const raw = part.kind === 'code' ? this.escapedBlocks.get(part.text) : undefined;
        if (raw) part.text = raw;
      }
    }
  }
}
