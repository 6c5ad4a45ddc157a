/**
 * A cheap necessary condition for a set of regular expressions: literal strings, one of which every match must
 * contain. Testing a lowercased text for a few literals is far cheaper than running dozens of wide expressions
 * over it, and a text without any of them cannot match, so the expressions need only run on the texts that pass.
 *
 * The literals are read from each expression's own source (in the manner of a code-search trigram prefilter), so
 * the filter follows the patterns as they change. Whatever the reader does not understand counts as "could be
 * anything": the filter then never rules a text out rather than risk skipping a match.
 */

/** What a piece of a pattern can match: every string, when few (`exact`), and literals one of which it always contains. */
type Info = { exact: Set<string> | null; required: Set<string> | null };

const LIMIT = 64;
const ANY: Info = { exact: null, required: null };
const EMPTY: Info = { exact: new Set(['']), required: null };

/** Keep the shortest literals only: a text containing "killing" contains "kill". */
function minimal(literals: Set<string>): Set<string> | null {
  if (literals.has('')) return null;
  const sorted = [...literals].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const kept: string[] = [];
  for (const literal of sorted) if (!kept.some((k) => literal.includes(k))) kept.push(literal);
  return new Set(kept);
}

/**
 * Everyday words: a literal found inside one of them passes most sentences, so it makes a poor filter. (Which
 * literals are chosen only decides how many texts the filter lets through, never whether a match can be missed.)
 */
const EVERYDAY = ` ${"the and i you it to a of that in is was my me he she they we not no do did don't didn't but so have has had this for on with what just know like be been can can't could couldn't would wouldn't will won't get got go going at all there out if about one up think really yes now then when time some people back well right over very want here even because never thing things life feel felt much more make made take took keep kept day days week work home said say tell told him her them his their our your who how why where off down still around again other another after before something anything nothing everything someone anyone everyone being way little lot good bad need needed try tried long last next first mean sure maybe always sometimes really".split(' ').join(' ')} `;

/** A rough count of how often the literals turn up: one or two letters nearly everywhere, everyday words often. */
function cost(literals: Set<string>): number {
  let total = 0;
  for (const literal of literals)
    total += literal.length <= 2 ? 100 : EVERYDAY.includes(literal) ? 20 : literal.length === 3 ? 3 : 1;
  return total;
}

/** The better of two requirements: the one whose literals turn up in fewer ordinary sentences. */
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  if (!a) return b;
  if (!b) return a;
  return cost(a) <= cost(b) ? a : b;
}

const asRequirement = (info: Info): Set<string> | null =>
  better(info.required, info.exact ? minimal(info.exact) : null);

function product(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > LIMIT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function sequence(items: Info[]): Info {
  let required: Set<string> | null = null;
  let run: Set<string> | null = new Set(['']);
  let allExact = true;
  for (const item of items) {
    required = better(required, item.required);
    const next: Set<string> | null = run && item.exact ? product(run, item.exact) : null;
    if (next) {
      run = next;
      continue;
    }
    allExact = false;
    if (run) required = better(required, minimal(run));
    run = item.exact;
  }
  if (run) required = better(required, minimal(run));
  return { exact: allExact ? run : null, required };
}

function alternation(branches: Info[]): Info {
  if (branches.length === 1) return branches[0] ?? ANY;
  let exact: Set<string> | null = new Set();
  let required: Set<string> | null = new Set();
  for (const branch of branches) {
    if (exact && branch.exact && exact.size + branch.exact.size <= LIMIT)
      for (const s of branch.exact) exact.add(s);
    else exact = null;
    const own = asRequirement(branch);
    if (required && own) for (const s of own) required.add(s);
    else required = null;
  }
  return { exact, required: required ? minimal(required) : null };
}

function repeat(info: Info, min: number, max: number): Info {
  if (min === 0)
    return {
      exact: max === 1 && info.exact && info.exact.size < LIMIT ? new Set(['', ...info.exact]) : null,
      required: null,
    };
  let exact: Set<string> | null = info.exact;
  if (min !== 1 || max !== 1) exact = null;
  return { exact, required: asRequirement(info) };
}

/** A character class: a few plain characters stay exact, anything wider could be anything. */
function characterClass(body: string): Info {
  if (body.startsWith('^')) return ANY;
  const chars = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    let char = body[i] ?? '';
    if (char === '\\') {
      const next = body[i + 1] ?? '';
      if (/[A-Za-z0-9]/.test(next)) return ANY;
      char = next;
      i++;
    } else if (body[i + 1] === '-' && i + 2 < body.length) return ANY;
    if (!/^[\x20-\x7e]$/.test(char)) return ANY;
    chars.add(char.toLowerCase());
  }
  return chars.size === 0 || chars.size > 6 ? ANY : { exact: chars, required: null };
}

/** A reader for the regular-expression syntax the engine's patterns use (no `u` or `v` flag). */
function parse(source: string): Info {
  let at = 0;
  const alternatives = (): Info => {
    const branches = [sequenceUntilBar()];
    while (source[at] === '|') {
      at++;
      branches.push(sequenceUntilBar());
    }
    return alternation(branches);
  };
  const sequenceUntilBar = (): Info => {
    const items: Info[] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') items.push(quantified(atom()));
    return sequence(items);
  };
  const quantified = (info: Info): Info => {
    let min = 1;
    let max = 1;
    const char = source[at];
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (char === '?' || char === '*' || char === '+') {
      at++;
      min = char === '+' ? 1 : 0;
      max = char === '?' ? 1 : Infinity;
    } else if (char === '{' && braces) {
      at += braces[0].length;
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
    } else return info;
    if (source[at] === '?') at++;
    return quantified(repeat(info, min, max));
  };
  const atom = (): Info => {
    const char = source[at] ?? '';
    if (char === '(') {
      at++;
      let lookaround = false;
      if (source.startsWith('?:', at)) at += 2;
      else if (/^\?<?[=!]/.test(source.slice(at))) {
        lookaround = true;
        at += source[at + 1] === '<' ? 3 : 2;
      } else if (source.startsWith('?<', at)) at = source.indexOf('>', at) + 1;
      const inner = alternatives();
      if (source[at] !== ')') throw new Error('unbalanced group');
      at++;
      return lookaround ? EMPTY : inner;
    }
    if (char === '[') {
      let end = at + 1;
      if (source[end] === '^') end++;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      const body = source.slice(at + 1, end);
      at = end + 1;
      return characterClass(body);
    }
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      at += 2;
      if (next === 'b' || next === 'B') return EMPTY;
      // \x41, \u0041, \cJ, \k<name>, \12: consume the whole escape; what it matches could be anything here.
      if (next === 'x') at += 2;
      else if (next === 'u') at = source[at] === '{' ? source.indexOf('}', at) + 1 : at + 4;
      else if (next === 'c') at += 1;
      else if (next === 'k') at = source.indexOf('>', at) + 1;
      else if (/[0-9]/.test(next)) while (/[0-9]/.test(source[at] ?? '')) at++;
      if (/[A-Za-z0-9]/.test(next)) return ANY;
      return literal(next);
    }
    at++;
    if (char === '^' || char === '$') return EMPTY;
    if (char === '.') return ANY;
    return literal(char);
  };
  const info = alternatives();
  if (at !== source.length) throw new Error('unread pattern text');
  return info;
}

/** A plain printable ASCII character is itself (lowercased: the text is lowercased too); any other could be anything. */
function literal(char: string): Info {
  return /^[\x20-\x7e]$/.test(char) ? { exact: new Set([char.toLowerCase()]), required: null } : ANY;
}

/**
 * Literals one of which every match of `re` contains, lowercased; null when none can be read. Expressions with
 * the `g` or `y` flag (whose state a skipped test would change) or `u`/`v` (other case folding) get none.
 */
export function requiredLiterals(re: RegExp): string[] | null {
  if (/[gyuv]/.test(re.flags)) return null;
  try {
    const required = asRequirement(parse(re.source));
    return required ? [...required] : null;
  } catch {
    return null;
  }
}

/**
 * A test that is false only for texts none of `expressions` can match. It takes the text already lowercased (so
 * callers lowercase once for several filters); when any expression's literals cannot be read it is always true.
 */
export function literalPrefilter(expressions: readonly RegExp[]): (lowercased: string) => boolean {
  const all = new Set<string>();
  for (const re of expressions) {
    const literals = requiredLiterals(re);
    if (!literals) return () => true;
    for (const literal of literals) all.add(literal);
  }
  const literals = [...(minimal(all) ?? [])];
  if (literals.length === 0) return () => true;
  const anyOf = new RegExp(literals.map((l) => l.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'));
  return (lowercased) => anyOf.test(lowercased);
}
