// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { renderToHtml, withoutUnwrittenBytes } from './render-to-html.ts';

/** A page long enough to fill several of React's buffers, its text in Chinese and Portuguese. */
function page(lead: number) {
  return (
    <main>
      <p>{'a'.repeat(lead)}</p>
      {Array.from({ length: 300 }, (_, i) => (
        <span key={i}>{`大型招聘會 ${i} · Feira de emprego 🎉`}</span>
      ))}
    </main>
  );
}

describe('rendering a page to HTML', () => {
  it('writes the same markup as a whole render, with no zero byte where a character met a buffer’s end', async () => {
    // Each lead shifts where the multi-byte characters fall against React's 2,048-byte buffers.
    for (let lead = 0; lead < 4; lead += 1) {
      const html = await renderToHtml(page(lead));
      expect(html).not.toContain('\0');
      expect(html).toBe(renderToString(page(lead)));
    }
  });

  it('cuts only a full buffer’s trailing zeros, at most three', () => {
    const full = Buffer.alloc(2048, 0x61);
    full.fill(0, 2045);
    expect(withoutUnwrittenBytes(full).length).toBe(2045);
    const four = Buffer.alloc(2048, 0x61);
    four.fill(0, 2044);
    expect(withoutUnwrittenBytes(four).length).toBe(2045);
    const short = Buffer.from([0x61, 0]);
    expect(withoutUnwrittenBytes(short)).toBe(short);
    const clean = Buffer.alloc(2048, 0x61);
    expect(withoutUnwrittenBytes(clean)).toBe(clean);
  });
});
