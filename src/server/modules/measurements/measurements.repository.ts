import { and, asc, desc, eq } from 'drizzle-orm';
import { evidenceSpanSchema, type EvidenceSpan } from '#contract/generation';
import type { Instrument, Severity } from '#contract/instruments';
import type { LatestScore, Measurement } from '#contract/measurements';
import type { Database } from '../../db/client';
import { measurements } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';

type MeasurementRow = typeof measurements.$inferSelect;

export type NewMeasurement = {
  clientId: string;
  sessionId: string | null;
  instrument: Instrument;
  items: number[] | null;
  difficulty: number | null;
  total: number;
  severity: Severity;
  source: Measurement['source'];
  filledBy: Measurement['filledBy'];
  evidence: EvidenceSpan | null;
  status: Measurement['status'];
  administeredAt: Date;
};

/**
 * PHQ-9 and GAD-7 scores of one clinician's clients. Every query carries `clinician_id = :clinicianId`, so a
 * handler holding this repository cannot reach another clinician's scores. The evidence sentence is transcript
 * text, so it is encrypted here and decrypted here only.
 */
export function createMeasurementsRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const mine = eq(measurements.clinicianId, clinicianId);
  const toMeasurement = (row: MeasurementRow): Measurement => {
    const evidence = cipher.decryptNullable(row.evidenceEnc);
    return {
      id: row.id,
      clientId: row.clientId,
      sessionId: row.sessionId,
      instrument: row.instrument,
      items: row.items ?? null,
      difficulty: row.difficulty,
      total: row.total,
      severity: row.severity,
      source: row.source,
      filledBy: row.filledBy,
      evidence: evidence === null ? null : evidenceSpanSchema.parse(JSON.parse(evidence)),
      status: row.status,
      administeredAt: row.administeredAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    /** A client's scores, oldest first, as the chart draws them. */
    async listForClient(clientId: string): Promise<Measurement[]> {
      const rows = await db
        .select()
        .from(measurements)
        .where(and(mine, eq(measurements.clientId, clientId)))
        .orderBy(asc(measurements.administeredAt), asc(measurements.createdAt));
      return rows.map(toMeasurement);
    },

    async listForSession(sessionId: string): Promise<Measurement[]> {
      const rows = await db
        .select()
        .from(measurements)
        .where(and(mine, eq(measurements.sessionId, sessionId)))
        .orderBy(asc(measurements.administeredAt), asc(measurements.createdAt));
      return rows.map(toMeasurement);
    },

    /** The confirmed scores of a session: what its risk assessment reads PHQ-9 item 9 from. */
    async confirmedForSession(sessionId: string): Promise<Measurement[]> {
      const rows = await db
        .select()
        .from(measurements)
        .where(and(mine, eq(measurements.sessionId, sessionId), eq(measurements.status, 'confirmed')))
        .orderBy(asc(measurements.administeredAt));
      return rows.map(toMeasurement);
    },

    /** The confirmed scores of a client, oldest first: the note states the latest of each instrument. */
    async confirmedForClient(clientId: string): Promise<Measurement[]> {
      const rows = await db
        .select()
        .from(measurements)
        .where(and(mine, eq(measurements.clientId, clientId), eq(measurements.status, 'confirmed')))
        .orderBy(asc(measurements.administeredAt));
      return rows.map(toMeasurement);
    },

    /** Every score of the clinician's clients, for the workspace export. */
    async exportAll(): Promise<Measurement[]> {
      const rows = await db
        .select()
        .from(measurements)
        .where(mine)
        .orderBy(asc(measurements.createdAt), asc(measurements.id));
      return rows.map(toMeasurement);
    },

    async get(id: string): Promise<Measurement | undefined> {
      const [row] = await db
        .select()
        .from(measurements)
        .where(and(mine, eq(measurements.id, id)))
        .limit(1);
      return row ? toMeasurement(row) : undefined;
    },

    async create(values: NewMeasurement): Promise<Measurement> {
      const { evidence, ...rest } = values;
      const [row] = await db
        .insert(measurements)
        .values({
          ...rest,
          clinicianId,
          evidenceEnc: evidence ? cipher.encrypt(JSON.stringify(evidence)) : null,
        })
        .returning();
      if (!row) throw new Error('inserting a measurement returned no row');
      return toMeasurement(row);
    },

    /** Confirms a proposed score; says why when there is nothing to confirm. */
    async confirm(id: string, now: Date): Promise<Measurement | 'not-found' | 'already-confirmed'> {
      const [row] = await db
        .update(measurements)
        .set({ status: 'confirmed', updatedAt: now })
        .where(and(mine, eq(measurements.id, id), eq(measurements.status, 'proposed')))
        .returning();
      if (row) return toMeasurement(row);
      return (await this.get(id)) ? 'already-confirmed' : 'not-found';
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(measurements)
        .where(and(mine, eq(measurements.id, id)))
        .returning({ id: measurements.id });
      return removed.length > 0;
    },

    /** Each client's latest confirmed score per instrument. */
    async latest(): Promise<LatestScore[]> {
      const rows = await db
        .selectDistinctOn([measurements.clientId, measurements.instrument], {
          clientId: measurements.clientId,
          instrument: measurements.instrument,
          total: measurements.total,
          severity: measurements.severity,
          administeredAt: measurements.administeredAt,
        })
        .from(measurements)
        .where(and(mine, eq(measurements.status, 'confirmed')))
        .orderBy(
          measurements.clientId,
          measurements.instrument,
          desc(measurements.administeredAt),
          desc(measurements.createdAt),
        );
      return rows.map((row) => ({ ...row, administeredAt: row.administeredAt.toISOString() }));
    },
  };
}
export type MeasurementsRepository = ReturnType<typeof createMeasurementsRepository>;
