// @ts-check
/**
 * Parameter lists and property tables. The declaration above a parameter list shows
 * every type, so the list keeps names and descriptions; a property table shows each type as
 * declared, with its names linked, and the properties a type takes from the types it is
 * made of (`extends Omit<QueryConfig<…>, 'db'>`) after its own.
 */
import {DeclarationReflection, ReflectionKind, ReflectionType} from 'typedoc';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {import('typedoc').ParameterReflection} ParameterReflection
 * @typedef {import('typedoc').Comment} Comment
 */

/** @type {(text: string) => string} A cell's text on one line, `|` escaped. */
const cell = (text) => text.replace(/\n+/g, ' ').replace(/(?<!\\)\|/g, '\\|').trim() || '-';

/**
 * @param {IbexContext} context
 * @param {Comment | undefined} comment
 */
const describe = (context, comment) => (comment ? context.partials.comment(comment, {isTableColumn: true}) : '');

/**
 * A property's default value: its `@defaultValue` tag as written, its links kept
 * (`{@link DataRegistry.default}`), else the initializer TypeDoc read.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection} property
 */
function defaultValue(context, property) {
  const tag = property.comment?.blockTags.find((candidate) => candidate.tag === '@defaultValue');
  return tag ? context.helpers.getCommentParts(tag.content) : (context.helpers.getPropertyDefaultValue(property) ?? '');
}

/**
 * The comment of a parameter, or of a property of a parameter's object literal: a
 * method of that literal (`ep.filter(services, req)`) keeps its comment on its signature,
 * with its own parameters and what it returns.
 *
 * @param {IbexContext} context
 * @param {import('typedoc').Reflection} member
 */
function memberDescription(context, member) {
  const own = describe(context, member.comment).replace(/\n+/g, ' ').trim();
  const signature = member instanceof DeclarationReflection ? member.signatures?.find((candidate) => candidate.comment) : undefined;
  if (own || !signature?.comment) return {text: own, parameters: []};
  const returns = signature.comment.getTag('@returns');
  const text = [
    describe(context, signature.comment).replace(/\n+/g, ' ').trim(),
    returns ? `Returns ${context.helpers.getCommentParts(returns.content).replace(/\n+/g, ' ').trim().replace(/^[A-Z](?=[a-z ])/, (first) => first.toLowerCase())}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {text, parameters: signature.parameters ?? []};
}

/**
 * The parameters as a list, one item per parameter and one per property of a parameter
 * that is an object literal (`opts.priorityRepo?`): its name and description. The
 * declaration above shows every type; a list, lighter than a table, reads on a phone
 * without sideways scrolling, as Node.js's reference lists parameters.
 *
 * @param {IbexContext} context
 * @param {ParameterReflection[]} parameters
 */
export function parameterList(context, parameters) {
  /** @type {(name: string, text: string, depth?: number) => string} */
  const item = (name, text, depth = 0) => `${'  '.repeat(depth)}- ${name}${text ? `: ${text}` : ''}`;
  return parameters
    .flatMap((parameter) => {
      const members = parameter.type instanceof ReflectionType ? (parameter.type.declaration.children ?? []) : [];
      return [
        item(`${parameter.flags.isRest ? '...' : ''}\`${parameter.name}${parameter.flags.isOptional ? '?' : ''}\``, memberDescription(context, parameter).text),
        ...members.flatMap((member) => {
          const {text, parameters: own} = memberDescription(context, member);
          return [
            item(`\`${parameter.name}.${member.name}${member.flags.isOptional ? '?' : ''}\``, text),
            ...own.map((inner) => item(`\`${inner.name}${inner.flags.isOptional ? '?' : ''}\``, memberDescription(context, inner).text, 1)),
          ];
        }),
      ];
    })
    .join('\n');
}

/**
 * Properties: name (with `readonly` or `static`), type as declared, the default value
 * when any property has one, and the description.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection[]} properties
 */
export function propertiesTable(context, properties) {
  const owner = properties[0]?.parent;
  const borrowed = ((owner && context.capture.borrowed.get(owner)) ?? []).map((property) => ({property, declared: declaringProperty(context, property)}));
  const defaults = properties.map((property) => defaultValue(context, property));
  const borrowedDefaults = borrowed.map(({declared}) => (declared ? defaultValue(context, declared) : ''));
  const hasDefaults = [...defaults, ...borrowedDefaults].some(Boolean);
  const rows = properties.map((property, index) => {
    const declaredType = context.capture.propertyTypes.get(property);
    const modifiers = [property.flags.isStatic && 'static', property.flags.isReadonly && 'readonly'].filter(Boolean).join(' ');
    const anchor = context.router.hasUrl(property) ? `<a id="${context.router.getAnchor(property)}"></a> ` : '';
    const name = `${anchor}\`${modifiers ? `${modifiers} ` : ''}${property.name}${property.flags.isOptional ? '?' : ''}\``;
    const type = declaredType ? context.links.inline(declaredType) : property.type ? context.partials.someType(property.type) : '-';
    const comment = property.comment ?? property.signatures?.find((signature) => signature.comment)?.comment;
    return [name, cell(type), ...(hasDefaults ? [cell(defaults[index])] : []), cell(describe(context, comment))];
  });
  for (const [index, {property: from, declared}] of borrowed.entries()) {
    const url = context.links.urlOf(from.from);
    const origin = url ? `[${from.from}](${url}#property-${from.name.toLowerCase()})` : from.from;
    const text = declared ? describe(context, declared.comment) : from.summary;
    // The same anchor the router gives the member (`Owner.name`), so its links land here.
    rows.push([
      `<a id="property-${from.name.toLowerCase()}"></a> \`${from.name}${from.optional ? '?' : ''}\``,
      cell(context.links.inline(from.type)),
      ...(hasDefaults ? [cell(borrowedDefaults[index])] : []),
      cell(`${text.trim()} (From ${origin}.)`),
    ]);
  }
  const headers = ['Property', 'Type', ...(hasDefaults ? ['Default value'] : []), 'Description'];
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' ------ |').join('')}`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/**
 * The reflection of a property a type takes from another (`ServerOptions` takes `trusted`
 * from `DBInstanceConfig`): the one its declaring type holds, whose comment and default
 * the row shows.
 *
 * @param {IbexContext} context
 * @param {import('./capture.mjs').ResolvedProperty} borrowed
 * @returns {DeclarationReflection | undefined}
 */
function declaringProperty(context, borrowed) {
  for (const reflection of context.page.project.getReflectionsByKind(ReflectionKind.Property)) {
    if (reflection.name !== borrowed.name || !(reflection instanceof DeclarationReflection) || reflection.inheritedFrom) continue;
    // Declared by the type itself, or by the object literal a type alias names, not by a type nested in it.
    const parent = reflection.parent;
    const owner = parent?.kindOf(ReflectionKind.TypeLiteral) ? parent.parent : parent;
    if (owner?.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias) && owner.name === borrowed.from) return reflection;
  }
  return undefined;
}
