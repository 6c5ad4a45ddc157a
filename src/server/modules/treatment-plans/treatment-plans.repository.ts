import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClientPlanItem } from '#contract/workflow';
import { therapyRecommendationSchema, type TherapyRecommendation } from '#contract/generation';
import type { Database } from '../../db/client';
import { therapyRecommendations } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { openJson, sealJson } from '../../security/sealed-json';
import { compareCodePoints, planTherapyIndex } from '../clients/client-identity';
import { createClientsRepository } from '../clients/clients.repository';

type PlanRow = typeof therapyRecommendations.$inferSelect;
type PlanItemStatus = ClientPlanItem['status'];

/**
 * The treatment plans of one clinician's clients: the therapies recommended for each client, planned or active.
 * Every query is bound to `clinicianId`; a therapy's name and its recommendation are encrypted here before they
 * reach the database and decrypted here only.
 */
export function createTreatmentPlansRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const toPlanItem = (row: PlanRow): ClientPlanItem => ({
    id: row.id,
    // A plaintext name still present is a row written before encryption that start-up has not converted yet.
    therapy: row.legacyTherapy ?? cipher.decryptNullable(row.therapyEnc) ?? '',
    status: row.status,
    recommendation: openJson(cipher, therapyRecommendationSchema, row.body),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const myClient = (clientId: string) => createClientsRepository(db, cipher, clinicianId).has(clientId);
  const ofMyClient = (clientId: string) =>
    and(eq(therapyRecommendations.clinicianId, clinicianId), eq(therapyRecommendations.clientId, clientId));

  return {
    /** The client's treatment plan, oldest first; undefined when the client is not this clinician's. */
    async list(clientId: string): Promise<ClientPlanItem[] | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const rows = await db
        .select()
        .from(therapyRecommendations)
        .where(ofMyClient(clientId))
        .orderBy(asc(therapyRecommendations.createdAt));
      // Items saved at the same moment are ordered by therapy name, which only the decrypted item has.
      return rows
        .map(toPlanItem)
        .sort(
          (a, b) =>
            Date.parse(a.createdAt) - Date.parse(b.createdAt) || compareCodePoints(a.therapy, b.therapy),
        );
    },

    /**
     * Adds the recommendation to the client's plan, or updates the item with the same therapy. An item once
     * implemented (active) stays active when it is saved again; implementing a planned item makes it active.
     */
    async save(
      clientId: string,
      recommendation: TherapyRecommendation,
      status: PlanItemStatus,
      now: Date,
    ): Promise<{ item: ClientPlanItem; created: boolean } | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const therapy = recommendation.therapy.trim();
      const therapyIndex = planTherapyIndex(cipher, clientId, therapy);
      const existing = await db
        .select({ id: therapyRecommendations.id })
        .from(therapyRecommendations)
        .where(and(ofMyClient(clientId), eq(therapyRecommendations.therapyIndex, therapyIndex)));
      const body = sealJson(cipher, recommendation);
      const [row] = await db
        .insert(therapyRecommendations)
        .values({
          clinicianId,
          clientId,
          therapyEnc: cipher.encrypt(therapy),
          therapyIndex,
          status,
          body,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [therapyRecommendations.clientId, therapyRecommendations.therapyIndex],
          set: {
            body,
            updatedAt: now,
            status: sql`case when ${therapyRecommendations.status} = 'active' or ${status} = 'active' then 'active' else 'planned' end`,
          },
          setWhere: eq(therapyRecommendations.clinicianId, clinicianId),
        })
        .returning();
      return row ? { item: toPlanItem(row), created: existing.length === 0 } : undefined;
    },

    async remove(clientId: string, itemId: string): Promise<boolean> {
      const removed = await db
        .delete(therapyRecommendations)
        .where(and(eq(therapyRecommendations.id, itemId), ofMyClient(clientId)))
        .returning({ id: therapyRecommendations.id });
      return removed.length > 0;
    },

    /** Every client's plan, decrypted, for the workspace export. */
    async exportAll() {
      const rows = await db
        .select()
        .from(therapyRecommendations)
        .where(eq(therapyRecommendations.clinicianId, clinicianId))
        .orderBy(asc(therapyRecommendations.createdAt), asc(therapyRecommendations.id));
      return { clientTreatmentPlans: rows.map((row) => ({ clientId: row.clientId, ...toPlanItem(row) })) };
    },
  };
}
