import { describe, expect, it } from 'vitest';
import { escapeTextBrackets, hasMarkup } from './markup.ts';
import { requiredText, textField } from './validation.ts';

/** Plain text that holds angle brackets but no tag. */
const TEXT = [
  'Use the <Enter> key',
  'x<y>z',
  'Press <Ctrl-C> to copy',
  'a < b and c > d',
  'I <3 Macao',
  '<<important>>',
  'if x <y = 3 then',
  '<> and <=>',
  '<abc>',
  '<emphasis>',
];

/** Markup: real tags, comments and declarations, in any case. */
const MARKUP = [
  '<b>bold</b>',
  'a</p>',
  '<BR/>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<y onclick="x()">',
  '<a href="javascript:alert(1)">link</a>',
  '<!-- hidden -->',
  '<!doctype html>',
  '<![CDATA[x]]>',
  '<?xml version="1.0"?>',
  'x <script >alert(1)</script>',
];

describe('markup is a real tag, not an angle bracket', () => {
  it.each(TEXT)('%s is text', (text) => {
    expect(hasMarkup(text)).toBe(false);
    expect(textField(100).safeParse(text).success).toBe(true);
    expect(requiredText(100).safeParse(text).success).toBe(true);
  });

  it.each(MARKUP)('%s is markup', (text) => {
    expect(hasMarkup(text)).toBe(true);
    const parsed = textField(100).safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('validation.markup');
  });

  it('writes the brackets of text as entities and leaves markup as it is', () => {
    expect(escapeTextBrackets('Use the <Enter> key, <b>now</b>')).toBe(
      'Use the &lt;Enter> key, <b>now</b>',
    );
    expect(escapeTextBrackets('x<y>z <!-- c --> a < b')).toBe('x&lt;y>z <!-- c --> a &lt; b');
    expect(escapeTextBrackets('no brackets')).toBe('no brackets');
  });
});
