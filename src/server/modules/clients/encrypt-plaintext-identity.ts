import { eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, therapyRecommendations } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { planTherapyIndex } from './client-identity';

export const IDENTITY_BATCH_SIZE = 200;

const hasPlaintextIdentity = or(
  isNotNull(clients.legacyFirstName),
  isNotNull(clients.legacyLastName),
  isNotNull(clients.legacyGender),
  isNotNull(clients.legacyPrimaryConcerns),
);

/**
 * Encrypts what rows written before migration 0005 hold in plaintext (client names, gender, concerns, and the
 * therapy names of client plans) and sets those columns to NULL, one batch per transaction. Each batch is one
 * UPDATE, so a pass killed half-way leaves every row either converted or untouched and the next start carries
 * on; converted rows are never selected again, so running it twice changes nothing. Batches are claimed with
 * FOR UPDATE SKIP LOCKED, so instances starting together share the rows instead of converting one twice.
 */
export async function encryptPlaintextIdentity(
  db: Database,
  cipher: PhiCipher,
  batchSize = IDENTITY_BATCH_SIZE,
): Promise<{ clients: number; planItems: number }> {
  const counts = { clients: 0, planItems: 0 };
  for (;;) {
    const converted = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: clients.id,
          firstName: clients.legacyFirstName,
          lastName: clients.legacyLastName,
          gender: clients.legacyGender,
          primaryConcerns: clients.legacyPrimaryConcerns,
        })
        .from(clients)
        .where(hasPlaintextIdentity)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const seal = (value: string | null) => (value === null ? null : cipher.encrypt(value));
      const values = rows.map(
        (row) =>
          sql`(${row.id}::uuid, ${seal(row.firstName)}, ${seal(row.lastName)}, ${seal(row.gender)}, ${seal(
            row.primaryConcerns === null ? null : JSON.stringify(row.primaryConcerns),
          )})`,
      );
      // A column that was already NULL keeps the ciphertext it has; every plaintext column ends NULL.
      await tx.execute(sql`
        update ${clients} set
          first_name_enc = coalesce(v.first_name::text, ${clients.firstNameEnc}),
          last_name_enc = coalesce(v.last_name::text, ${clients.lastNameEnc}),
          gender_enc = coalesce(v.gender::text, ${clients.genderEnc}),
          primary_concerns_enc = coalesce(v.concerns::text, ${clients.primaryConcernsEnc}),
          first_name = null, last_name = null, gender = null, primary_concerns = null
        from (values ${sql.join(values, sql`, `)}) as v(id, first_name, last_name, gender, concerns)
        where ${clients.id} = v.id`);
      return rows.length;
    });
    counts.clients += converted;
    if (converted < batchSize) break;
  }
  for (;;) {
    const converted = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: therapyRecommendations.id,
          clientId: therapyRecommendations.clientId,
          therapy: therapyRecommendations.legacyTherapy,
        })
        .from(therapyRecommendations)
        .where(isNotNull(therapyRecommendations.legacyTherapy))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        if (row.therapy === null) continue;
        await tx
          .update(therapyRecommendations)
          .set({
            therapyEnc: cipher.encrypt(row.therapy),
            therapyIndex: planTherapyIndex(cipher, row.clientId, row.therapy),
            legacyTherapy: null,
          })
          .where(eq(therapyRecommendations.id, row.id));
      }
      return rows.length;
    });
    counts.planItems += converted;
    if (converted < batchSize) break;
  }
  // An UPDATE leaves the old row version, plaintext included, in the table's files until it is vacuumed; rewriting
  // the two tables once, after the run that converted their rows, drops those copies.
  if (counts.clients > 0) await db.execute(sql`vacuum full ${clients}`);
  if (counts.planItems > 0) await db.execute(sql`vacuum full ${therapyRecommendations}`);
  return counts;
}
