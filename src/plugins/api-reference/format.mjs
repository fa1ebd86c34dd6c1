// @ts-check
/**
 * Line breaking for the signatures of the API reference: a declaration that fits in
 * `width` columns stays on one line; a longer one breaks its widest bracket group
 * (parameters, type parameters, an object type) one item per line with a trailing
 * separator, the way Prettier lays out TypeScript, and repeats inside items that
 * are still too long.
 */

/**
 * @typedef {{open: string, close: string, items: Sequence[]}} Group
 * @typedef {(string | Group)[]} Sequence
 */

const CLOSERS = /** @type {Record<string, string>} */ ({'(': ')', '[': ']', '{': '}', '<': '>'});

/**
 * Splits `text` from `start` into items up to the closing bracket `close` (or the end).
 *
 * @param {string} text
 * @param {number} start
 * @param {string | undefined} close
 * @returns {{items: Sequence[], end: number}}
 */
function parseItems(text, start, close) {
  const separator = close === '}' ? ';' : ',';
  /** @type {Sequence[]} */
  const items = [];
  /** @type {Sequence} */
  let current = [];
  let buffer = '';
  const flush = () => {
    if (buffer) current.push(buffer);
    buffer = '';
  };
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' || char === "'") {
      const endQuote = text.indexOf(char, i + 1);
      const stop = endQuote < 0 ? text.length : endQuote + 1;
      buffer += text.slice(i, stop);
      i = stop;
    } else if (char in CLOSERS && !(char === '<' && text[i + 1] === '=')) {
      flush();
      const inner = parseItems(text, i + 1, CLOSERS[char]);
      current.push({open: char, close: CLOSERS[char], items: inner.items});
      i = inner.end + 1;
    } else if (close && char === close && !(char === '>' && text[i - 1] === '=')) {
      break;
    } else if (close && char === separator) {
      flush();
      items.push(current);
      current = [];
      i += 1;
    } else {
      buffer += char;
      i += 1;
    }
  }
  flush();
  items.push(current);
  return {items: items.map(trimSequence).filter((item) => item.length > 0), end: i};
}

/** @type {(sequence: Sequence) => Sequence} Leading and trailing blanks of an item removed. */
function trimSequence(sequence) {
  const parts = [...sequence];
  if (typeof parts[0] === 'string') parts[0] = parts[0].replace(/^\s+/, '');
  const last = parts.length - 1;
  if (typeof parts[last] === 'string') parts[last] = parts[last].replace(/\s+$/, '');
  return parts.filter((part) => part !== '');
}

/** @type {(part: string | Group) => string} */
function flat(part) {
  if (typeof part === 'string') return part;
  const items = part.items.map((item) => item.map(flat).join(''));
  if (part.open === '{') return items.length ? `{ ${items.join('; ')} }` : '{}';
  return `${part.open}${items.join(', ')}${part.close}`;
}

/** @type {(text: string) => number} The column after `text`, which may span lines. */
const endColumn = (text) => text.length - text.lastIndexOf('\n') - 1;

/** @type {(text: string, width: number) => boolean} */
const fits = (text, width) => text.split('\n').every((line) => line.length <= width);

/**
 * Breaks the groups of `sequence` that must break for it to fit: the `forced` ones,
 * then a parameter list, then the widest group, then the next, until every line fits.
 * A group of one item hugs it (`({` … `})`) instead of taking lines of its own.
 *
 * @param {Sequence} sequence
 * @param {number} indent
 * @param {number} column
 * @param {number} width
 * @param {Group[]} [forced]
 * @returns {string}
 */
function render(sequence, indent, column, width, forced = []) {
  const text = sequence.map(flat).join('');
  if (!forced.length && fits(' '.repeat(column) + text, width)) return text;
  const alias = forced.length ? undefined : splitOnce(sequence, ' = ');
  if (alias) {
    const body = renderTypeBody(alias[1], indent + 2, width);
    if (body !== undefined) return `${render(alias[0], indent, column, width)} =${body}`;
  }
  const groups = /** @type {Group[]} */ (sequence.filter((part) => typeof part !== 'string' && part.items.length > 0));
  /** A parameter list: a `(` group followed by a return type or an arrow. */
  const isParameters = (/** @type {Group} */ group) => {
    const next = sequence[sequence.indexOf(group) + 1];
    return group.open === '(' && typeof next === 'string' && /^(?::| =>|;)/.test(next);
  };
  /** A group of one item hugs it, unless it is a parameter whose type is not an object. */
  const hugs = (/** @type {Group} */ group) => {
    if (group.items.length !== 1) return false;
    const last = group.items[0][group.items[0].length - 1];
    return !isParameters(group) || (typeof last !== 'string' && last.open === '{');
  };
  const order = [
    ...forced,
    ...groups
      .filter((group) => !forced.includes(group))
      .sort((a, b) => Number(isParameters(b)) - Number(isParameters(a)) || flat(b).length - flat(a).length),
  ];
  /** @type {Set<Group>} */
  const broken = new Set();
  let out = text;
  for (const [step, group] of order.entries()) {
    broken.add(group);
    if (step < forced.length - 1) continue;
    out = '';
    for (const [index, part] of sequence.entries()) {
      if (typeof part === 'string' || !broken.has(part)) {
        out += flat(part);
      } else if (hugs(part)) {
        const at = out.includes('\n') ? endColumn(out) : column + out.length;
        // What follows the group on its last line must fit too.
        const tail = part.close.length + sequence.slice(index + 1).map(flat).join('').length;
        const hugged = render(part.items[0], indent, at + 1, width - tail);
        const members = splitAll(part.items[0], ' | ');
        // A union that does not fit beside its bracket takes one member a line.
        out +=
          members.length > 1 && !fits(' '.repeat(at + 1) + hugged, width - tail)
            ? `${part.open}${members.map((member) => `\n${' '.repeat(indent + 2)}| ${render(member, indent + 4, indent + 4, width)}`).join('')}\n${' '.repeat(indent)}${part.close}`
            : `${part.open}${hugged}${part.close}`;
      } else {
        const separator = part.open === '{' ? ';' : ',';
        const pad = ' '.repeat(indent + 2);
        const lines = part.items.map((item) => `${pad}${render(item, indent + 2, indent + 2, width)}${separator}`);
        out += `${part.open}\n${lines.join('\n')}\n${' '.repeat(indent)}${part.close}`;
      }
    }
    if (fits(' '.repeat(column) + out, width)) break;
  }
  return out;
}

/**
 * `sequence` cut at the first top-level occurrence of `token`, or `undefined`.
 *
 * @param {Sequence} sequence
 * @param {string} token
 * @returns {[Sequence, Sequence] | undefined}
 */
function splitOnce(sequence, token) {
  for (const [index, part] of sequence.entries()) {
    if (typeof part !== 'string' || !part.includes(token)) continue;
    const at = part.indexOf(token);
    const before = [...sequence.slice(0, index), part.slice(0, at)].filter((item) => item !== '');
    const after = [part.slice(at + token.length), ...sequence.slice(index + 1)].filter((item) => item !== '');
    return [before, after];
  }
  return undefined;
}

/**
 * `sequence` cut at every top-level occurrence of `token`.
 *
 * @param {Sequence} sequence
 * @param {string} token
 * @returns {Sequence[]}
 */
function splitAll(sequence, token) {
  const pieces = [];
  let rest = sequence;
  for (let cut = splitOnce(rest, token); cut; cut = splitOnce(rest, token)) {
    pieces.push(cut[0]);
    rest = cut[1];
  }
  return [...pieces, rest];
}

/**
 * The right-hand side of a type alias that is too long, laid out as a formatter would:
 * a union one member per line (`| A`), a conditional type as `? then` and `: else`
 * lines. `undefined` when it is neither, so that its brackets break instead.
 *
 * @param {Sequence} body
 * @param {number} indent
 * @param {number} width
 * @returns {string | undefined}
 */
function renderTypeBody(body, indent, width) {
  const pad = ' '.repeat(indent);
  const members = splitAll(body, ' | ');
  if (members.length > 1) {
    return members.map((member) => `\n${pad}| ${render(member, indent + 2, indent + 2, width)}`).join('');
  }
  const condition = splitOnce(body, ' ? ');
  const branches = condition && splitOnce(condition[1], ' : ');
  if (!condition || !branches) return undefined;
  const otherwise = renderTypeBody(branches[1], indent + 2, width);
  return (
    ` ${render(condition[0], indent, indent, width)}` +
    `\n${pad}? ${render(branches[0], indent + 2, indent + 2, width)}` +
    `\n${pad}:${otherwise ?? ` ${render(branches[1], indent + 2, indent + 2, width)}`}`
  );
}

/**
 * Lays out one TypeScript declaration (a signature, a property or a type alias). A
 * declaration longer than `narrow` columns, about what a phone shows, puts one parameter
 * per line, and one type parameter per line when they alone are that long; then
 * anything still wider than `width` breaks as a formatter would.
 *
 * @param {string} code
 * @param {{width?: number, narrow?: number}} [options]
 * @returns {string}
 */
export function formatDeclaration(code, {width = 80, narrow = 40} = {}) {
  const normalized = code
    .replace(/\s+/g, ' ')
    .replace(/([(<[:=,]) \| /g, '$1 ')
    .replace(/([(<[]) /g, '$1')
    .replace(/ ([)\]>,;])/g, '$1')
    .replace(/:\s+/g, ': ')
    .trim();
  const sequence = parseItems(normalized, 0, undefined).items[0] ?? [];
  if (normalized.length <= narrow || splitOnce(sequence, ' = ')) return render(sequence, 0, 0, width);
  const forced = /** @type {Group[]} */ (
    sequence.filter((part, index) => {
      if (typeof part === 'string' || part.items.length === 0) return false;
      const next = sequence[index + 1];
      const parameters = part.open === '(' && typeof next === 'string' && /^(?::| =>|;)/.test(next);
      return parameters || (part.open === '<' && flat(part).length > narrow);
    })
  );
  return render(sequence, 0, 0, width, forced);
}
