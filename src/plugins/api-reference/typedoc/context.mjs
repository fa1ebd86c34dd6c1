// @ts-check
/**
 * The theme's render context: typedoc-plugin-markdown's, with every declaration printed
 * from the TypeScript source (./capture.mjs) instead of TypeDoc's model, and the entries
 * this site lays out itself (symbol pages, overloads, events, tables).
 */
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {MarkdownThemeContext} from 'typedoc-plugin-markdown';
import {classPage} from './class-page.mjs';
import {TypeLinks, typeAnchor} from './links.mjs';
import {importLine} from './model.mjs';
import {overloads} from './overloads.mjs';
import {memberComment, signature, withRuntimes} from './signature.mjs';
import {parameterList, propertiesTable} from './tables.mjs';

/**
 * @typedef {import('typedoc').Reflection} Reflection
 * @typedef {import('./capture.mjs').Capture} Capture
 */

export class IbexContext extends MarkdownThemeContext {
  /**
   * @param {import('typedoc-plugin-markdown').MarkdownTheme} theme
   * @param {import('typedoc-plugin-markdown').MarkdownPageEvent<Reflection>} page
   * @param {import('typedoc').Options} options
   * @param {Capture} capture
   */
  constructor(theme, page, options, capture) {
    super(theme, page, options);
    this.capture = capture;
    this.links = new TypeLinks(page.project, this.router, capture.localTypes, page.model);
    const {memberTitle, referenceType, signatures, memberWithGroups, comment} = this.partials;
    // `Orderstamp.between()`, not `between()`, on the function page.
    this.partials.memberTitle = (model) =>
      model.parent?.kindOf(ReflectionKind.Namespace) ? `${model.parent.name}.${memberTitle(model)}` : memberTitle(model);
    // A type the package does not export keeps its name and links to its explanation
    // at the end of the page.
    this.partials.referenceType = (model) => {
      const name = model.name.split('.').at(-1) ?? model.name;
      const url = model.reflection || model.package === 'typescript' ? undefined : this.links.urlOf(name);
      if (!url?.startsWith('#')) return referenceType(model);
      const args = model.typeArguments?.length ? this.partials.typeArguments(model.typeArguments, {forceCollapse: true}) : '';
      return `[\`${name}\`](#${typeAnchor(name)})${args}`;
    };
    this.partials.signatureTitle = (model) => this.declarationBlock(model);
    this.partials.declarationTitle = (model) => this.declarationBlock(model);
    this.partials.signature = (model, options) => signature(this, model, options);
    /** @type {typeof comment} */
    const anyComment = (model, options = {}) =>
      (options.headingLevel ?? 0) >= 4 ? memberComment(this, model, options, comment) : comment(model, options);
    this.partials.comment = (model, options = {}) => withRuntimes(model, options, anyComment);
    // Each member opens a section of its own (src/plugins/sections), which draws the line between them.
    this.partials.members = (model, options) =>
      model
        .filter((item) => !this.router.hasOwnDocument(item))
        .map((item) => this.partials.memberContainer(item, options))
        .join('\n\n');
    this.partials.parametersTable = (model) => parameterList(this, model);
    this.partials.propertiesTable = (model) => propertiesTable(this, model);
    this.partials.typeParametersTable = (model) => this.typeParameterList(model);
    this.partials.typeParametersList = (model) => this.typeParameterList(model);
    // Where a member comes from is said once, in the list of inherited members.
    this.partials.inheritance = () => '';
    this.partials.accessor = (model, options) => this.accessor(model, options);
    // `[key: string]: CoreValue` as declared, then its comment.
    this.partials.indexSignature = (model, options) =>
      [this.declarationBlock(model), model.comment ? this.partials.comment(model.comment, {headingLevel: options?.headingLevel}) : '']
        .filter(Boolean)
        .join('\n\n');
    this.partials.signatures = (model, options) =>
      (model.signatures?.length ?? 0) > 1 ? overloads(this, model, options) : signatures(model, options);
    this.partials.memberWithGroups = (model, options) =>
      model instanceof DeclarationReflection && model === this.page.model && model.kindOf(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias)
        ? classPage(this, model, options)
        : memberWithGroups(model, options);
  }

  /**
   * The declaration of a reflection as written in library/src, laid out and linked; the
   * page's own symbol opens with its import line.
   *
   * @param {Reflection} model
   */
  declarationBlock(model) {
    const printed = this.capture.declarations.get(model);
    if (!printed) {
      throw new Error(`[ibexdb-typedoc] No TypeScript declaration was captured for ${model.getFriendlyFullName()}: its signature cannot be shown as declared. Declare it in library/src (a constructor too).`);
    }
    return this.links.block([printed], model === this.page.model ? importLine(model) : undefined);
  }

  /**
   * Type parameters, each as declared (`OS extends IS = IS`) with its description.
   *
   * @param {import('typedoc').TypeParameterReflection[]} model
   */
  typeParameterList(model) {
    return model
      .map((parameter) => {
        const declared = this.capture.declarations.get(parameter)?.code ?? parameter.name;
        const text = parameter.comment ? this.helpers.getDescriptionForComment(parameter.comment) : '';
        return `- \`${declared}\`${text ? `: ${text}` : ''}`;
      })
      .join('\n');
  }

  /**
   * An accessor: its declarations (getter, then setter) in one block, without "Get
   * Signature" headings, then the getter's summary, what setting it does ("Setting it:",
   * the setter's summary, then its value as a parameter list), then the getter's tags and
   * the setter's. A setter's comment is never left out.
   *
   * @param {DeclarationReflection} model
   * @param {{headingLevel: number}} options
   */
  accessor(model, options) {
    const {getSignature, setSignature} = model;
    const parts = [getSignature, setSignature].flatMap((signature) => {
      const printed = signature && this.capture.declarations.get(signature);
      return printed ? [printed] : [];
    });
    if (!parts.length) return this.declarationBlock(model);
    const headingLevel = options.headingLevel;
    const getter = getSignature?.comment ?? model.comment;
    const setter = setSignature?.comment;
    const md = [this.links.block(parts)];
    if (getter) md.push(this.partials.comment(getter, {headingLevel, showSummary: true, showTags: false}));
    if (setSignature && (setter || setSignature.parameters?.some((parameter) => parameter.comment))) {
      const summary = setter ? this.partials.comment(setter, {headingLevel, showSummary: true, showTags: false}).trim() : '';
      md.push(`**Setting it:**${summary ? ` ${summary}` : ''}`);
      const documented = (setSignature.parameters ?? []).filter((parameter) => parameter.comment);
      if (documented.length) md.push(parameterList(this, documented));
    }
    if (getter) md.push(this.partials.comment(getter, {headingLevel, showSummary: false, showTags: true}));
    if (setter) md.push(this.partials.comment(setter, {headingLevel, showSummary: false, showTags: true}));
    return md.filter((text) => text.trim()).join('\n\n');
  }
}
