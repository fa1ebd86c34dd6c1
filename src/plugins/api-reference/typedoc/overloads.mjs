// @ts-check
/**
 * A function or method with overloads: one heading, the summary and the tags they
 * share, then each call form as an entry of its own: its declaration, what sets it
 * apart, its own parameters and what it returns.
 */
import {subheading} from './model.mjs';
import {parameterList} from './tables.mjs';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {import('typedoc').SignatureReflection} SignatureReflection
 */

/**
 * @param {IbexContext} context
 * @param {import('typedoc').DeclarationReflection} model
 * @param {{headingLevel: number}} options
 */
export function overloads(context, model, options) {
  const all = model.signatures ?? [];
  const level = options.headingLevel + 1;
  const shared = model.comment ?? all[0]?.comment;
  const md = [];
  if (shared) md.push(context.partials.comment(shared, {headingLevel: level, showTags: false, showSummary: true}));
  /** A parameter's printed declaration: the same name and type means the same parameter. */
  const key = (/** @type {import('typedoc').ParameterReflection} */ parameter) => context.capture.declarations.get(parameter)?.code ?? parameter.name;
  const documented = all.flatMap((signature) => signature.parameters ?? []).filter((parameter) => context.capture.documentedParameters.has(parameter));
  // The first overload that documents a parameter describes it for the others.
  const described = new Map();
  for (const parameter of documented) if (!described.has(key(parameter))) described.set(key(parameter), parameter.comment);
  for (const [index, signature] of all.entries()) {
    md.push(subheading(level, `Overload ${index + 1}`), context.declarationBlock(signature));
    if (index > 0 && signature.comment?.summary.length) md.push(context.helpers.getCommentParts(signature.comment.summary));
    if (signature.parameters?.length) {
      // TypeDoc gives every overload's parameter the description of any parameter of
      // that name; only one of the same declared type says the same thing. A parameter
      // its own overload documents keeps its own description.
      const own = signature.parameters.map((parameter) =>
        Object.assign(Object.create(Object.getPrototypeOf(parameter)), parameter, {
          comment: context.capture.documentedParameters.has(parameter) ? parameter.comment : described.get(key(parameter)),
        }),
      );
      md.push(subheading(level + 1, 'Parameters'), parameterList(context, own));
    }
    const returns = signature.comment?.getTag('@returns');
    if (returns) md.push(subheading(level + 1, 'Returns'), context.helpers.getCommentParts(returns.content));
  }
  const tagged = all.find((signature) => signature.comment?.blockTags.some((tag) => tag.tag !== '@returns'));
  if (tagged?.comment) md.push(context.partials.comment(tagged.comment, {headingLevel: level, showTags: true, showSummary: false}));
  return md.join('\n\n');
}
