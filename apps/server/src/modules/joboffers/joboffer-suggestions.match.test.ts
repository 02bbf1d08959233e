import { describe, expect, it } from 'vitest';
import {
  foldText,
  longEnough,
  matchCandidates,
  type Candidate,
} from './joboffer-suggestions.match.ts';

function name(text: string, kind: Candidate['kind'], id: number, vacancies = 0): Candidate {
  return { text, kind, id, folded: foldText(text), vacancies };
}

describe('suggestion matching', () => {
  it('folds as the search tokenizer: case, diacritics, full width, punctuation', () => {
    expect(foldText('Direcção-Geral')).toBe('direccao geral');
    expect(foldText('ＣＯＯＫ')).toBe('cook');
    // Han characters in their Simplified form, as the search reads them.
    expect(foldText('廚師（中菜）')).toBe('厨师 中菜');
    expect(foldText('"* %_ (')).toBe('');
  });

  it('needs two Chinese characters or three other letters', () => {
    expect(longEnough('廚')).toBe(false);
    expect(longEnough('廚師')).toBe(true);
    expect(longEnough('co')).toBe(false);
    expect(longEnough('c o')).toBe(false);
    expect(longEnough('coz')).toBe(true);
    expect(longEnough('廚 c')).toBe(false);
  });

  it('ranks prefix, then word prefix, then holding; listed names first in each', () => {
    const candidates = [
      name('Ajudante de cozinha', 'JOB_TITLE', 1, 5),
      name('Chefe de cozinha', 'JOB_TITLE', 2, 0),
      name('Cozinheiro de dim sum', 'JOB_TITLE', 3, 0),
      name('Cozinheiro', 'JOB_TITLE', 4, 0),
      name('Cozinha', 'JOB_CLASS', 5, 9),
      name('Aprendizcoz', 'JOB_TITLE', 6, 3),
    ];
    expect(matchCandidates(candidates, 'coz').map((s) => s.id)).toEqual([5, 4, 3, 1, 2, 6]);
  });

  it('puts titles before classes before groups when equally good, and names each text once', () => {
    const candidates = [
      name('Segurança', 'JOB_CLASS_GROUP', 1),
      name('Segurança', 'JOB_CLASS', 1),
      name('Segurança', 'JOB_TITLE', 7),
      name('SEGURANÇA', 'JOB_TITLE', 8),
    ];
    expect(matchCandidates(candidates, 'seg')).toEqual([
      { text: 'Segurança', kind: 'JOB_TITLE', id: 7 },
    ]);
  });

  it('answers at most 8, and nothing for a short keyword', () => {
    const many = Array.from({ length: 20 }, (_, i) => name(`Técnico ${i}`, 'JOB_TITLE', i));
    expect(matchCandidates(many, 'tec')).toHaveLength(8);
    expect(matchCandidates(many, 'te')).toEqual([]);
    expect(matchCandidates(many, '')).toEqual([]);
  });
});
