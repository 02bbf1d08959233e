import './highlighted-text.css';
import { highlightPieces } from '../lib/highlight.ts';
import { useHanFolding } from '../lib/use-han-folding.ts';

/**
 * A text with the words a keyword matches wrapped in `<mark>`. The text is split and rendered as
 * React text nodes, never as HTML, so nothing in the data is ever interpreted as markup.
 */
export function HighlightedText({ text, keyword }: { text: string; keyword?: string }) {
  const pieces = highlightPieces(text, keyword, useHanFolding(keyword));
  return (
    <>
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="vaga-mark">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
