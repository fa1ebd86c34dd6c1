// @ts-check
/**
 * Parameter lists and property tables. The declaration above a parameter list shows
 * every type, so the list keeps names and descriptions; a property table shows each type as
 * declared, with its names linked, and the properties a type takes from the types it is
 * made of (`extends Omit<QueryConfig<…>, 'db'>`) after its own.
 */
import {ReflectionType} from 'typedoc';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {import('typedoc').ParameterReflection} ParameterReflection
 * @typedef {import('typedoc').DeclarationReflection} DeclarationReflection
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
 * The parameters as a list, one item per parameter and one per property of a parameter
 * that is an object literal (`opts.priorityRepo?`): its name and description. The
 * declaration above shows every type; a list, lighter than a table, reads on a phone
 * without sideways scrolling, as Node.js's reference lists parameters.
 *
 * @param {IbexContext} context
 * @param {ParameterReflection[]} parameters
 */
export function parameterList(context, parameters) {
  /** @type {(name: string, comment: Comment | undefined) => string} */
  const item = (name, comment) => {
    const text = describe(context, comment).replace(/\n+/g, ' ').trim();
    return `- ${name}${text ? `: ${text}` : ''}`;
  };
  return parameters
    .flatMap((parameter) => {
      const members = parameter.type instanceof ReflectionType ? (parameter.type.declaration.children ?? []) : [];
      return [
        item(`${parameter.flags.isRest ? '...' : ''}\`${parameter.name}${parameter.flags.isOptional ? '?' : ''}\``, parameter.comment),
        ...members.map((member) => item(`\`${parameter.name}.${member.name}${member.flags.isOptional ? '?' : ''}\``, member.comment)),
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
  const defaults = properties.map((property) => context.helpers.getPropertyDefaultValue(property) ?? '');
  const hasDefaults = defaults.some(Boolean);
  const rows = properties.map((property, index) => {
    const declaredType = context.capture.propertyTypes.get(property);
    const modifiers = [property.flags.isStatic && 'static', property.flags.isReadonly && 'readonly'].filter(Boolean).join(' ');
    const anchor = context.router.hasUrl(property) ? `<a id="${context.router.getAnchor(property)}"></a> ` : '';
    const name = `${anchor}\`${modifiers ? `${modifiers} ` : ''}${property.name}${property.flags.isOptional ? '?' : ''}\``;
    const type = declaredType ? context.links.inline(declaredType) : property.type ? context.partials.someType(property.type) : '-';
    const comment = property.comment ?? property.signatures?.find((signature) => signature.comment)?.comment;
    return [name, cell(type), ...(hasDefaults ? [cell(defaults[index])] : []), cell(describe(context, comment))];
  });
  const owner = properties[0]?.parent;
  for (const borrowed of (owner && context.capture.borrowed.get(owner)) ?? []) {
    const from = context.links.urlOf(borrowed.from);
    const origin = from ? `[${borrowed.from}](${from}#property-${borrowed.name.toLowerCase()})` : borrowed.from;
    // The same anchor the router gives the member (`Owner.name`), so its links land here.
    rows.push([
      `<a id="property-${borrowed.name.toLowerCase()}"></a> \`${borrowed.name}${borrowed.optional ? '?' : ''}\``,
      cell(context.links.inline(borrowed.type)),
      ...(hasDefaults ? ['-'] : []),
      cell(`${borrowed.summary} (From ${origin}.)`),
    ]);
  }
  const headers = ['Property', 'Type', ...(hasDefaults ? ['Default value'] : []), 'Description'];
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' ------ |').join('')}`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}
