// @ts-check
/**
 * Docusaurus front matter: the title (the theme prints none: `hidePageTitle`) and, for
 * the `description` meta tag, the first sentence of the summary as plain text.
 */
import {ProjectReflection} from 'typedoc';
import {firstSentence} from '../summary.mjs';
import {isModule, moduleInfo} from './model.mjs';

/**
 * @param {import('typedoc').Reflection} model
 * @returns {Record<string, string>}
 */
export function frontmatter(model) {
  if (model instanceof ProjectReflection) {
    return {
      title: 'API reference',
      description: 'Every module, class, interface, type and function of the IbexDB API, with links to their pages.',
    };
  }
  if (isModule(model)) {
    const {title, specifier} = moduleInfo(model);
    return {title, description: `Reference of the functions exported by ${specifier}.`};
  }
  const declaration = /** @type {import('typedoc').DeclarationReflection} */ (model);
  const comment = declaration.comment ?? declaration.signatures?.[0]?.comment;
  const sentence = firstSentence((comment?.summary ?? []).map((part) => part.text).join('').replace(/`/g, ''));
  return {title: declaration.name, description: sentence || `Reference of ${declaration.name}.`};
}
