// @ts-check
/**
 * The index page (every module: its summary, remarks and example, then tables of what
 * it exports) and each module's function page (an import line, its functions, then each
 * namespace and its functions). Index tables are the theme's (`indexFormat: "table"`).
 */
import {ReferenceReflection, ReflectionGroup, ReflectionKind} from 'typedoc';
import {PAGE_KINDS, heading, isModule, moduleInfo} from './model.mjs';

/**
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {import('typedoc').DeclarationReflection} DeclarationReflection
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 */

/**
 * A table of links with the first paragraph of each summary.
 *
 * @param {IbexContext} context
 * @param {Reflection} owner
 * @param {DeclarationReflection[]} children
 */
function indexTable(context, owner, children) {
  const group = new ReflectionGroup('', owner);
  group.children = children;
  return context.partials.groupIndex(group);
}

/**
 * The index: per module, its summary, remarks and example, then tables of its classes,
 * interfaces, types, functions and namespace functions. A re-export is listed with its target.
 *
 * @param {IbexContext} context
 * @param {import('typedoc').ProjectReflection} project
 */
export function indexPage(context, project) {
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
      md.push(context.partials.comment(module.comment, {showTags: false}));
      for (const tag of /** @type {const} */ (['@remarks', '@example'])) {
        const content = module.comment.getTag(tag)?.content;
        if (content) md.push(context.helpers.getCommentParts(content));
      }
    }
    const exports = (module.children ?? []).map((child) =>
      child instanceof ReferenceReflection ? /** @type {DeclarationReflection} */ (child.getTargetReflectionDeep()) : child,
    );
    for (const [kind, {title}] of PAGE_KINDS) {
      const children = exports.filter((child) => child.kindOf(kind));
      if (children.length) md.push(heading(3, title, `${info.key}-${title.toLowerCase()}`), indexTable(context, module, children));
    }
    md.push(
      heading(3, info.functionsHeading, `${info.key}-functions`),
      `All on one page: [${info.title}](${context.urlTo(module)}).`,
      indexTable(context, module, exports.filter((child) => child.kindOf(ReflectionKind.Function))),
    );
    for (const ns of exports.filter((child) => child.kindOf(ReflectionKind.Namespace))) {
      md.push(heading(4, `${ns.name} namespace`, `${info.key}-${ns.name.toLowerCase()}`));
      if (ns.comment) md.push(context.partials.comment(ns.comment, {showTags: false}));
      md.push(indexTable(context, ns, ns.children ?? []));
    }
    for (const ref of module.children ?? []) {
      if (!(ref instanceof ReferenceReflection)) continue;
      const source = moduleInfo(/** @type {Reflection} */ (ref.getTargetReflectionDeep().parent)).specifier;
      md.push(`[${ref.name}](${context.urlTo(ref)}) is a re-export of \`${ref.name}\` from \`${source}\`.`);
    }
  }
  return md.join('\n\n');
}

/**
 * A module's function page: an import line, its functions, then each namespace and its functions.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection} module
 */
export function functionsPage(context, module) {
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
    md.push(heading(2, functionsHeading, `${key}-functions`), context.partials.members(functions, {headingLevel: 3}));
  }
  for (const ns of namespaces) {
    md.push(heading(2, ns.name, context.router.getAnchor(ns) ?? ns.name.toLowerCase()));
    if (ns.comment) md.push(context.partials.comment(ns.comment, {headingLevel: 3}));
    md.push(context.partials.members(ns.children ?? [], {headingLevel: 3}));
  }
  return md.join('\n\n');
}
