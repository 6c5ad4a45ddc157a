-- Where the database has pgvector (embedded PGlite loads it; a PostgreSQL server may have it installed), the
-- stored embeddings get a `vector` copy kept by PostgreSQL itself and an HNSW index for the offline encoder's
-- 512-dimensional vectors (docs/decisions/004-pgvector-where-available.md). Without pgvector nothing changes and
-- search scans the vectors in-process.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      EXECUTE 'CREATE EXTENSION IF NOT EXISTS vector';
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pgvector is installed but could not be enabled (%); vector search stays in-process', SQLERRM;
      RETURN;
    END;
    EXECUTE 'ALTER TABLE kb_chunks ADD COLUMN embedding_vector vector GENERATED ALWAYS AS (embedding::vector) STORED';
    EXECUTE 'CREATE INDEX kb_chunks_use_lite_512_hnsw ON kb_chunks '
      || 'USING hnsw ((embedding_vector::vector(512)) vector_cosine_ops) WHERE model = ''use-lite-512''';
  END IF;
END $$;
