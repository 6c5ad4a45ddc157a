import { CARDINALS } from './number-words';
import { wordTable } from './word-table';

/**
 * Durations and onsets as the client said them, with their spans ("for about seven months", "since March").
 * `days` is null for an onset tied to an event ("since the funeral"), which the note reports but cannot measure.
 */
export type DurationMention = { days: number | null; start: number; end: number; text: string };

/** Numbers as durations are said: "seven", "a couple of", "a few" (about three), "several"; never "zero". */
const { zero: _zero, ...ONE_TO_TWENTY } = CARDINALS;
const NUMBER_WORDS = wordTable<number>({
  a: 1,
  an: 1,
  ...ONE_TO_TWENTY,
  thirty: 30,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 4,
  many: 6,
});
/** Longest first, so "since I was nineteen" is not read as "nine". */
const BY_LENGTH = Object.keys(NUMBER_WORDS)
  .filter((w) => !w.includes(' ') && !['a', 'an', 'few', 'many', 'couple', 'several'].includes(w))
  .sort((a, b) => b.length - a.length);
const UNIT_DAYS = wordTable<number>({ day: 1, week: 7, fortnight: 14, month: 30, year: 365 });
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const SEASONS = wordTable<number>({ spring: 3, summer: 6, autumn: 9, fall: 9, winter: 0 });

const QUANTITY = `(?:\\d+(?:\\.\\d+)?|a couple of|a couple|a few|couple|few|several|many|${Object.keys(
  NUMBER_WORDS,
)
  .filter((w) => !w.includes(' '))
  .join('|')})(?:\\s+(?:and a half|or so|or two|or three))?`;
const UNIT = '(day|week|fortnight|month|year)s?';
const RELATIVE = new RegExp(
  [
    `\\b(?:for|over|during|in|throughout)\\s+(?:about|around|roughly|nearly|almost|over|more than|at least|the (?:last|past)|the better part of)?\\s*(?<q1>${QUANTITY})\\s+${UNIT.replace('(', '(?<u1>')}`,
    `\\b(?:the|these|this)\\s+(?:last|past)\\s+(?<q2>${QUANTITY})?\\s*${UNIT.replace('(', '(?<u2>')}`,
    `\\b(?<q3>${QUANTITY})\\s+${UNIT.replace('(', '(?<u3>')}\\s+(?:now|ago|straight|running|in a row)`,
    `\\b(?:about|around|nearly|almost|over|more than)\\s+(?<q4>${QUANTITY})\\s+${UNIT.replace('(', '(?<u4>')}`,
    `\\bsince\\s+(?:last\\s+)?(?<since>${[...MONTHS, ...Object.keys(SEASONS), 'christmas', 'new year', 'the new year'].join('|')}|\\d{4}|i was (?:a kid|a child|little|young|a teenager|in school|(?:\\d+|${BY_LENGTH.join('|')})\\b))`,
    `\\b(?:started|began|kicked off)\\s+(?:in|around|back in|last)\\s+(?<began>${[...MONTHS, ...Object.keys(SEASONS)].join('|')}|\\d{4})`,
    `\\b(?:all|most of)\\s+my\\s+(?<life>life|adult life)`,
  ].join('|'),
  'gi',
);

function quantity(raw: string | undefined): number {
  if (!raw) return 1;
  const text = raw.toLowerCase().replace(/\s+(or so|or two|or three)$/, '');
  const half = text.endsWith('and a half') ? 0.5 : 0;
  const base = text.replace(/\s+and a half$/, '');
  const value = Number.parseFloat(base);
  return (Number.isNaN(value) ? (NUMBER_WORDS[base] ?? 1) : value) + half;
}

function daysSinceMonth(monthIndex: number, now: Date): number {
  const currentMonth = now.getUTCMonth();
  const months = (currentMonth - monthIndex + 12) % 12 || 12;
  return months * 30;
}

const MONTH_OR_SEASON = [...MONTHS, ...Object.keys(SEASONS)].join('|');
const EXTRA = new RegExp(
  [
    // "since the spring before last", "since about the end of August", "since last Christmas"
    `\\bsince\\s+(?:about\\s+|around\\s+|roughly\\s+|at least\\s+)?(?:the\\s+)?(?:(?:start|end|middle|beginning)\\s+of\\s+)?(?:last\\s+)?(?<anchor>${MONTH_OR_SEASON}|christmas|easter|new year)(?<beforeLast>\\s+before\\s+last)?`,
    // "two and a half years", "so four years", "six weeks of this", "four or five days", "fourteen months ago"
    `(?<![\\w'-])(?<!\\b(?:in|next|every|each|per|within|the next|another|a|of)\\s)(?<q>${QUANTITY})(?:\\s+or\\s+${QUANTITY})?\\s+(?<u>day|week|fortnight|month|year)s?\\b(?!\\s+(?:old|from now|later|time))`,
    // onsets tied to an event or a stage of life: "since the funeral", "since my first year at uni", "it started after the fire"
    `\\bsince\\s+(?:i|he|she|we|they|my|his|her|their|the|a|an|our)\\b[^.,;!?\\n]{3,60}`,
    `\\b(?:it\\s+|this\\s+|that\\s+)?(?:started|began|kicked off)\\s+(?:the|when|after|around|with)\\b[^.,;!?\\n]{3,60}`,
  ].join('|'),
  'gi',
);

export function findDurations(text: string, now: Date = new Date()): DurationMention[] {
  const found: DurationMention[] = [];
  const add = (mention: DurationMention) => {
    // Where two readings overlap, keep the one that measures something, then the longer.
    const clash = found.findIndex((f) => f.start < mention.end && mention.start < f.end);
    if (clash < 0) return void found.push(mention);
    const other = found[clash];
    if (!other) return;
    const better =
      (mention.days !== null && other.days === null) ||
      ((mention.days !== null) === (other.days !== null) &&
        mention.end - mention.start > other.end - other.start);
    if (better) found[clash] = mention;
  };
  for (const match of text.matchAll(RELATIVE)) {
    const g = match.groups ?? {};
    let days: number | undefined;
    const unit = g.u1 ?? g.u2 ?? g.u3 ?? g.u4;
    if (unit) days = quantity(g.q1 ?? g.q2 ?? g.q3 ?? g.q4) * (UNIT_DAYS[unit.toLowerCase()] ?? 1);
    const anchor = (g.since ?? g.began)?.toLowerCase();
    if (anchor) {
      const month = MONTHS.indexOf(anchor.replace(/^last\s+/, ''));
      if (month >= 0) days = daysSinceMonth(month, now);
      else if (anchor in SEASONS) days = daysSinceMonth(SEASONS[anchor] ?? 0, now);
      else if (/^\d{4}$/.test(anchor)) days = Math.max(0, (now.getUTCFullYear() - Number(anchor)) * 365);
      else if (anchor.includes('christmas') || anchor.includes('new year')) days = daysSinceMonth(11, now);
      else if (anchor.startsWith('i was')) days = 10 * 365;
    }
    if (g.life) days = 20 * 365;
    if (days === undefined) continue;
    add({ days, start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  for (const match of text.matchAll(EXTRA)) {
    const g = match.groups ?? {};
    let days: number | null = null;
    if (g.anchor) {
      const anchor = g.anchor.toLowerCase();
      const month = MONTHS.indexOf(anchor);
      days =
        month >= 0
          ? daysSinceMonth(month, now)
          : anchor in SEASONS
            ? daysSinceMonth(SEASONS[anchor] ?? 0, now)
            : daysSinceMonth(anchor === 'easter' ? 3 : 11, now);
      if (g.beforeLast) days += 365;
    } else if (g.q && g.u) {
      days = quantity(g.q) * (UNIT_DAYS[g.u.toLowerCase()] ?? 1);
    } else {
      // An onset named by an event: measurable only when it names a month ("since the funeral in June").
      const month = MONTHS.findIndex((name) => match[0].toLowerCase().includes(name));
      days = month >= 0 ? daysSinceMonth(month, now) : null;
    }
    add({ days, start: match.index, end: match.index + match[0].length, text: match[0].trim() });
  }
  return found.sort((a, b) => a.start - b.start);
}

export function describeDays(days: number): string {
  if (days >= 365) return `${Math.round((days / 365) * 10) / 10} year${days >= 730 ? 's' : ''}`;
  if (days >= 60) return `about ${Math.round(days / 30)} months`;
  if (days >= 14) return `about ${Math.round(days / 7)} weeks`;
  return `${days} day${days === 1 ? '' : 's'}`;
}
