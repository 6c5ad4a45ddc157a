import { and, asc, eq, sql } from 'drizzle-orm';
import { TEMPLATE_NAME_MAX, type Template } from '#contract/templates';
import type { Database } from '../../db/client';
import { templates } from '../../db/schema';

type TemplateRow = typeof templates.$inferSelect;
const COPY_SUFFIX = ' (Copy)';
export type TemplateValues = Pick<
  TemplateRow,
  'name' | 'description' | 'sessionType' | 'duration' | 'sections' | 'prompts'
>;

function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sessionType: row.sessionType,
    duration: row.duration,
    sections: row.sections,
    prompts: row.prompts,
    createdAt: row.createdAt.toISOString(),
    usageCount: row.usageCount,
    isSample: row.isSample,
  };
}

/** Session templates of one clinician; every query is bound to `clinicianId`. */
export function createTemplatesRepository(db: Database, clinicianId: string) {
  const mine = eq(templates.clinicianId, clinicianId);
  return {
    async list(): Promise<Template[]> {
      const rows = await db
        .select()
        .from(templates)
        .where(mine)
        .orderBy(asc(templates.createdAt), asc(templates.name));
      return rows.map(toTemplate);
    },

    async get(id: string): Promise<Template | undefined> {
      const [row] = await db
        .select()
        .from(templates)
        .where(and(mine, eq(templates.id, id)))
        .limit(1);
      return row ? toTemplate(row) : undefined;
    },

    async create(values: TemplateValues, now: Date): Promise<Template> {
      const [row] = await db
        .insert(templates)
        .values({ ...values, clinicianId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('inserting a template returned no row');
      return toTemplate(row);
    },

    async update(id: string, values: TemplateValues, now: Date): Promise<Template | undefined> {
      const [row] = await db
        .update(templates)
        .set({ ...values, updatedAt: now })
        .where(and(mine, eq(templates.id, id)))
        .returning();
      return row ? toTemplate(row) : undefined;
    },

    /** SPEC §4: a copy named '<name> (Copy)' with a new id, a new creation time and usage 0. */
    async duplicate(id: string, now: Date): Promise<Template | undefined> {
      const original = await this.get(id);
      if (!original) return undefined;
      return this.create(
        {
          // Keep the copy's name within the 120 characters a template name may have.
          name: `${original.name.slice(0, TEMPLATE_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
          description: original.description,
          sessionType: original.sessionType,
          duration: original.duration,
          sections: original.sections,
          prompts: original.prompts,
        },
        now,
      );
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(templates)
        .where(and(mine, eq(templates.id, id)))
        .returning({ id: templates.id });
      return removed.length > 0;
    },

    async incrementUsage(id: string): Promise<void> {
      await db
        .update(templates)
        .set({ usageCount: sql`${templates.usageCount} + 1` })
        .where(and(mine, eq(templates.id, id)));
    },
  };
}
