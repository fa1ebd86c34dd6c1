// @ts-check
/**
 * "Used by" on the page of an interface or a type: the entries of the reference whose
 * declarations name it (a method's parameter or return type, a property's type, another
 * type), each linked to its entry, so that a reader who lands on `CoreKey` or `TargetOS`
 * finds where it is taken and given. Read from the declarations as printed from the
 * source (./capture.mjs), not written by hand.
 */
import {DeclarationReflection, ReflectionKind, SignatureReflection} from 'typedoc';
import {heading} from './model.mjs';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {import('typedoc').Reflection} Reflection
 */

/** @type {WeakMap<import('typedoc').ProjectReflection, Map<string, DeclarationReflection[]>>} */
const indexes = new WeakMap();

/**
 * The entry a declaration belongs to: a signature's method or function, else the
 * reflection itself; none for a parameter, a type parameter or an inherited copy.
 *
 * @param {Reflection} reflection
 * @returns {DeclarationReflection | undefined}
 */
function entryOf(reflection) {
  const entry = reflection instanceof SignatureReflection ? reflection.parent : reflection;
  if (!(entry instanceof DeclarationReflection) || entry.inheritedFrom) return undefined;
  if (!entry.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias | ReflectionKind.Function | ReflectionKind.Method | ReflectionKind.Property | ReflectionKind.Accessor | ReflectionKind.Constructor)) return undefined;
  return entry;
}

/**
 * Which entries name each type, by the type's name, in the reference's order.
 *
 * @param {IbexContext} context
 */
function usersByName(context) {
  const project = context.page.project;
  let index = indexes.get(project);
  if (index) return index;
  index = new Map();
  for (const reflection of Object.values(project.reflections)) {
    const names = context.capture.declarations.get(reflection)?.names;
    const entry = names?.length ? entryOf(reflection) : undefined;
    if (!names || !entry || !context.router.hasUrl(entry)) continue;
    for (const name of names) {
      const users = index.get(name) ?? [];
      if (!users.includes(entry)) users.push(entry);
      index.set(name, users);
    }
  }
  indexes.set(project, index);
  return index;
}

/** @type {(reflection: Reflection) => string} `IbexDB.query()`, `QueryConfig.sortBy`, `useItem()`, `Schema`. */
function label(reflection) {
  const call = reflection instanceof DeclarationReflection && reflection.signatures && !reflection.kindOf(ReflectionKind.Constructor) ? '()' : '';
  const name = reflection.kindOf(ReflectionKind.Constructor) ? `new ${reflection.parent?.name}()` : `${reflection.name}${call}`;
  let owner = reflection.parent;
  while (owner && !owner.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias | ReflectionKind.Namespace | ReflectionKind.Module)) owner = owner.parent;
  return owner && !owner.kindOf(ReflectionKind.Module) && !reflection.kindOf(ReflectionKind.Constructor) ? `${owner.name}.${name}` : name;
}

/**
 * The section, on an interface's or a type's page; empty elsewhere and when nothing else
 * names the symbol. The symbol's own members are left out.
 *
 * @param {IbexContext} context
 */
export function usedBySection(context) {
  const model = context.page.model;
  if (!(model instanceof DeclarationReflection) || !model.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias)) return '';
  const ownMember = (/** @type {Reflection} */ reflection) => {
    for (let at = /** @type {Reflection | undefined} */ (reflection); at; at = at.parent) if (at === model) return true;
    return false;
  };
  const named = (usersByName(context).get(model.name) ?? []).filter((entry) => !ownMember(entry));
  // A type whose members are listed is not listed itself: its members say where.
  const users = named.filter((entry) => !named.some((other) => other !== entry && other.parent === entry));
  if (!users.length) return '';
  const lines = users.map((entry) => `- [\`${label(entry)}\`](${context.urlTo(entry)})`);
  return [heading(2, 'Used by', 'used-by'), `The entries whose declarations name \`${model.name}\`:`, lines.join('\n')].join('\n\n');
}
