import { describe, expect, it } from 'vitest';
import { foldHan } from '@vaga/contract/search-han-folding';
import type { HanRunFold } from '@vaga/contract';
import { highlightPieces } from './highlight.ts';

const marked = (text: string, keyword?: string, fold?: HanRunFold) =>
  highlightPieces(text, keyword, fold)
    .filter((piece) => piece.marked)
    .map((piece) => piece.text);

describe('highlightPieces', () => {
  it('marks Chinese bigrams and characters wherever they occur, joining adjacent ones', () => {
    expect(marked('夜班保安員（保安部）', '保安員')).toEqual(['保安員', '保安']);
    expect(marked('廚房助理', '廚')).toEqual(['廚']);
    expect(marked('護衛員', '保安')).toEqual([]);
  });

  it('marks whole Latin words folded as the search folds them, longer words by prefix', () => {
    expect(marked('Cozinheiro-Chefe de Cozinha', 'COZINH')).toEqual(['Cozinheiro', 'Cozinha']);
    expect(marked('Direcção e Ação', 'direccao acao')).toEqual(['Direcção', 'Ação']);
    expect(marked('ＣＯＯＫ and cookie', 'cook')).toEqual(['ＣＯＯＫ', 'cookie']);
    // Words under three letters and numbers match whole only.
    expect(marked('Do dog 2024 20245', 'do 2024')).toEqual(['Do', '2024']);
  });

  it('keeps every character of the text, in order, and marks nothing without a keyword', () => {
    const text = '<b>保安</b> & "Guard"';
    expect(
      highlightPieces(text, '保安 guard')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(highlightPieces(text, undefined)).toEqual([{ text, marked: false }]);
    expect(highlightPieces(text, '"*()')).toEqual([{ text, marked: false }]);
  });

  it('with the search folding, marks Chinese in either script, keeping the text as written', () => {
    expect(marked('中菜廚師（厨师长）', '厨师', foldHan)).toEqual(['廚師', '厨师']);
    expect(marked('西餐厨师', '廚師', foldHan)).toEqual(['厨师']);
    expect(marked('保安員 保安员', '保安員', foldHan)).toEqual(['保安員', '保安员']);
    // Without the folding each script marks only itself.
    expect(marked('中菜廚師', '厨师')).toEqual([]);
    const text = '點心師傅 衞生';
    expect(
      highlightPieces(text, '点心 卫生', foldHan)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
