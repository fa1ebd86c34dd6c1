// @ts-check
/**
 * TypeDoc plugin for IbexDB's API reference, on top of typedoc-plugin-markdown
 * (its options: typedoc.json).
 *
 * - `IbexRouter` (router "ibexdb") writes the pages where src/api-layout.mjs, the one
 *   description of the reference's layout, puts them: `index.md`, `classes/<name>.md`,
 *   `interfaces/<name>.md`, `types/<name>.md` and one `functions-<module>.md` page per
 *   module (namespace functions included). No option of typedoc-plugin-markdown gives
 *   these lowercase paths.
 * - `IbexTheme` (theme "ibexdb") renders the index and the function pages with
 *   the theme's own partials (index tables: `indexFormat: "table"`), and shows a
 *   property's default value only where it has one.
 * - Class and interface pages: the page's own members first, with an index of them
 *   at the top; inherited members as one line each, linking to the base class.
 *   A function or method with overloads: one heading, its signatures in one block,
 *   parameters described once and each overload's difference in a list.
 * - Signatures break over lines like a formatter's output (./format.mjs).
 * - A type that the package uses but does not export prints by name, and the page
 *   that uses it explains it once, under "Types used on this page".
 * - Every page gets Docusaurus front matter (title, description) through
 *   `page.frontmatter` on typedoc-plugin-markdown's page events.
 *
 * TypeDoc loads plugins with import(), so this file is plain ESM JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {DeclarationReflection, PageKind, ProjectReflection, ReferenceReflection, ReflectionGroup, ReflectionKind, Renderer, Slugger, UnionType} from 'typedoc';
import {MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext, MemberRouter} from 'typedoc-plugin-markdown';
import {apiIndexPage, apiModules, apiPageKinds, apiRoute, apiSymbolUrlsFile, functionsPage, symbolPage} from '../../src/api-layout.mjs';
import {formatDeclaration} from './format.mjs';

/**
 * @typedef {import('typedoc').PageDefinition} PageDefinition
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {typeof apiModules[number]} ModuleInfo
 */

/** Kinds with a page of their own, as TypeDoc's kinds: their folder, and their heading on the index. */
const PAGE_KINDS = new Map(apiPageKinds.map(({kind, folder, title}) => [ReflectionKind[kind], {folder, title}]));

/**
 * The site's description of a module, named by its `@module` tag (`ibexdb/react`) or folder (`react`).
 *
 * @param {Reflection} module
 * @returns {ModuleInfo}
 */
function moduleInfo(module) {
  const name = module.name.toLowerCase();
  const info = apiModules.find((candidate) => name === candidate.specifier || name === candidate.key);
  if (!info) throw new Error(`[ibexdb-typedoc] Module "${module.name}" is not one of the entry points listed in src/api-layout.mjs.`);
  return info;
}

/**
 * The member that an inherited member copies, followed down the chain of bases.
 *
 * @param {Reflection} reflection
 * @returns {Reflection}
 */
function declaringMember(reflection) {
  let current = reflection;
  while (current instanceof DeclarationReflection && current.inheritedFrom?.reflection) {
    current = current.inheritedFrom.reflection;
  }
  return current;
}

/** @type {(reflection: Reflection) => reflection is DeclarationReflection} */
const isModule = (reflection) => reflection instanceof DeclarationReflection && reflection.kindOf(ReflectionKind.Module);

/** The router: every URL of the API reference is chosen here. */
class IbexRouter extends MemberRouter {
  /**
   * @param {ProjectReflection} project
   * @returns {PageDefinition[]}
   */
  buildPages(project) {
    this.usedFileNames = new Set();
    this.sluggers = new Map([[project, new Slugger(this.sluggerConfiguration)]]);
    /** @type {PageDefinition[]} */
    const pages = [];
    this.addPage(pages, project, apiIndexPage);
    const modules = (project.children ?? []).filter(isModule);
    for (const module of modules) this.addPage(pages, module, functionsPage(moduleInfo(module).key));
    for (const module of modules) {
      for (const child of module.children ?? []) {
        if (!(child instanceof ReferenceReflection)) this.routeMember(pages, module, child);
      }
    }
    // A re-export links to the page of the symbol it re-exports.
    for (const child of modules.flatMap((module) => module.children ?? [])) {
      if (!(child instanceof ReferenceReflection)) continue;
      const target = child.tryGetTargetReflectionDeep();
      if (target && this.hasUrl(target)) this.fullUrls.set(child, this.getFullUrl(target));
      else this.fail(child, 're-exports a symbol that has no page');
    }
    for (const child of project.children ?? []) {
      if (!isModule(child)) this.fail(child, 'sits outside the three entry point modules');
    }
    // An inherited member is documented once, on the page that declares it: links to
    // it from anywhere go there.
    for (const reflection of Object.values(project.reflections)) {
      const declared = declaringMember(reflection);
      if (declared !== reflection && this.hasUrl(declared)) this.fullUrls.set(reflection, this.getFullUrl(declared));
    }
    symbolUrls = this.symbolUrls(project);
    return pages;
  }

  /**
   * The site URL of every symbol and member with a place in the reference, by its name
   * path from its module (`IbexDB`, `IbexDB.query`, `Orderstamp.between`, and
   * `Repository.static:path` for a static member): the code
   * samples link their names by it (src/plugins/code-links).
   *
   * @param {ProjectReflection} project
   * @returns {Record<string, string>}
   */
  symbolUrls(project) {
    /** @type {Record<string, string>} */
    const urls = {};
    for (const reflection of Object.values(project.reflections)) {
      if (!(reflection instanceof DeclarationReflection) || reflection instanceof ReferenceReflection) continue;
      if (isModule(reflection) || !this.hasUrl(reflection)) continue;
      const names = [];
      for (let at = /** @type {Reflection | undefined} */ (reflection); at && !isModule(at) && !(at instanceof ProjectReflection); at = at.parent) {
        if (!at.name.startsWith('__')) names.unshift(`${at.flags.isStatic ? 'static:' : ''}${at.name}`);
      }
      const key = names.join('.');
      const url = siteUrl(this.getFullUrl(reflection));
      if (urls[key] !== undefined && urls[key] !== url) {
        this.fail(reflection, `has the name path ${key}, like another symbol at ${urls[key]}: code samples could not tell them apart`);
      }
      urls[key] = url;
    }
    return urls;
  }

  /**
   * @param {PageDefinition[]} pages
   * @param {Reflection} model
   * @param {string} baseName
   */
  addPage(pages, model, baseName) {
    const url = this.getFileName(baseName);
    this.fullUrls.set(model, url);
    this.sluggers.set(model, new Slugger(this.sluggerConfiguration));
    pages.push({url, kind: PageKind.Reflection, model});
  }

  /**
   * A class, interface or type gets a page; a function, or a namespace of functions,
   * gets anchors on its module's function page.
   *
   * @param {PageDefinition[]} pages
   * @param {DeclarationReflection} module
   * @param {DeclarationReflection} child
   */
  routeMember(pages, module, child) {
    const folder = [...PAGE_KINDS].find(([kind]) => child.kindOf(kind))?.[1].folder;
    if (folder) {
      this.addPage(pages, child, symbolPage(folder, child.name));
      child.traverse((member) => {
        this.buildAnchors(member, child);
        return true;
      });
    } else if (child.kindOf(ReflectionKind.Function | ReflectionKind.Namespace)) {
      for (const member of child.children ?? []) {
        if (!member.kindOf(ReflectionKind.Function)) this.fail(member, 'is not a function; a namespace may only hold functions');
      }
      this.buildAnchors(child, module);
    } else {
      this.fail(child, `is a ${ReflectionKind.singularString(child.kind)}, which has no place in the API reference`);
    }
  }

  /**
   * @param {Reflection} reflection
   * @param {string} problem
   */
  fail(reflection, problem) {
    this.application.logger.error(
      `[ibexdb-typedoc] ${reflection.getFriendlyFullName()} ${problem}. Give it a place in src/api-layout.mjs and this router, then regenerate tests/snapshots/api-pages.json (README).`,
    );
  }
}

/** @type {(url: string) => string} A router URL (`classes/item.md#get`) as the site serves it (`/docs/api/classes/item#get`). */
const siteUrl = (url) => `${apiRoute}${url.replace(/(?:index)?\.md(?=#|$)/, '')}`;

/** The URL of each symbol by name path, from the last run of the router: written beside the pages at the end. */
let symbolUrls = /** @type {Record<string, string>} */ ({});

/** @type {(level: number, text: string, id: string) => string} A heading with an id, escaped for MDX. */
const heading = (level, text, id) => `${'#'.repeat(level)} ${text} \\{#${id}\\}`;

/**
 * The types that the library's source files declare, by name, with the first paragraph
 * of their comment and their shape without comments. A page explains, from this map,
 * the types it names that have no page of their own.
 *
 * @param {string[]} entryPoints
 * @returns {Map<string, {summary: string, code: string}>}
 */
function readDeclarations(entryPoints) {
  /** @type {Map<string, {summary: string, code: string}>} */
  const declarations = new Map();
  const printer = ts.createPrinter({removeComments: true});
  const folders = new Set(entryPoints.map((entry) => path.dirname(path.resolve(entry))));
  for (const folder of folders) {
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const full = path.join(folder, file);
      const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
        const doc = ts.getJSDocCommentsAndTags(statement).find(ts.isJSDoc);
        const summary = (ts.getTextOfJSDocComment(doc?.comment) ?? '')
          .split(/\n\s*\n/)[0]
          .replace(/\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, target, text) => text ?? `\`${target}\``)
          .replace(/\s+/g, ' ')
          .trim();
        const code = printer
          .printNode(ts.EmitHint.Unspecified, statement, source)
          .replace(/^export (?:declare )?/, '')
          .replace(/^( {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
        declarations.set(statement.name.text, {summary, code});
      }
    }
  }
  return declarations;
}

/** Filled when rendering begins: see `load`. */
let declarations = /** @type {Map<string, {summary: string, code: string}>} */ (new Map());

/** @type {(name: string) => string} The anchor of a type explained on the page that uses it. */
const typeAnchor = (name) => `type-${name.toLowerCase()}`;

/**
 * A Markdown table without one of its columns (cells split at unescaped `|`).
 *
 * @param {string} table
 * @param {string} header
 */
function withoutColumn(table, header) {
  const cells = (/** @type {string} */ line) => line.split(/(?<!\\)\|/).slice(1, -1);
  const lines = table.split('\n');
  const index = cells(lines.find((line) => line.startsWith('|')) ?? '').findIndex((cell) => cell.trim() === header);
  if (index < 0) return table;
  return lines
    .map((line) => (line.startsWith('|') ? `|${cells(line).filter((_, i) => i !== index).join('|')}|` : line))
    .join('\n');
}

/**
 * A declaration's code block. Its meta tells the site's CodeBlock that it is a
 * declaration (`signature`: shown without copy and wrap buttons) and which type names
 * to link (`links=Name:url;…`, made links by src/plugins/highlight).
 *
 * @param {string} code
 * @param {Map<string, string>} links
 */
const declarationBlock = (code, links) => {
  const meta = links.size ? ` links=${[...links].map(([name, url]) => `${name}:${url}`).join(';')}` : '';
  return `\`\`\`ts signature${meta}\n${code}\n\`\`\``;
};

/** @type {(markdown: string) => string} The code of the theme's one ```ts block. */
const codeOf = (markdown) => /^```ts\n([\s\S]*?)\n```$/.exec(markdown)?.[1] ?? markdown;

/** The theme's render context, with the index and function pages of this site. */
class IbexContext extends MarkdownThemeContext {
  /** The types without a page of their own that this page names. */
  usedTypes = new Set();

  /** @param {ConstructorParameters<typeof MarkdownThemeContext>} args */
  constructor(...args) {
    super(...args);
    const {memberTitle, propertiesTable, parametersTable, referenceType, signatureTitle, signatureReturns, declarationTitle, body, signatures, memberWithGroups} =
      this.partials;
    // `Orderstamp.between()`, not `between()`, on the function page.
    this.partials.memberTitle = (model) =>
      model.parent?.kindOf(ReflectionKind.Namespace) ? `${model.parent.name}.${memberTitle(model)}` : memberTitle(model);
    // The theme fills the "Default value" column with `undefined` for a property without
    // a default; while such a table renders, that property shows "-" instead.
    const defaultValue = this.helpers.getPropertyDefaultValue;
    this.partials.propertiesTable = (model, options) => {
      if (!model.some((property) => defaultValue(property))) return propertiesTable(model, options);
      this.helpers.getPropertyDefaultValue = (property) => defaultValue(property) || '-';
      try {
        return propertiesTable(model, options);
      } finally {
        this.helpers.getPropertyDefaultValue = defaultValue;
      }
    };
    // A type the package does not export keeps its name and links to its explanation
    // at the end of the page.
    this.partials.referenceType = (model) => {
      const target = model.reflection;
      if (target && !target.kindOf(ReflectionKind.TypeParameter) && this.router.hasUrl(target) && target !== this.page.model) {
        this.typeLinks?.set(model.name, siteUrl(this.router.getFullUrl(target)));
      }
      // Written `internal.Commit` in the declarations, where helpers are a namespace import.
      const name = model.name.split('.').at(-1) ?? model.name;
      if (target || model.package === 'typescript' || !declarations.has(name)) return referenceType(model);
      this.usedTypes.add(name);
      this.typeLinks?.set(name, `#${typeAnchor(name)}`);
      const args = model.typeArguments?.length ? this.partials.typeArguments(model.typeArguments, {forceCollapse: true}) : '';
      return `[\`${name}\`](#${typeAnchor(name)})${args}`;
    };
    // A declaration's block links the type names it shows, as the theme's tables do.
    this.partials.signatureTitle = (model, options) => this.withTypeLinks(() => signatureTitle(model, options));
    this.partials.declarationTitle = (model) => this.withTypeLinks(() => declarationTitle(model));
    // The signature already shows the return type and the type parameters' constraints:
    // "Returns" is only the @returns text, and type parameters are a list of descriptions.
    this.partials.signatureReturns = (model, options) => {
      const returns = model.comment?.getTag('@returns');
      if (returns) return [`${'#'.repeat(options.headingLevel)} Returns`, this.helpers.getCommentParts(returns.content)].join('\n\n');
      return model.type && this.helpers.hasUsefulTypeDetails(model.type) ? signatureReturns(model, options) : '';
    };
    // The declaration above a parameter table shows every type, linked: the table
    // keeps names, defaults and descriptions.
    this.partials.parametersTable = (model) => withoutColumn(parametersTable(model), 'Type');
    this.partials.typeParametersTable = (model) =>
      model
        .map((parameter) => {
          const text = parameter.comment ? this.helpers.getDescriptionForComment(parameter.comment) : '';
          return `- \`${parameter.name}\`${text ? `: ${text}` : ''}`;
        })
        .join('\n');
    // Where a member comes from is said once, in the list of inherited members.
    this.partials.inheritance = () => '';
    this.partials.body = (model, options) => this.ownMembersBody(model, options, body);
    this.partials.signatures = (model, options) =>
      (model.signatures?.length ?? 0) > 1 ? this.overloads(model, options) : signatures(model, options);
    this.partials.memberWithGroups = (model, options) =>
      model instanceof DeclarationReflection && model.kindOf(ReflectionKind.Class)
        ? this.classPage(model, options, memberWithGroups)
        : memberWithGroups(model, options);
  }

  /** The type names a declaration being rendered links to, by name; see `withTypeLinks`. */
  typeLinks = /** @type {Map<string, string> | undefined} */ (undefined);

  /**
   * Renders a declaration's code block, collecting the pages of the types it names.
   *
   * @param {() => string} render
   */
  withTypeLinks(render) {
    const outer = this.typeLinks;
    this.typeLinks = new Map();
    try {
      // Laid out by ./format.mjs, the way a formatter would.
      return declarationBlock(formatDeclaration(codeOf(render())), this.typeLinks);
    } finally {
      this.typeLinks = outer;
    }
  }

  /**
   * A class or interface body: its own members in their groups, then one line for each
   * inherited member, linking to it on the page of the class that declares it.
   *
   * @param {import('typedoc').ContainerReflection} model
   * @param {{headingLevel: number}} options
   * @param {(model: import('typedoc').ContainerReflection, options: {headingLevel: number}) => string} body
   */
  ownMembersBody(model, options, body) {
    const inherited = (model.children ?? []).filter((child) => child.inheritedFrom);
    if (!inherited.length || !model.groups) return body(model, options);
    const groups = model.groups;
    model.groups = groups
      .map((group) => Object.assign(new ReflectionGroup(group.title, model), group, {children: group.children.filter((child) => !('inheritedFrom' in child && child.inheritedFrom))}))
      .filter((group) => group.children.length);
    let md;
    try {
      md = [body(model, options)];
    } finally {
      model.groups = groups;
    }
    /** @type {Map<string, string[]>} */
    const byBase = new Map();
    for (const child of inherited) {
      const target = declaringMember(child);
      if (target === child) continue;
      const base = target.parent?.name ?? '';
      const comment =
        target instanceof DeclarationReflection
          ? (target.comment ?? target.signatures?.[0]?.comment ?? target.getSignature?.comment)
          : target.comment;
      const summary = comment ? this.helpers.getDescriptionForComment(comment) : '';
      const name = child.signatures ? `${child.name}()` : child.name;
      byBase.set(base, [...(byBase.get(base) ?? []), `- [\`${name}\`](${this.urlTo(target)})${summary ? `: ${summary}` : ''}`]);
    }
    for (const [base, lines] of byBase) {
      md.push(heading(options.headingLevel, `Inherited from ${base}`, `inherited-from-${base.toLowerCase()}`), lines.join('\n'));
    }
    return md.join('\n\n');
  }

  /**
   * A function or method with overloads: one block with every signature, the common
   * comment, one parameter table, and a list that says what each overload takes.
   *
   * @param {DeclarationReflection} model
   * @param {{headingLevel: number}} options
   */
  overloads(model, options) {
    const all = model.signatures ?? [];
    const level = options.headingLevel + 1;
    /** @type {Map<string, string>} */
    const links = new Map();
    const titles = all.map((signature) => {
      const [, meta = '', code = ''] = /^```ts signature(?: links=(\S+))?\n([\s\S]*?)\n```$/.exec(this.partials.signatureTitle(signature)) ?? [];
      for (const link of meta.split(';').filter(Boolean)) links.set(link.slice(0, link.indexOf(':')), link.slice(link.indexOf(':') + 1));
      return code;
    });
    const md = [declarationBlock(titles.join('\n'), links)];
    const [first] = all;
    const comment = model.comment ?? first.comment;
    if (comment) md.push(this.partials.comment(comment, {headingLevel: level, showTags: false, showSummary: true}));
    md.push(
      `${'#'.repeat(level)} Overloads`,
      all
        .map((signature, index) => {
          const params = (signature.parameters ?? []).map((param) => `${param.flags.isRest ? '...' : ''}${param.name}${param.flags.isOptional ? '?' : ''}`);
          const summary = index === 0 ? '' : (signature.comment ? this.helpers.getDescriptionForComment(signature.comment) : '');
          return `${index + 1}. \`${model.name}(${params.join(', ')})\`${summary ? `: ${summary}` : ''}`;
        })
        .join('\n'),
    );
    // One row per parameter name: its description from the overload that has one, and
    // every type it takes across the overloads.
    /** @type {Map<string, import('typedoc').ParameterReflection[]>} */
    const byName = new Map();
    for (const param of all.flatMap((signature) => signature.parameters ?? [])) {
      byName.set(param.name, [...(byName.get(param.name) ?? []), param]);
    }
    const parameters = [...byName.values()].map((params) => {
      const described = params.find((param) => param.comment?.summary.length) ?? params[0];
      const types = [...new Map(params.flatMap((param) => (param.type ? [[param.type.toString(), param.type]] : []))).values()];
      if (types.length < 2) return described;
      return Object.assign(Object.create(Object.getPrototypeOf(described)), described, {type: new UnionType(types)});
    });
    if (parameters.length) {
      md.push(`${'#'.repeat(level)} Parameters`, this.partials.parametersTable(parameters));
    }
    const returns = new Set(all.map((signature) => signature.type?.toString()));
    if (returns.size === 1 && first.type) md.push(this.partials.signatureReturns(first, {headingLevel: level}));
    const tagged = all.find((signature) => signature.comment?.blockTags.length);
    if (tagged?.comment) md.push(this.partials.comment(tagged.comment, {headingLevel: level, showTags: true, showSummary: false}));
    return md.join('\n\n');
  }

  /**
   * A class page: the summary, an index of the class's own members, then the rest of
   * the comment and the members.
   *
   * @param {DeclarationReflection} model
   * @param {{headingLevel: number}} options
   * @param {(model: DeclarationReflection, options: {headingLevel: number}) => string} memberWithGroups
   */
  classPage(model, options, memberWithGroups) {
    const comment = model.comment;
    const md = [];
    if (comment) md.push(this.partials.comment(comment, {headingLevel: options.headingLevel, showTags: false, showSummary: true}));
    md.push(this.memberIndex(model));
    if (comment) md.push(this.partials.comment(comment, {headingLevel: options.headingLevel, showTags: true, showSummary: false}));
    model.comment = undefined;
    try {
      md.push(memberWithGroups(model, options));
    } finally {
      model.comment = comment;
    }
    return md.filter(Boolean).join('\n\n');
  }

  /**
   * A table of the class's own members, each linking to its entry, with its first sentence.
   *
   * @param {DeclarationReflection} model
   */
  memberIndex(model) {
    const rows = (model.children ?? [])
      .filter((child) => !child.inheritedFrom && !child.kindOf(ReflectionKind.Constructor) && this.router.hasUrl(child))
      .map((child) => {
        const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
        const summary = comment ? (this.helpers.getDescriptionForComment(comment) ?? '') : '';
        const firstSentence = /^.*?[.!?](?=\s|$)/.exec(summary)?.[0] ?? summary;
        const name = child.signatures ? `${child.name}()` : child.name;
        return `| [${name}](${this.urlTo(child)}) | ${firstSentence || '-'} |`;
      });
    if (!rows.length) return '';
    return [heading(2, 'Members', 'members'), '| Member | Summary |\n| ------ | ------ |\n' + rows.join('\n')].join('\n\n');
  }

  /**
   * "Types used on this page": each type that the page names and that has no page of
   * its own, with its summary and shape (and, in turn, the types those shapes name).
   */
  usedTypesSection() {
    const project = this.page.project;
    const withPages = new Set(project.getReflectionsByKind(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias).map((r) => r.name));
    const queue = [...this.usedTypes];
    for (const name of queue) {
      const code = declarations.get(name)?.code ?? '';
      for (const other of declarations.keys()) {
        if (!queue.includes(other) && !withPages.has(other) && new RegExp(`\\b${other}\\b`).test(code)) queue.push(other);
      }
    }
    if (!queue.length) return '';
    const md = [heading(2, 'Types used on this page', 'types-used-on-this-page'), 'These types have no page of their own: the package uses them in its signatures but does not export them.'];
    for (const name of queue) {
      const {summary, code} = /** @type {{summary: string, code: string}} */ (declarations.get(name));
      md.push(heading(3, name, typeAnchor(name)));
      if (summary) md.push(summary);
      md.push(declarationBlock(formatDeclaration(code), new Map()));
    }
    return md.join('\n\n');
  }

  /**
   * A table of links with the first paragraph of each summary (`indexFormat: "table"`).
   *
   * @param {Reflection} owner
   * @param {DeclarationReflection[]} children
   */
  indexTable(owner, children) {
    const group = new ReflectionGroup('', owner);
    group.children = children;
    return this.partials.groupIndex(group);
  }

  /**
   * The index: per module, its summary, remarks and example, then tables of its classes,
   * interfaces, types, functions and namespace functions. A re-export is listed with its target.
   *
   * @param {ProjectReflection} project
   */
  indexPage(project) {
    const modules = (project.children ?? []).filter(isModule);
    const md = [
      `IbexDB's public API comes in ${['one', 'two', 'three'][modules.length - 1]} modules. This page tells you ` +
        'what each module is for and how to import it, and lists every class, interface, type and function it ' +
        'exports with a link to its reference page.',
    ];
    for (const module of modules) {
      const info = moduleInfo(module);
      md.push(heading(2, `${info.label}: \`${info.specifier}\``, info.key));
      if (module.comment) {
        md.push(this.partials.comment(module.comment, {showTags: false}));
        for (const tag of /** @type {const} */ (['@remarks', '@example'])) {
          const content = module.comment.getTag(tag)?.content;
          if (content) md.push(this.helpers.getCommentParts(content));
        }
      }
      const exports = (module.children ?? []).map((child) =>
        child instanceof ReferenceReflection ? /** @type {DeclarationReflection} */ (child.getTargetReflectionDeep()) : child,
      );
      for (const [kind, {title}] of PAGE_KINDS) {
        const children = exports.filter((child) => child.kindOf(kind));
        if (children.length) md.push(heading(3, title, `${info.key}-${title.toLowerCase()}`), this.indexTable(module, children));
      }
      md.push(
        heading(3, info.functionsHeading, `${info.key}-functions`),
        `All on one page: [${info.title}](${this.urlTo(module)}).`,
        this.indexTable(module, exports.filter((child) => child.kindOf(ReflectionKind.Function))),
      );
      for (const ns of exports.filter((child) => child.kindOf(ReflectionKind.Namespace))) {
        md.push(heading(4, `${ns.name} namespace`, `${info.key}-${ns.name.toLowerCase()}`));
        if (ns.comment) md.push(this.partials.comment(ns.comment, {showTags: false}));
        md.push(this.indexTable(ns, ns.children ?? []));
      }
      for (const ref of module.children ?? []) {
        if (!(ref instanceof ReferenceReflection)) continue;
        const source = moduleInfo(/** @type {Reflection} */ (ref.getTargetReflectionDeep().parent)).specifier;
        md.push(`[${ref.name}](${this.urlTo(ref)}) is a re-export of \`${ref.name}\` from \`${source}\`.`);
      }
    }
    return md.join('\n\n');
  }

  /**
   * A module's function page: an import line, its functions, then each namespace and its functions.
   *
   * @param {DeclarationReflection} module
   */
  functionsPage(module) {
    const {specifier, key, functionsHeading} = moduleInfo(module);
    const children = (module.children ?? []).filter((child) => !(child instanceof ReferenceReflection));
    const functions = children.filter((child) => child.kindOf(ReflectionKind.Function));
    const namespaces = children.filter((child) => child.kindOf(ReflectionKind.Namespace));
    const names = [...functions, ...namespaces].map((child) => child.name);
    const oneLine = `import {${names.join(', ')}} from '${specifier}';`;
    const md = [
      `This page documents every function that \`${specifier}\` exports` +
        namespaces.map((ns) => ` and the functions of its \`${ns.name}\` namespace`).join('') +
        `. Each one comes with its signature, parameters, return value and examples. Import them from \`'${specifier}'\`:`,
      '```ts\n' +
        (oneLine.length <= 80 ? oneLine : `import {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${specifier}';`) +
        '\n```',
    ];
    if (functions.length) {
      md.push(heading(2, functionsHeading, `${key}-functions`), this.partials.members(functions, {headingLevel: 3}));
    }
    for (const ns of namespaces) {
      md.push(heading(2, ns.name, this.router.getAnchor(ns) ?? ns.name.toLowerCase()));
      if (ns.comment) md.push(this.partials.comment(ns.comment, {headingLevel: 3}));
      md.push(this.partials.members(ns.children ?? [], {headingLevel: 3}));
    }
    return md.join('\n\n');
  }
}

/** The theme: typedoc-plugin-markdown's, with the index and function pages of this site. */
class IbexTheme extends MarkdownTheme {
  /**
   * @param {MarkdownPageEvent<Reflection>} page
   * @returns {IbexContext}
   */
  getRenderContext(page) {
    return new IbexContext(this, page, this.application.options);
  }

  /** @type {(page: MarkdownPageEvent<Reflection>) => string} */
  reflectionTemplate = (page) => {
    const context = this.getRenderContext(page);
    const md =
      page.model instanceof ProjectReflection
        ? context.indexPage(page.model)
        : isModule(page.model)
          ? context.functionsPage(page.model)
          : context.templates.reflection(/** @type {MarkdownPageEvent<DeclarationReflection>} */ (page));
    return [md, context.usedTypesSection()].filter(Boolean).join('\n\n');
  };
}

/**
 * Docusaurus front matter: the title (the theme prints none: `hidePageTitle`) and, for the
 * `description` meta tag, the first sentence of the summary as plain text.
 *
 * @param {Reflection} model
 * @returns {Record<string, string>}
 */
function frontmatter(model) {
  if (model instanceof ProjectReflection) {
    return {
      title: 'API reference',
      description: 'Every module, class, interface, type and function of the IbexDB API, with links to their pages.',
    };
  }
  if (isModule(model)) {
    const {title, specifier} = moduleInfo(model);
    return {title, description: `Reference of the functions exported by ${specifier}.`};
  }
  const declaration = /** @type {DeclarationReflection} */ (model);
  const comment = declaration.comment ?? declaration.signatures?.[0]?.comment;
  const text = (comment?.summary ?? []).map((part) => part.text).join('').split(/\n\s*\n/)[0];
  const summary = text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](?=\s+[A-Z]|$)/.exec(summary)?.[0] ?? summary;
  return {title: declaration.name, description: sentence || `Reference of ${declaration.name}.`};
}

/**
 * Lighter markup for long pages. The headings inside a member ("Parameters", "Returns",
 * "Example" and the like, at level 4 and below) become plain HTML headings: still
 * headings for a screen reader's outline, but without the generated id and "Direct
 * link" anchor of Markdown headings, which nobody links to. The rules between members
 * go: each member opens a section of its own (src/plugins/sections), which draws the line.
 *
 * @param {string} markdown
 */
function lighterMarkup(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .flatMap((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) return [line];
      if (line === '***') return [];
      const minor = /^(#{4,6}) ([^\\{}]+)$/.exec(line);
      return [minor ? `<h${minor[1].length}>${minor[2]}</h${minor[1].length}>` : line];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(Renderer.EVENT_BEGIN, () => {
    declarations = readDeclarations(app.options.getValue('entryPoints'));
  });
  app.renderer.on(Renderer.EVENT_END, (event) => {
    fs.writeFileSync(path.join(event.outputDirectory, apiSymbolUrlsFile), `${JSON.stringify(symbolUrls, null, 1)}\n`);
  });
  app.renderer.defineRouter('ibexdb', IbexRouter);
  app.renderer.defineTheme('ibexdb', IbexTheme);
  app.renderer.on(MarkdownPageEvent.BEGIN, (page) => {
    page.frontmatter = {...frontmatter(/** @type {Reflection} */ (page.model)), ...page.frontmatter};
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const lines = Object.entries(page.frontmatter ?? {}).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    page.contents = `---\n${lines.join('\n')}\n---\n\n${lighterMarkup(page.contents ?? '')}`;
  });
}
