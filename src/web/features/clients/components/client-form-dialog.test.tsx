import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubFetch } from '#web/testing/render-with-queries';
import { ClientFormDialog } from './client-form-dialog';

/** POST /api/clients answered with `answer`; anything else finds nothing. */
const stubApi = (answer: () => Response) =>
  stubFetch(({ method, url }) =>
    method === 'POST' && url === '/api/clients' ? answer() : Response.json({}, { status: 404 }),
  );

/** The text of the elements that describe a field (its hint and its error). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function renderAddClient() {
  const onOpenChange = vi.fn();
  const user = renderWithQueries(<ClientFormDialog open onOpenChange={onOpenChange} />);
  // The dialog's code loads the first time a dialog opens.
  const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
  return { dialog, onOpenChange, user };
}

const SAVED = {
  client: {
    id: '7f1d8a52-3c3e-4a53-9c1b-0b7e5a1f2c11',
    firstName: 'Ravi',
    lastName: 'N.',
    age: 45,
    gender: '',
    status: 'active',
    riskLevel: 'low',
    primaryDiagnosis: [],
    lastSession: null,
    nextSession: null,
    totalSessions: 0,
    isSample: false,
    archivedAt: null,
    createdAt: '2026-11-30T09:00:00.000Z',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('Add Client', () => {
  it('shows each missing field’s message on the field, moves focus to the first, and sends nothing', async () => {
    const sent = stubApi(() => Response.json(SAVED, { status: 201 }));
    const { dialog, onOpenChange, user } = await renderAddClient();
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));

    const firstName = within(dialog).getByLabelText('First name');
    expect(descriptionOf(firstName)).toContain('First name is required');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(within(dialog).getByLabelText('Last name'))).toContain('Last name is required');
    await vi.waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(sent).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a 400 from the server on the field its issue names, and stays open', async () => {
    stubApi(() =>
      Response.json(
        {
          error: 'Gender must be at most 40 characters',
          code: 'validation_failed',
          issues: [{ path: ['gender'], message: 'Gender must be at most 40 characters' }],
        },
        { status: 400 },
      ),
    );
    const { dialog, onOpenChange, user } = await renderAddClient();
    await user.type(within(dialog).getByLabelText('First name'), 'Ravi');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'N.');
    await user.type(within(dialog).getByLabelText('Age'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));

    const gender = within(dialog).getByLabelText('Gender');
    await vi.waitFor(() => expect(descriptionOf(gender)).toContain('Gender must be at most 40 characters'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('saves a valid client with what was typed, and closes', async () => {
    const sent = stubApi(() => Response.json(SAVED, { status: 201 }));
    const { dialog, onOpenChange, user } = await renderAddClient();
    await user.type(within(dialog).getByLabelText('First name'), '  Ravi ');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'N.');
    await user.type(within(dialog).getByLabelText('Age'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/clients');
    expect(post?.body).toMatchObject({ firstName: 'Ravi', lastName: 'N.', age: 45 });
  });
});
