// @ts-check
/** Facts about TypeDoc's model that the router and the theme share. */
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {apiModules, apiPageKinds} from '../../../api-layout.mjs';

/**
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {typeof apiModules[number]} ModuleInfo
 */

/** Kinds with a page of their own, as TypeDoc's kinds: their folder, and their heading on the index. */
export const PAGE_KINDS = new Map(apiPageKinds.map(({kind, folder, title}) => [ReflectionKind[kind], {folder, title}]));

/** @type {(reflection: Reflection) => reflection is DeclarationReflection} */
export const isModule = (reflection) => reflection instanceof DeclarationReflection && reflection.kindOf(ReflectionKind.Module);

/**
 * The site's description of a module, named by its `@module` tag (`ibexdb/react`) or folder (`react`).
 *
 * @param {Reflection} module
 * @returns {ModuleInfo}
 */
export function moduleInfo(module) {
  const name = module.name.toLowerCase();
  const info = apiModules.find((candidate) => name === candidate.specifier || name === candidate.key);
  if (!info) throw new Error(`[ibexdb-typedoc] Module "${module.name}" is not one of the entry points listed in src/api-layout.mjs.`);
  return info;
}

/**
 * The module a symbol is declared in.
 *
 * @param {Reflection} reflection
 * @returns {ModuleInfo}
 */
export function moduleOf(reflection) {
  let at = reflection;
  while (at.parent && !isModule(at)) at = at.parent;
  return moduleInfo(at);
}

/**
 * The member that an inherited member copies, followed down the chain of bases.
 *
 * @param {Reflection} reflection
 * @returns {Reflection}
 */
export function declaringMember(reflection) {
  let current = reflection;
  while (current instanceof DeclarationReflection && current.inheritedFrom?.reflection) {
    current = current.inheritedFrom.reflection;
  }
  return current;
}

/**
 * The line that imports a symbol: `import type` for an interface or a type.
 *
 * @param {Reflection} reflection
 */
export function importLine(reflection) {
  const type = reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias) ? 'type ' : '';
  return `import ${type}{${reflection.name}} from '${moduleOf(reflection).specifier}';`;
}

/** @type {(level: number, text: string, id: string) => string} A heading with an id, escaped for MDX. */
export const heading = (level, text, id) => `${'#'.repeat(level)} ${text} \\{#${id}\\}`;

/**
 * A heading inside a member ("Parameters", "Returns", "Example" and the like, level 4
 * and below) as plain HTML: still a heading for a screen reader's outline, but without
 * the generated id and "Direct link" anchor of a Markdown heading, which nobody links
 * to and which long pages pay for in elements. Higher levels stay Markdown headings,
 * in the table of contents.
 *
 * @param {number} level
 * @param {string} text
 */
export const subheading = (level, text) => (level >= 4 ? `<h${level}>${text}</h${level}>` : `${'#'.repeat(level)} ${text}`);
