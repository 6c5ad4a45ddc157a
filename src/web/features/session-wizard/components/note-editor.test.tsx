import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NoteContent } from '#contract/workflow';
import { NoteEditor } from './note-editor';

const NOTE: NoteContent = {
  presentingProblem: 'Low mood for three months.',
  duration: 'Three months.',
  clinicalObservations: 'Affect constricted.',
  clientQuote: '“I just don’t enjoy anything.”',
  summary: 'Depressive symptoms; plan agreed.',
  sections: [{ title: 'Plan', content: 'Behavioural activation.', evidence: [] }],
  evidence: { presentingProblem: [], duration: [], clinicalObservations: [], clientQuote: [], summary: [] },
  provider: 'clinician',
  recordingConsent: '',
};

function renderEditor(overrides: Partial<Parameters<typeof NoteEditor>[0]> = {}) {
  const onSave = vi.fn<(content: NoteContent, reason: string) => void>();
  const onCancel = vi.fn();
  render(
    <NoteEditor
      initial={NOTE}
      isAmendment={false}
      isSaving={false}
      error={null}
      onSave={onSave}
      onCancel={onCancel}
      {...overrides}
    />,
  );
  return { onSave, onCancel, user: userEvent.setup() };
}

describe('NoteEditor', () => {
  it('saves the edited fields and sections, leaving the rest as they were', async () => {
    const { onSave, user } = renderEditor();
    const presenting = screen.getByLabelText('Presenting Problem');
    await user.clear(presenting);
    await user.type(presenting, 'Low mood and early waking.');
    const plan = screen.getByLabelText('Plan');
    await user.type(plan, ' Review in two weeks.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const [saved, reason] = onSave.mock.calls[0] ?? [];
    expect(saved?.presentingProblem).toBe('Low mood and early waking.');
    expect(saved?.sections[0]?.content).toBe('Behavioural activation. Review in two weeks.');
    expect(saved?.duration).toBe(NOTE.duration);
    expect(saved?.clientQuote).toBe(NOTE.clientQuote);
    expect(reason).toBe('');
  });

  it('on a signed note says a save is an amendment and sends the reason given, trimmed', async () => {
    const { onSave, user } = renderEditor({ isAmendment: true });
    expect(
      screen.getByText(
        'This note is signed. Saving creates an amendment; the signed version stays as it was.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Reason for amendment (optional)'), '  Corrected the duration.  ');
    await user.click(screen.getByRole('button', { name: 'Save Amendment' }));
    expect(onSave).toHaveBeenCalledWith(NOTE, 'Corrected the duration.');
  });

  it('can be submitted from the keyboard', async () => {
    const { onSave, user } = renderEditor();
    await user.click(screen.getByLabelText('Session Summary'));
    await user.tab(); // into the Plan section
    await user.tab(); // Save
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('while saving, says so and takes no second save or cancel; a failure is announced', async () => {
    const { onSave, onCancel, user } = renderEditor({
      isSaving: true,
      error: 'The note could not be saved.',
    });
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.click(saving);
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The note could not be saved.');
  });

  it('Cancel leaves without saving', async () => {
    const { onSave, onCancel, user } = renderEditor();
    await user.type(screen.getByLabelText('Client Quote'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
