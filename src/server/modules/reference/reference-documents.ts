import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentSort } from '#contract/paging';
import type { ReferenceDocument, ReferenceDocumentPage } from '#contract/reference';
import type { Database } from '../../db/client';
import { afterTimeAndId, containsPattern, exactText } from '../../db/paging-sql';
import { kbChunks, kbDocuments } from '../../db/schema';
import { openCursor, sealCursor, type CursorScope } from '../../http/page-cursor';
import type { PhiCipher } from '../../security/phi-cipher';
import type { ReferenceChunk } from './builtin-reference';

const INSERT_BATCH = 500;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The shared built-in reference document, which nobody may delete. */
export const isBuiltin = and(isNull(kbDocuments.clinicianId), eq(kbDocuments.kind, 'builtin'));

export async function insertChunks(
  tx: Tx,
  documentId: string,
  clinicianId: string | null,
  chunks: ReferenceChunk[],
) {
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    await tx.insert(kbChunks).values(
      chunks.slice(start, start + INSERT_BATCH).map((chunk, i) => ({
        documentId,
        clinicianId,
        ordinal: start + i,
        section: chunk.section,
        page: chunk.page,
        diagnosis: chunk.diagnosis,
        code: chunk.code,
        text: chunk.text,
      })),
    );
  }
}

const toDocument = (
  row: Pick<
    typeof kbDocuments.$inferSelect,
    | 'id'
    | 'clinicianId'
    | 'title'
    | 'kind'
    | 'fileName'
    | 'byteSize'
    | 'pageCount'
    | 'chunkCount'
    | 'createdAt'
  >,
): ReferenceDocument => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  fileName: row.fileName,
  byteSize: row.byteSize,
  pageCount: row.pageCount,
  chunkCount: row.chunkCount,
  createdAt: row.createdAt.toISOString(),
  deletable: row.clinicianId !== null,
});

/**
 * A page of the documents the clinician sees: the built-in reference first, then their imports newest first
 * (or every document by title), found by title or file name. Keyset pagination over the (clinician_id,
 * created_at, id) and (clinician_id, title, id) indexes; the cursor is sealed with the PHI cipher like the
 * other lists' (src/server/http/page-cursor.ts).
 */
async function listDocumentPage(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  options: { q: string; sort: DocumentSort; limit: number; cursor?: string | undefined },
): Promise<ReferenceDocumentPage> {
  const scope: CursorScope = { list: 'documents', clinicianId, sort: options.sort, filter: options.q };
  const byTitle = options.sort === 'title';
  const after = openCursor(
    cipher,
    options.cursor,
    scope,
    byTitle ? ['string', 'string'] : ['number', 'string', 'string'],
  );
  const own = sql<number>`(${kbDocuments.clinicianId} is not null)::int`;
  const where = and(
    or(isNull(kbDocuments.clinicianId), eq(kbDocuments.clinicianId, clinicianId)),
    options.q === ''
      ? undefined
      : or(
          ilike(kbDocuments.title, containsPattern(options.q)),
          ilike(kbDocuments.fileName, containsPattern(options.q)),
        ),
  );
  let position: SQL | undefined;
  if (after && byTitle) {
    position = sql`(${kbDocuments.title}, ${kbDocuments.id}) > (${after[0]}, ${after[1]}::uuid)`;
  } else if (after) {
    const [ownKey, at, id] = after;
    position = or(
      sql`${own} > ${ownKey}`,
      and(
        sql`${own} = ${ownKey}`,
        afterTimeAndId(kbDocuments.createdAt, kbDocuments.id, 'desc', [String(at), String(id)]),
      ),
    );
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: kbDocuments.id,
        clinicianId: kbDocuments.clinicianId,
        title: kbDocuments.title,
        kind: kbDocuments.kind,
        fileName: kbDocuments.fileName,
        byteSize: kbDocuments.byteSize,
        pageCount: kbDocuments.pageCount,
        chunkCount: kbDocuments.chunkCount,
        createdAt: kbDocuments.createdAt,
        cursorAt: exactText(kbDocuments.createdAt),
      })
      .from(kbDocuments)
      .where(and(where, position))
      .orderBy(
        ...(byTitle
          ? [asc(kbDocuments.title), asc(kbDocuments.id)]
          : [asc(own), desc(kbDocuments.createdAt), desc(kbDocuments.id)]),
      )
      .limit(options.limit + 1),
    db.select({ n: count() }).from(kbDocuments).where(where),
  ]);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    documents: page.map(toDocument),
    total: counted?.n ?? 0,
    nextCursor:
      rows.length > options.limit && last
        ? sealCursor(
            cipher,
            scope,
            byTitle ? [last.title, last.id] : [last.clinicianId === null ? 0 : 1, last.cursorAt, last.id],
          )
        : null,
  };
}

/** The reference documents one clinician sees (the built-in one and their own imports). */
export function createReferenceDocuments(db: Database, clinicianId: string) {
  return {
    listDocuments: (
      cipher: PhiCipher,
      options: { q: string; sort: DocumentSort; limit: number; cursor?: string | undefined },
    ): Promise<ReferenceDocumentPage> => listDocumentPage(db, cipher, clinicianId, options),

    /**
     * The clinician's own imports with their text, section by section, for the workspace export: what was imported
     * can be had back without the source files. Embeddings are left out; they are made again from the text.
     */
    async exportDocuments(): Promise<
      (ReferenceDocument & { chunks: { section: string; page: number | null; text: string }[] })[]
    > {
      const rows = await db
        .select()
        .from(kbDocuments)
        .where(eq(kbDocuments.clinicianId, clinicianId))
        .orderBy(asc(kbDocuments.createdAt));
      if (rows.length === 0) return [];
      const chunks = await db
        .select({
          documentId: kbChunks.documentId,
          section: kbChunks.section,
          page: kbChunks.page,
          text: kbChunks.text,
        })
        .from(kbChunks)
        .where(eq(kbChunks.clinicianId, clinicianId))
        .orderBy(asc(kbChunks.documentId), asc(kbChunks.ordinal));
      return rows.map((row) => ({
        ...toDocument(row),
        chunks: chunks
          .filter((chunk) => chunk.documentId === row.id)
          .map(({ section, page, text }) => ({ section, page, text })),
      }));
    },

    /** 'builtin' when the id is the shared reference (which nobody may delete), false when not visible. */
    async deleteDocument(id: string): Promise<'deleted' | 'builtin' | 'not_found'> {
      const deleted = await db
        .delete(kbDocuments)
        .where(and(eq(kbDocuments.id, id), eq(kbDocuments.clinicianId, clinicianId)))
        .returning({ id: kbDocuments.id });
      if (deleted.length > 0) return 'deleted';
      const [builtin] = await db
        .select({ id: kbDocuments.id })
        .from(kbDocuments)
        .where(and(eq(kbDocuments.id, id), isBuiltin));
      return builtin ? 'builtin' : 'not_found';
    },

    /** The document and all its chunks in one transaction: an import is stored whole or not at all. */
    async importDocument(values: {
      title: string;
      kind: 'pdf' | 'text' | 'markdown';
      fileName: string;
      byteSize: number;
      pageCount: number | null;
      chunks: ReferenceChunk[];
    }): Promise<ReferenceDocument> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(kbDocuments)
          .values({
            clinicianId,
            title: values.title,
            kind: values.kind,
            fileName: values.fileName,
            byteSize: values.byteSize,
            pageCount: values.pageCount,
            chunkCount: values.chunks.length,
          })
          .returning();
        if (!row) throw new Error('inserting a document returned no row');
        await insertChunks(tx, row.id, clinicianId, values.chunks);
        return toDocument(row);
      });
    },
  };
}
