// @ts-check
/**
 * One call signature (a method, a function, a constructor) and a comment's block tags,
 * with their headings written by ./model.mjs `subheading`: the declaration, the summary,
 * the type parameters as declared, the parameters as a list, the `@returns` text, then
 * the other tags (remarks, throws, example, see). The declaration already shows the
 * return type, so "Returns" is only there when the comment says something about it.
 * `withRuntimes` adds the "Runs in" line after a summary.
 */
import {Comment, ReflectionKind, translateTagName} from 'typedoc';
import {parseRuntimes, runtimesTag, runtimesText} from '../runtimes.mjs';
import {subheading} from './model.mjs';
import {parameterList} from './tables.mjs';

/**
 * @typedef {import('./context.mjs').IbexContext} IbexContext
 * @typedef {{headingLevel: number, multipleSignatures?: boolean, hideTitle?: boolean}} SignatureOptions
 * @typedef {{headingLevel?: number, showSummary?: boolean, showTags?: boolean, showReturns?: boolean, isTableColumn?: boolean}} CommentOptions
 */

/**
 * @param {IbexContext} context
 * @param {import('typedoc').SignatureReflection} model
 * @param {SignatureOptions} options
 */
export function signature(context, model, options) {
  const level = options.headingLevel;
  const md = [];
  if (!options.hideTitle) md.push(context.declarationBlock(model));
  const comment = options.multipleSignatures ? model.comment : (model.comment ?? model.parent?.comment);
  if (comment) md.push(context.partials.comment(comment, {headingLevel: level, showTags: false, showSummary: true}));
  if (model.typeParameters?.length && !model.kindOf(ReflectionKind.ConstructorSignature)) {
    md.push(subheading(level, 'Type Parameters'), context.typeParameterList(model.typeParameters));
  }
  if (model.parameters?.length) md.push(subheading(level, 'Parameters'), parameterList(context, model.parameters));
  const returns = model.comment?.getTag('@returns');
  if (returns) md.push(subheading(level, 'Returns'), context.helpers.getCommentParts(returns.content));
  if (comment) md.push(context.partials.comment(comment, {headingLevel: level, showTags: true, showSummary: false}));
  return md.filter(Boolean).join('\n\n');
}

/**
 * A comment whose tags sit inside a member (heading level 4 and below): the theme's
 * rendering of the summary and of each tag's content, under a `subheading`. Several
 * `@example` tags share one heading, as in the theme.
 *
 * @param {IbexContext} context
 * @param {Comment} model
 * @param {CommentOptions} options
 * @param {(model: Comment, options: CommentOptions) => string} original the theme's comment partial
 */
export function memberComment(context, model, options, original) {
  const level = options.headingLevel ?? 4;
  const md = [];
  if (options.showSummary !== false) md.push(original(model, {...options, showTags: false}));
  if (options.showTags !== false) {
    const hidden = new Set([...context.options.getValue('notRenderedTags'), ...(options.showReturns ? [] : ['@returns'])]);
    /** @type {Map<string, import('typedoc').CommentDisplayPart[][]>} */
    const byTag = new Map();
    for (const tag of model.blockTags.filter((candidate) => !hidden.has(candidate.tag))) {
      byTag.set(tag.tag, [...(byTag.get(tag.tag) ?? []), tag.content]);
    }
    for (const [tag, contents] of byTag) {
      const title = tag === '@example' && contents.length > 1 ? 'Examples' : translateTagName(/** @type {`@${string}`} */ (tag));
      // @see and @throws keep one paragraph per tag; examples follow each other.
      md.push(subheading(level, title), ...contents.map((content) => original(new Comment(content), {showSummary: true, showTags: false})));
    }
  }
  return md.filter(Boolean).join('\n\n');
}

/**
 * A comment with a `@runsIn` tag (../runtimes.mjs): its summary, then the line "Runs in:
 * Deno, Node.js (experimental)", then its other tags. Other comments render as they are.
 *
 * @param {Comment} model
 * @param {CommentOptions} options
 * @param {(model: Comment, options: CommentOptions) => string} render
 */
export function withRuntimes(model, options, render) {
  const tag = model.getTag(runtimesTag);
  if (!tag || options.isTableColumn) return render(model, options);
  const runtimes = parseRuntimes(tag.content.map((part) => part.text).join(''), 'A TSDoc comment in library/src');
  const rest = new Comment(model.summary, model.blockTags.filter((other) => other !== tag), model.modifierTags);
  const md = [];
  if (options.showSummary !== false) md.push(render(rest, {...options, showTags: false}), `**Runs in:** ${runtimesText(runtimes)}`);
  if (options.showTags !== false) md.push(render(rest, {...options, showSummary: false}));
  return md.filter(Boolean).join('\n\n');
}
