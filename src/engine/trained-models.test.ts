import { describe, expect, it, vi } from 'vitest';

const SESSION = [
  'Therapist: How have things been since we last met?',
  'Client: Honestly everything feels grey. I sleep badly and I cannot be bothered with anything I used to enjoy.',
  'Therapist: Have you had any thoughts of ending your life?',
  'Client: Sometimes I think everyone would be better off without me.',
  'Client: The bus was late again this morning.',
].join('\n');

describe('trained models', () => {
  it('are read when the engine first needs them, not when it is imported, and only once', async () => {
    // A fresh copy of the engine's modules, whatever other tests in this worker have run.
    vi.resetModules();
    const { modelsRead } = await import('../knowledge/models');
    const { analyse } = await import('./analyse');
    const { runEngine } = await import('./writers');
    // Importing the engine (as the server does at start) reads nothing.
    expect(modelsRead()).toEqual([]);
    runEngine(analyse(SESSION));
    const afterFirst = modelsRead();
    expect(afterFirst).toEqual(expect.arrayContaining(['concept-model', 'diagnosis-model', 'risk-model']));
    expect(new Set(afterFirst).size).toBe(afterFirst.length);
    runEngine(analyse(SESSION));
    expect(modelsRead()).toEqual(afterFirst);
  });
});
