// @ts-check
/**
 * TypeDoc plugin for IbexDB's API reference, on top of typedoc-plugin-markdown
 * (its options: `typedocOptions` in docusaurus.config.ts).
 *
 * - `IbexRouter` (router "ibexdb") is the one place that chooses URLs:
 *   `index.md`, `classes/<name>.md`, `interfaces/<name>.md`, `types/<name>.md`
 *   and one `functions-<module>.md` page per module (namespace functions included).
 *   No option of typedoc-plugin-markdown gives these lowercase paths.
 * - `IbexTheme` (theme "ibexdb") renders the index and the function pages with
 *   the theme's own partials (index tables: `indexFormat: "table"`), and shows a
 *   property's default value only where it has one.
 * - Every page gets Docusaurus front matter (title, description) through
 *   `page.frontmatter` on typedoc-plugin-markdown's page events.
 *
 * TypeDoc loads plugins with import(), so this file is plain ESM JavaScript.
 */
import {DeclarationReflection, PageKind, ProjectReflection, ReferenceReflection, ReflectionGroup, ReflectionKind, Slugger} from 'typedoc';
import {MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext, MemberRouter} from 'typedoc-plugin-markdown';

/**
 * @typedef {import('typedoc').PageDefinition} PageDefinition
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {typeof MODULES[number]} ModuleInfo
 */

/**
 * The entry points: key (in URLs and anchors), import specifier, name in prose, title of the
 * function page, and heading above the module's functions.
 */
const MODULES = /** @type {const} */ ([
  {key: 'core', specifier: 'ibexdb', label: 'Core', title: 'Core functions', functionsHeading: 'Functions'},
  {key: 'react', specifier: 'ibexdb/react', label: 'React', title: 'React hooks', functionsHeading: 'Hooks'},
  {key: 'server', specifier: 'ibexdb/server', label: 'Server', title: 'Server functions', functionsHeading: 'Functions'},
]);

/** Kinds with a page of their own: their folder, and their heading on the index. */
const PAGE_KINDS = new Map([
  [ReflectionKind.Class, {dir: 'classes', title: 'Classes'}],
  [ReflectionKind.Interface, {dir: 'interfaces', title: 'Interfaces'}],
  [ReflectionKind.TypeAlias, {dir: 'types', title: 'Types'}],
]);

/**
 * The site's description of a module, named by its `@module` tag (`ibexdb/react`) or folder (`react`).
 *
 * @param {Reflection} module
 * @returns {ModuleInfo}
 */
function moduleInfo(module) {
  const name = module.name.toLowerCase();
  const info = MODULES.find((candidate) => name === candidate.specifier || name === candidate.key);
  if (!info) throw new Error(`[ibexdb-typedoc] Module "${module.name}" is not one of the entry points listed in MODULES.`);
  return info;
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
    this.addPage(pages, project, 'index');
    const modules = (project.children ?? []).filter(isModule);
    for (const module of modules) this.addPage(pages, module, `functions-${moduleInfo(module).key}`);
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
    return pages;
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
    const dir = [...PAGE_KINDS].find(([kind]) => child.kindOf(kind))?.[1].dir;
    if (dir) {
      this.addPage(pages, child, `${dir}/${child.name.toLowerCase()}`);
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
      `[ibexdb-typedoc] ${reflection.getFriendlyFullName()} ${problem}. Update scripts/typedoc/plugin.mjs and the spec page list together.`,
    );
  }
}

/** @type {(level: number, text: string, id: string) => string} A heading with an id, escaped for MDX. */
const heading = (level, text, id) => `${'#'.repeat(level)} ${text} \\{#${id}\\}`;

/** The theme's render context, with the index and function pages of this site. */
class IbexContext extends MarkdownThemeContext {
  /** @param {ConstructorParameters<typeof MarkdownThemeContext>} args */
  constructor(...args) {
    super(...args);
    const {memberTitle, propertiesTable} = this.partials;
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
    if (page.model instanceof ProjectReflection) return context.indexPage(page.model);
    if (isModule(page.model)) return context.functionsPage(page.model);
    return context.templates.reflection(/** @type {MarkdownPageEvent<DeclarationReflection>} */ (page));
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

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.defineRouter('ibexdb', IbexRouter);
  app.renderer.defineTheme('ibexdb', IbexTheme);
  app.renderer.on(MarkdownPageEvent.BEGIN, (page) => {
    page.frontmatter = {...frontmatter(/** @type {Reflection} */ (page.model)), ...page.frontmatter};
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const lines = Object.entries(page.frontmatter ?? {}).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    page.contents = `---\n${lines.join('\n')}\n---\n\n${page.contents}`;
  });
}
