import { eq } from 'drizzle-orm';
import type { Settings, UpdateSettingsRequest } from '#contract/settings';
import type { Database } from '../../db/client';
import { clinicianSettings, clinicians } from '../../db/schema';

/** A clinician's own profile, notification switches and theme. */
export function createSettingsRepository(db: Database, clinicianId: string) {
  return {
    async get(): Promise<Settings> {
      const [row] = await db
        .select({ clinician: clinicians, settings: clinicianSettings })
        .from(clinicians)
        .leftJoin(clinicianSettings, eq(clinicianSettings.clinicianId, clinicians.id))
        .where(eq(clinicians.id, clinicianId))
        .limit(1);
      if (!row) throw new Error('the signed-in clinician has no row');
      const { clinician, settings } = row;
      return {
        profile: {
          firstName: clinician.firstName,
          lastName: clinician.lastName,
          email: clinician.email ?? '',
          title: clinician.title,
          licenseNumber: clinician.licenseNumber,
        },
        // SPEC §3: all three notification switches default to on.
        notifications: {
          sessionReminders: settings?.sessionReminders ?? true,
          clientUpdates: settings?.clientUpdates ?? true,
          systemAlerts: settings?.systemAlerts ?? true,
        },
        theme: settings?.theme ?? 'system',
      };
    },

    async update(patch: UpdateSettingsRequest, now: Date): Promise<Settings> {
      await db.transaction(async (tx) => {
        if (patch.profile && Object.keys(patch.profile).length > 0) {
          await tx.update(clinicians).set(patch.profile).where(eq(clinicians.id, clinicianId));
        }
        if (patch.notifications || patch.theme) {
          const values = {
            ...patch.notifications,
            ...(patch.theme ? { theme: patch.theme } : {}),
            updatedAt: now,
          };
          await tx
            .insert(clinicianSettings)
            .values({ clinicianId, ...values })
            .onConflictDoUpdate({ target: clinicianSettings.clinicianId, set: values });
        }
      });
      return this.get();
    },

    async deleteWorkspace(): Promise<void> {
      // Every clinical table cascades from the clinician row, so this removes the whole workspace.
      await db.delete(clinicians).where(eq(clinicians.id, clinicianId));
    },
  };
}
