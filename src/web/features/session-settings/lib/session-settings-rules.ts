import type { Client } from '#contract/clients';
import { SESSION_SETTINGS, type SessionSetting } from '#contract/sessions';
import type { Template } from '#contract/templates';

/** SPEC §2 Session Settings texts and rules. */
export const START_DISABLED_TOOLTIP = 'Please select a client and template to continue.';
export const DEFAULT_ESTIMATED_DURATION = '45-60 minutes';
/** SPEC §9: the template summary shows at most this many sample questions. */
export const SAMPLE_QUESTIONS_SHOWN = 2;

/** The `?setting=` a link may carry (the dashboard's Record telehealth); anything else means in-person. */
export function parseSessionSetting(value: string | null): SessionSetting {
  return SESSION_SETTINGS.find((setting) => setting === value) ?? 'in-person';
}

export function clientFullName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** Clients a session can be started for: archived ones left out, active ones first, otherwise in server order. */
export function orderClientsForPicker(clients: Client[]): Client[] {
  const current = clients.filter((client) => client.archivedAt === null);
  return [
    ...current.filter((client) => client.status === 'active'),
    ...current.filter((client) => client.status !== 'active'),
  ];
}

/** The line under Start Session: what is still missing, or what is about to start. */
export function startSessionHint(clientName: string | undefined, templateName: string | undefined): string {
  if (clientName === undefined && templateName === undefined) return 'Select a client and template to begin';
  if (templateName === undefined) return 'Select a template to continue';
  if (clientName === undefined) return 'Select a client to continue';
  return `Ready to start session with ${clientName} using ${templateName}`;
}

export function estimatedDurationText(template: Pick<Template, 'duration'> | undefined): string {
  return template ? `${template.duration} minutes` : DEFAULT_ESTIMATED_DURATION;
}

/** The first prompts as sample questions, and how many more the template holds. */
export function sampleQuestions(prompts: string[]): { shown: string[]; moreCount: number } {
  return {
    shown: prompts.slice(0, SAMPLE_QUESTIONS_SHOWN),
    moreCount: Math.max(0, prompts.length - SAMPLE_QUESTIONS_SHOWN),
  };
}
