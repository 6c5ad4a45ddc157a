import type { Database } from '../../db/client';
import { waitlist } from '../../db/schema';

export function createWaitlistRepository(db: Database) {
  return {
    /** Adds the address once; a repeat is a no-op. `email` is already trimmed and lower-cased by the contract. */
    async add(email: string): Promise<void> {
      // The unique index is on lower(email); a repeat meets it and inserts nothing.
      await db.insert(waitlist).values({ email }).onConflictDoNothing();
    },
  };
}
