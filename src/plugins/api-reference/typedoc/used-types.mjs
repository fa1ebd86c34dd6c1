// @ts-check
/**
 * "Types used on this page": each type that the page names and that has no page of its
 * own (the package uses it in its signatures but does not export it), with its summary,
 * its declaration and what its documented members mean; the types those declarations
 * name follow in turn.
 */
import {heading} from './model.mjs';
import {typeAnchor} from './links.mjs';

/** @param {import('./context.mjs').IbexContext} context */
export function usedTypesSection(context) {
  const {links, capture} = context;
  const queue = [...links.used];
  const md = [];
  for (const name of queue) {
    const type = capture.localTypes.get(name);
    if (!type) continue;
    md.push(heading(3, name, typeAnchor(name)));
    if (type.summary) md.push(type.summary);
    md.push(links.block([type]));
    if (type.members.length) md.push(type.members.map(({name, text}) => `- \`${name}\`: ${text}`).join('\n'));
    for (const other of links.used) if (!queue.includes(other)) queue.push(other);
  }
  if (!md.length) return '';
  return [
    heading(2, 'Types used on this page', 'types-used-on-this-page'),
    'These types have no page of their own: the package uses them in its signatures but does not export them.',
    ...md,
  ].join('\n\n');
}
