import { describe, expect, it } from 'vitest';
import { DISCLOSURES, RISK_AREAS } from './risk-language';
import { literalPrefilter, requiredLiterals } from './regex-prefilter';

/**
 * Example strings for every alternative of a pattern: each alternation yields each branch in turn (the other parts
 * of the pattern take their first form), optional parts are tried with and without. Only strings the expression
 * really matches are used, so lookarounds and anchors sort themselves out.
 */
function examples(source: string): string[] {
  let at = 0;
  const alternatives = (): string[] => {
    const out = [...sequence()];
    while (source[at] === '|') {
      at++;
      out.push(...sequence());
    }
    return out;
  };
  const sequence = (): string[] => {
    const parts: string[][] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') parts.push(quantified(atom()));
    // The first form of every part, then each part's other forms with the rest at their first.
    const first = parts.map((p) => p[0] ?? '');
    const out = [first.join('')];
    parts.forEach((forms, i) => {
      for (const form of forms.slice(1, 40))
        out.push([...first.slice(0, i), form, ...first.slice(i + 1)].join(''));
    });
    return out;
  };
  const quantified = (forms: string[]): string[] => {
    const char = source[at];
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    let min = 1;
    if (char === '?' || char === '*' || char === '+') {
      at++;
      min = char === '+' ? 1 : 0;
    } else if (char === '{' && braces) {
      at += braces[0].length;
      min = Number(braces[1]);
    } else return forms;
    if (source[at] === '?') at++;
    const repeated = forms.map((f) => f.repeat(Math.max(1, min)));
    return min === 0 ? [...repeated, ''] : repeated;
  };
  const atom = (): string[] => {
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
      at++;
      return lookaround ? [''] : inner;
    }
    if (char === '[') {
      let end = at + 1;
      if (source[end] === '^') end++;
      while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
      const body = source.slice(at + 1, end);
      at = end + 1;
      if (body.startsWith('^')) return [' '];
      const plain = body.replace(/\\./g, '').replace(/(.)-./g, '$1');
      return plain ? [...new Set(plain)].slice(0, 3) : ['a'];
    }
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      at += 2;
      const classes: Record<string, string> = {
        s: ' ',
        S: 'x',
        w: 'a',
        W: ' ',
        d: '1',
        D: 'x',
        b: '',
        B: '',
      };
      return [classes[next] ?? next];
    }
    at++;
    if (char === '^' || char === '$') return [''];
    if (char === '.') return [' '];
    return [char];
  };
  return alternatives();
}

describe('required literals', () => {
  it('reads the literal every match must contain', () => {
    expect(requiredLiterals(/\bsuicid(?:e|al)\b/i)).toEqual(['suicide', 'suicidal']);
    // Either part would do; the rarer one is kept.
    expect(requiredLiterals(/\b(?:kill|killing|killed)\s+(?:myself|himself)/i)).toEqual(['kill']);
    expect(requiredLiterals(/\bpositive\s+for\s+SI\b/)).toEqual(['positive']);
  });

  it('keeps the shortest of literals that contain one another', () => {
    expect(requiredLiterals(/\b(?:cut|cutting|cuts)\b/i)).toEqual(['cut']);
  });

  it('gives up where a match could be anything', () => {
    expect(requiredLiterals(/\b\w+\s+\w+/)).toBeNull();
    expect(requiredLiterals(/(?:die)?/i)).toBeNull();
    expect(requiredLiterals(/a|\w+/i)).toBeNull();
    expect(requiredLiterals(/[^.?!]{0,60}/)).toBeNull();
  });

  it('reads nothing from expressions whose state or case folding a skipped test would change', () => {
    expect(requiredLiterals(/suicide/gi)).toBeNull();
    expect(requiredLiterals(/suicide/iu)).toBeNull();
    expect(requiredLiterals(/suicide/y)).toBeNull();
  });

  it('never reads a lookahead or lookbehind as text the match contains', () => {
    expect(requiredLiterals(/(?<!play\w*\s+)\bwith\s+a\s+knife\b(?!\s+block)/i)).toEqual(['knife']);
  });

  it('reads a case-sensitive expression in lowercase, as the text it is tested against', () => {
    expect(requiredLiterals(/\b(?:SI|S\/I)\b/)).toEqual(['si', 's/i']);
  });

  it('does not read the digits of an escape as literal text', () => {
    expect(requiredLiterals(/\x41bcd/)).toEqual(['bcd']);
    expect(requiredLiterals(/(x|y)\1bcd/)?.join(' ')).not.toMatch(/\d/);
  });
});

describe('literal prefilter', () => {
  it('rules out texts none of the expressions can match, and only those', () => {
    const mayMatch = literalPrefilter([/\bsuicid(?:e|al)\b/i, /\bkill\s+myself\b/i]);
    expect(mayMatch("i've felt suicidal since march")).toBe(true);
    expect(mayMatch('some days i want to kill myself')).toBe(true);
    expect(mayMatch('work has been busy and i sleep badly')).toBe(false);
  });

  it('never rules out a text when one expression cannot be read', () => {
    const mayMatch = literalPrefilter([/\bsuicid(?:e|al)\b/i, /\b\w+\s+\w+/]);
    expect(mayMatch('work has been busy')).toBe(true);
  });

  for (const area of RISK_AREAS) {
    it(`passes every example of every ${area} disclosure pattern the pattern matches`, () => {
      const mayDisclose = literalPrefilter(DISCLOSURES[area].map((p) => p.re));
      let tried = 0;
      for (const { re } of DISCLOSURES[area]) {
        const matched = examples(re.source).filter((text) => re.test(text));
        // Each pattern yields matching examples, so each alternative of the patterns is tested.
        expect(matched.length, re.source).toBeGreaterThan(0);
        for (const text of matched) {
          tried++;
          // The examples as written, in capitals, and inside a longer sentence.
          for (const variant of [text, text.toUpperCase(), `Well, ${text}, you know.`])
            if (re.test(variant))
              expect(mayDisclose(variant.toLowerCase()), `${re.source}: ${variant}`).toBe(true);
        }
      }
      expect(tried).toBeGreaterThan(DISCLOSURES[area].length);
    });

    it(`reads literals from every ${area} disclosure pattern, so the filter rules most sentences out`, () => {
      for (const { re } of DISCLOSURES[area]) expect(requiredLiterals(re), re.source).not.toBeNull();
      const mayDisclose = literalPrefilter(DISCLOSURES[area].map((p) => p.re));
      expect(mayDisclose('work was busy so i missed the start of the meeting')).toBe(false);
    });
  }
});
