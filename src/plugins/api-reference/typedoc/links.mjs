// @ts-check
/**
 * Declarations as the pages show them: laid out for a phone (../format.mjs) in a code
 * block whose meta links the type names (`links=Name:url;…`, made links by
 * src/plugins/highlight), or inline in a table cell with the names as links.
 */
import {ReflectionKind} from 'typedoc';
import {apiRoute} from '../../../api-layout.mjs';
import {formatDeclaration} from '../format.mjs';

/** @type {(url: string) => string} A router URL (`classes/item.md#get`) as the site serves it (`/docs/api/classes/item#get`). */
export const siteUrl = (url) => `${apiRoute}${url.replace(/(?:index)?\.md(?=#|$)/, '')}`;

/** @type {(name: string) => string} The anchor of a type explained on the page that uses it. */
export const typeAnchor = (name) => `type-${name.toLowerCase()}`;

/**
 * Where each name a page shows links to: the page of a class, interface or type, or the
 * explanation, at the end of this page, of a type without a page (which is then listed
 * in `used`).
 */
export class TypeLinks {
  /**
   * @param {import('typedoc').ProjectReflection} project
   * @param {import('typedoc').Router} router
   * @param {ReadonlyMap<string, unknown>} localTypes types of library/src, with or without a page
   * @param {import('typedoc').Reflection} page the page's own symbol, which links to no one
   */
  constructor(project, router, localTypes, page) {
    /** @type {Map<string, string>} */
    this.pages = new Map();
    for (const reflection of project.getReflectionsByKind(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias)) {
      if (reflection !== page && router.hasUrl(reflection)) this.pages.set(reflection.name, siteUrl(router.getFullUrl(reflection)));
    }
    this.withPage = new Set(project.getReflectionsByKind(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias).map((r) => r.name));
    this.localTypes = localTypes;
    /** @type {Set<string>} Types without a page that this page names, in order. */
    this.used = new Set();
  }

  /**
   * @param {string} name
   * @returns {string | undefined}
   */
  urlOf(name) {
    const url = this.pages.get(name);
    if (url) return url;
    if (this.withPage.has(name) || !this.localTypes.has(name)) return undefined;
    this.used.add(name);
    return `#${typeAnchor(name)}`;
  }

  /**
   * A declaration's code block.
   *
   * @param {{code: string, names: string[]}[]} printed one or more declarations (a getter and its setter)
   * @param {string} [before] lines shown above it (the import line of a symbol page)
   */
  block(printed, before) {
    const names = [...new Set(printed.flatMap((declaration) => declaration.names))];
    const code = printed.map((declaration) => formatDeclaration(declaration.code)).join('\n');
    const links = names.flatMap((name) => {
      const url = this.urlOf(name);
      return url ? [`${name}:${url}`] : [];
    });
    const meta = links.length ? ` links=${links.join(';')}` : '';
    return `\`\`\`ts signature${meta}\n${before ? `${before}\n\n` : ''}${code}\n\`\`\``;
  }

  /**
   * A type in a table cell: code spans, with each name that has a page or an
   * explanation as a link, and `|` escaped for the table.
   *
   * @param {{code: string, names: string[]}} printed
   */
  inline({code, names}) {
    const text = code.replace(/\s+/g, ' ').replace(/;$/, '').replace(/; \}/g, ' }');
    const known = new Set(names);
    /** @type {string[]} */
    const out = [];
    let plain = '';
    const flush = () => {
      const [, lead = '', inner = '', trail = ''] = /^(\s*)(.*?)(\s*)$/.exec(plain) ?? [];
      if (inner) out.push(`${lead ? ' ' : ''}\`${inner.replace(/\|/g, '\\|')}\`${trail ? ' ' : ''}`);
      else if (plain) out.push(' ');
      plain = '';
    };
    for (const [token] of text.matchAll(/[A-Za-z_$][\w$]*|[^A-Za-z_$]+/g)) {
      const url = known.has(token) ? this.urlOf(token) : undefined;
      if (url) {
        flush();
        out.push(`[\`${token}\`](${url})`);
      } else {
        plain += token;
      }
    }
    flush();
    return out.join('');
  }
}
