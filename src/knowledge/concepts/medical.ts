import type { Concept } from '../types';

/** Medical and situational facts that change which treatments are safe (used by contraindications). */
export const MEDICAL_CONCEPTS: Concept[] = [
  {
    id: 'seizure-history',
    label: 'History of seizures',
    category: 'history',
    patterns: [
      '(had|have|has|history of|get|got) (a seizure|seizures|fits|a fit|convulsions)',
      '(my|the) (epilepsy|seizures|seizure disorder)',
      '(epileptic|epilepsy|seizure disorder)',
      '(on|take|taking) (seizure|anti seizure|antiseizure|epilepsy) (meds|medication|medicine|tablets)',
    ],
  },
  {
    id: 'pregnancy',
    label: 'Pregnancy or breastfeeding',
    category: 'history',
    patterns: [
      "(i'm|im|i am|currently|just found out i'm|found out i was) pregnant",
      '(weeks|months) pregnant',
      '(trying|planning) (to get pregnant|for a baby|to conceive)',
      "(i'm|im|i am|currently|still) (breastfeeding|nursing)",
      '(my|the) pregnancy',
      'expecting a baby',
      'due in (january|february|march|april|may|june|july|august|september|october|november|december)',
    ],
  },
  {
    id: 'cardiac-condition',
    label: 'Heart condition',
    category: 'history',
    patterns: [
      '(heart|cardiac) (condition|problem|problems|disease|failure|attack|arrhythmia|rhythm problem)',
      '(had|have|has) (a heart attack|heart trouble|an arrhythmia|atrial fibrillation|afib|a pacemaker)',
      '(long qt|qt prolongation|prolonged qt)',
      '(my|the) cardiologist',
    ],
  },
  {
    id: 'active-psychosis',
    label: 'Active psychotic symptoms',
    category: 'symptom',
    patterns: [
      '(hearing|hear|heard) voices',
      "(hearing|hear|heard) things other people (can not|cannot|can't) hear",
      '(voices|a voice) (telling|tell|told|talking|talk|commenting|comment) (me|about me)',
      "(seeing|see|saw) things that (are not|aren't) there",
      '(psychotic|psychosis|currently psychotic|acute psychosis)',
    ],
  },
];
