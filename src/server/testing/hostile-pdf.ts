import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * PDFs written byte by byte for tests of the import limits: files no PDF library would produce, made here so no
 * binary needs to be checked in.
 */

/** A whole PDF from its objects (numbered from 1 in order), with a correct cross-reference table. */
export function assemblePdf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([
      Buffer.from(`${String(index + 1)} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${String(objects.length + 1)}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${String(objects.length + 1)} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${String(data.length)} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** A PDF with one page per content stream, in Helvetica; each stream is given already encoded with `filter`. */
export function pdfWithPages(contents: Buffer[], filter = '/FlateDecode'): Buffer {
  const pageIds = contents.map((_, index) => 4 + index * 2);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(contents.length)} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  contents.forEach((content, index) => {
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${String(5 + index * 2)} 0 R >>`,
      ),
      stream(filter ? `/Filter ${filter}` : '', content),
    );
  });
  return assemblePdf(objects);
}

/** A page's content stream writing `text` in lines of at most 80 characters. */
export function textContent(text: string): Buffer {
  const lines = text.match(/.{1,80}/gs) ?? [];
  const shown = lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj 0 -14 Td`).join('\n');
  return Buffer.from(`BT /F1 12 Tf 72 720 Td\n${shown}\nET`, 'latin1');
}

/** A readable PDF: one page per text. */
export const textPdf = (pages: string[]) => pdfWithPages(pages.map((text) => deflateSync(textContent(text))));

function textOperations(count: number): Buffer {
  const operation = Buffer.from('(ab) Tj 0.01 0 Td\n');
  const body = Buffer.alloc(operation.length * count);
  for (let i = 0; i < count; i++) operation.copy(body, i * operation.length);
  return deflateSync(Buffer.concat([Buffer.from('BT /F1 10 Tf 20 700 Td\n'), body, Buffer.from('ET')]), {
    level: 1,
  });
}

/** One page with `count` separate text-showing operations, each moved a little, so none merge. */
export const manyTextOperationsPdf = (count: number) => pdfWithPages([textOperations(count)]);

/** `pages` pages of `perPage` text operations each: slow to read, though each page on its own is small. */
export function slowPdf(pages: number, perPage: number): Buffer {
  const content = textOperations(perPage);
  return pdfWithPages(Array.from({ length: pages }, () => content));
}

const MEGABYTE = 1024 * 1024;

/**
 * A zlib stream that inflates to `megabytes` MB of spaces (whitespace, so a valid empty content stream) from about
 * a thousandth of that. One flushed deflate block of a megabyte of spaces refers only to its own first byte, so the
 * same block repeated is a valid stream; only the checksum is computed for the whole.
 */
export function deflatedSpaces(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MEGABYTE, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const final = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => block),
    final,
    adler32OfSpaces(BigInt(megabytes) * BigInt(MEGABYTE)),
  ]);
}

/** Adler-32 of `n` spaces, in closed form: A = 1 + 32n, B = n + 32·n(n+1)/2 (both mod 65521). */
function adler32OfSpaces(n: bigint): Buffer {
  const mod = 65521n;
  const a = (1n + 32n * n) % mod;
  const b = (n + (32n * n * (n + 1n)) / 2n) % mod;
  const out = Buffer.alloc(4);
  out.writeUInt32BE(Number((b << 16n) | a));
  return out;
}

/** Two pages: readable text, then a content stream that inflates to `megabytes` MB. */
export const compressionBombPdf = (megabytes: number) =>
  pdfWithPages([deflateSync(textContent('Worry diary, week one.')), deflatedSpaces(megabytes)]);
