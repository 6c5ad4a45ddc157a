import { constants, createInflate } from 'node:zlib';

/**
 * How many bytes a PDF's streams decode to, counted before the PDF reader opens the file. The reader decodes a
 * stream whole into memory, so a few megabytes of deflated zeros (a "compression bomb") would otherwise become
 * gigabytes. Every stream is counted, through each filter of its chain that can grow data (Flate, LZW,
 * RunLength, and the ASCII encodings in front of them); image codecs are not decoded for text and are not followed.
 *
 * The scan reads the raw file, not the PDF's cross-reference table, so a damaged table or a dictionary written to
 * mislead cannot hide a stream: any data after a `stream` keyword is also tried as a zlib stream, whatever its
 * dictionary says, and zlib itself says where the data ends.
 */

export type InflatedSize = { bytes: number; isOverLimit: boolean };

type Filter = 'flate' | 'lzw' | 'runlength' | 'asciihex' | 'ascii85' | 'other';

const FILTER_NAMES: Record<string, Filter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'runlength',
  RL: 'runlength',
  ASCIIHexDecode: 'asciihex',
  AHx: 'asciihex',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
};

const STREAM_KEYWORD = Buffer.from('stream');
/** How far back from `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

export async function measureInflatedSize(pdf: Buffer, limit: number): Promise<InflatedSize> {
  let total = 0;
  for (const stream of findStreams(pdf)) {
    const cap = limit - total + 1;
    const [first] = stream.filters;
    // A deflated stream is read to zlib's own end marker, never cut by a Length that may lie.
    const declared = first
      ? await decodedSize(first === 'flate' ? stream.toEnd : stream.data, stream.filters, cap)
      : 0;
    const asDeflated = first === 'flate' ? 0 : await decodedSize(stream.toEnd, ['flate'], cap);
    total += Math.max(declared, asDeflated);
    if (total > limit) return { bytes: total, isOverLimit: true };
  }
  return { bytes: total, isOverLimit: false };
}

/** `data` ends where the dictionary's Length says (if it gives one); `toEnd` runs to the end of the file. */
type RawStream = { data: Buffer; toEnd: Buffer; filters: Filter[] };

function* findStreams(pdf: Buffer): Generator<RawStream> {
  let from = 0;
  for (;;) {
    const at = pdf.indexOf(STREAM_KEYWORD, from);
    if (at < 0) return;
    from = at + STREAM_KEYWORD.length;
    // `endstream` contains the keyword too; only `stream` followed by an end of line starts data.
    if (at >= 3 && pdf.toString('latin1', at - 3, at) === 'end') continue;
    let start = from;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    if (start === from) continue;
    const dictionary = pdf.toString('latin1', Math.max(0, at - DICTIONARY_WINDOW), at);
    const dictStart = dictionary.lastIndexOf('obj');
    const text = dictStart >= 0 ? dictionary.slice(dictStart) : dictionary;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(text)?.[1];
    const toEnd = pdf.subarray(start);
    const data = length === undefined ? toEnd : toEnd.subarray(0, Number(length));
    yield { data, toEnd, filters: filtersOf(text) };
  }
}

function filtersOf(dictionary: string): Filter[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => FILTER_NAMES[name[1] ?? ''] ?? 'other');
}

/**
 * Bytes produced by every stage of the chain (each stage is held in memory by the reader, so each counts), up to
 * `cap`; stops early once `cap` is reached.
 */
async function decodedSize(data: Buffer, filters: Filter[], cap: number): Promise<number> {
  let input = data;
  let produced = 0;
  for (const [index, filter] of filters.entries()) {
    if (filter === 'other') break;
    const isLast = index === filters.length - 1;
    const output = await decode(filter, input, cap - produced, !isLast);
    produced += output.size;
    if (produced >= cap || !output.data) break;
    input = output.data;
  }
  return produced;
}

type Decoded = { size: number; data: Buffer | undefined };

async function decode(filter: Filter, input: Buffer, cap: number, keep: boolean): Promise<Decoded> {
  switch (filter) {
    case 'flate':
      return inflateCounted(input, cap, keep);
    case 'lzw':
      return collected(lzwDecode(input, cap));
    case 'runlength':
      return collected(runLengthDecode(input, cap));
    case 'asciihex':
      return collected(asciiHexDecode(input));
    case 'ascii85':
      return collected(ascii85Decode(input));
    case 'other':
      return { size: 0, data: undefined };
  }
}

const collected = (data: Buffer): Decoded => ({ size: data.length, data });

/** Counts what zlib inflates, keeping it only when another filter follows; a damaged tail still counts what came before. */
function inflateCounted(input: Buffer, cap: number, keep: boolean): Promise<Decoded> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    const parts: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      inflate.destroy();
      resolve({ size, data: keep ? Buffer.concat(parts) : undefined });
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (keep) parts.push(chunk);
      if (size >= cap) finish();
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(input);
  });
}

function asciiHexDecode(input: Buffer): Buffer {
  const end = input.indexOf(0x3e); // '>'
  const digits = input.toString('latin1', 0, end < 0 ? input.length : end).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85Decode(input: Buffer): Buffer {
  const end = input.indexOf('~>', 0, 'latin1');
  const text = input.toString('latin1', 0, end < 0 ? input.length : end).replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    out.push(...bytes.slice(0, count));
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/** PDF RunLength: a length byte n < 128 copies n + 1 bytes, n > 128 repeats the next byte 257 - n times, 128 ends. */
function runLengthDecode(input: Buffer, cap: number): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  let at = 0;
  while (at < input.length && size < cap) {
    const n = input[at++] ?? 128;
    if (n === 128) break;
    const part = n < 128 ? input.subarray(at, at + n + 1) : Buffer.alloc(257 - n, input[at] ?? 0);
    at += n < 128 ? n + 1 : 1;
    parts.push(part);
    size += part.length;
  }
  return Buffer.concat(parts);
}

/** PDF LZW (variable code width 9–12 bits, early change), stopping at its end code or at `cap` bytes. */
function lzwDecode(input: Buffer, cap: number): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  let dictionary: Buffer[] = [];
  const reset = () => {
    dictionary = Array.from({ length: 258 }, (_, i) => Buffer.from([i & 0xff]));
  };
  reset();
  let width = 9;
  let previous: Buffer | undefined;
  let bits = 0;
  let buffer = 0;
  for (const byte of input) {
    buffer = ((buffer << 8) | byte) >>> 0;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return Buffer.concat(parts);
      let entry = dictionary[code];
      if (!entry) {
        if (!previous || code !== dictionary.length) return Buffer.concat(parts);
        entry = Buffer.concat([previous, previous.subarray(0, 1)]);
      }
      parts.push(entry);
      size += entry.length;
      if (size >= cap) return Buffer.concat(parts);
      if (previous && dictionary.length < 4096)
        dictionary.push(Buffer.concat([previous, entry.subarray(0, 1)]));
      previous = entry;
      if (dictionary.length + 1 >= 1 << width && width < 12) width++;
    }
  }
  return Buffer.concat(parts);
}
