// @ts-check
/**
 * A class, interface or type page: its declaration and import line, the summary, its
 * type parameters as declared, an index of its own members and events, the rest of the
 * comment, its events, then its members; members inherited from a base class are one
 * line each, linking to the page of the class that declares them, but for the properties
 * an interface takes from another, which are rows of its properties table (./tables.mjs).
 */
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {firstSentence} from '../summary.mjs';
import {declaringMember, heading} from './model.mjs';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {{headingLevel: number}} Options
 */

/** @type {(name: string) => string} */
const eventAnchor = (name) => `event-${name.toLowerCase()}`;

/**
 * @param {IbexContext} context
 * @param {DeclarationReflection} model
 * @param {Options} options
 */
export function classPage(context, model, options) {
  const level = options.headingLevel;
  const {comment} = model;
  const md = [context.declarationBlock(model)];
  if (comment) md.push(context.partials.comment(comment, {headingLevel: level, showTags: false, showSummary: true}));
  if (model.typeParameters?.length) md.push(heading(level, 'Type Parameters', 'type-parameters'), context.typeParameterList(model.typeParameters));
  // An interface of properties alone has its index in the properties table.
  const onlyProperties = (model.children ?? []).every((child) => child.kindOf(ReflectionKind.Property));
  if (model.kindOf(ReflectionKind.Class) || (model.kindOf(ReflectionKind.Interface) && (!onlyProperties || context.capture.events.has(model)))) {
    md.push(memberIndex(context, model));
  }
  for (const signature of model.indexSignatures ?? []) {
    md.push(heading(level, 'Index Signature', 'index-signature'), context.partials.indexSignature(signature, {headingLevel: level + 1}));
  }
  if (comment) md.push(context.partials.comment(comment, {headingLevel: level, showTags: true, showSummary: false}));
  md.push(events(context, model, level));
  md.push(ownMembers(context, model, options));
  return md.filter(Boolean).join('\n\n');
}

/**
 * A table of the symbol's own members and events, each linking to its entry, with its first sentence.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection} model
 */
function memberIndex(context, model) {
  const members = (model.children ?? [])
    .filter((child) => !child.inheritedFrom && !child.kindOf(ReflectionKind.Constructor) && context.router.hasUrl(child))
    .map((child) => {
      const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
      const summary = firstSentence(comment ? (context.helpers.getDescriptionForComment(comment) ?? '') : '');
      const name = child.signatures ? `${child.name}()` : child.name;
      return `| [${name}](${context.urlTo(child)}) | ${summary || '-'} |`;
    });
  const eventRows = (context.capture.events.get(model) ?? []).map(
    ({name, description}) => `| [Event: '${name}'](#${eventAnchor(name)}) | ${firstSentence(context.helpers.getCommentParts(description).replace(/\n/g, ' '))} |`,
  );
  const rows = [...members, ...eventRows];
  if (!rows.length) return '';
  return [heading(2, 'Members', 'members'), '| Member | Summary |\n| ------ | ------ |\n' + rows.join('\n')].join('\n\n');
}

/**
 * The events of a class or interface (its `@event` tags): one entry each, with the
 * listener's parameters, and how to listen when it has `attach`.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection} model
 * @param {number} level
 */
function events(context, model, level) {
  const entries = context.capture.events.get(model);
  if (!entries?.length) return '';
  const md = [heading(level, 'Events', 'events')];
  const attach = model.children?.find((child) => child.name === 'attach' && child.signatures);
  if (attach) {
    md.push(`Listen to one with [\`attach(name, listener)\`](${context.urlTo(declaringMember(attach))}).`);
  }
  for (const {name, parameters, description} of entries) {
    const listener = parameters.replace(/\s/g, '') === '()' ? 'The listener takes no arguments.' : `The listener takes \`${parameters}\`.`;
    md.push(heading(level + 1, `Event: '${name}'`, eventAnchor(name)), `${listener} ${context.helpers.getCommentParts(description)}`);
  }
  return md.join('\n\n');
}

/**
 * The symbol's own members in their groups, then one line per inherited member.
 *
 * @param {IbexContext} context
 * @param {DeclarationReflection} model
 * @param {Options} options
 */
function ownMembers(context, model, options) {
  // A property the type takes from another is a row of its properties table, with its
  // type, default and description: it is not listed again here.
  const rows = new Set((context.capture.borrowed.get(model) ?? []).map((property) => property.name));
  const inherited = (model.children ?? []).filter((child) => child.inheritedFrom && !(child.kindOf(ReflectionKind.Property) && rows.has(child.name)));
  const md = [];
  for (const group of model.groups ?? []) {
    const children = group.children.filter((child) => child instanceof DeclarationReflection && !child.inheritedFrom);
    if (!children.length) continue;
    md.push(`${'#'.repeat(options.headingLevel)} ${group.title}`);
    md.push(
      children.every((child) => child.kindOf(ReflectionKind.Property))
        ? context.partials.propertiesTable(/** @type {DeclarationReflection[]} */ (children))
        : context.partials.members(/** @type {DeclarationReflection[]} */ (children), {headingLevel: options.headingLevel + 1}),
    );
  }
  /** @type {Map<string, string[]>} */
  const byBase = new Map();
  for (const child of inherited) {
    const target = declaringMember(child);
    if (target === child) continue;
    const base = target.parent?.name ?? '';
    const comment =
      target instanceof DeclarationReflection ? (target.comment ?? target.signatures?.[0]?.comment ?? target.getSignature?.comment) : target.comment;
    const summary = comment ? context.helpers.getDescriptionForComment(comment) : '';
    const name = child.signatures ? `${child.name}()` : child.name;
    byBase.set(base, [...(byBase.get(base) ?? []), `- [\`${name}\`](${context.urlTo(target)})${summary ? `: ${summary}` : ''}`]);
  }
  for (const [base, lines] of byBase) {
    md.push(heading(options.headingLevel, `Inherited from ${base}`, `inherited-from-${base.toLowerCase()}`), lines.join('\n'));
  }
  return md.join('\n\n');
}
