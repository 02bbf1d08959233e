import type { Locale } from '@vaga/contract';

/**
 * The pages the server writes itself, outside the web app: the embedded provider's login and
 * the page of an e-mail's "Stop these e-mails" link. Plain HTML with a form, no script.
 */

/** Text or an attribute value as HTML writes it. */
export function htmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:system-ui,"Noto Sans CJK TC",sans-serif;margin:0;background:#f4f6f8;color:#1f2933}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem}
form{display:grid;gap:12px;background:#fff;padding:16px;border-radius:8px}
label{display:grid;gap:4px;font-size:.95rem}input{font-size:1rem;padding:10px;border:1px solid #9aa5b1;border-radius:6px}
button{font-size:1rem;padding:12px;border:0;border-radius:6px;background:#0b5cad;color:#fff}
button.secondary{background:#e4e7eb;color:#1f2933}
.error{color:#a61b1b;font-weight:600}a{color:#0b5cad}nav a{margin-right:12px}
table{border-collapse:collapse;width:100%;background:#fff;margin-top:8px}td,th{border:1px solid #d9e2ec;padding:6px;text-align:left;font-size:.9rem}`;

/** A page of the server's own (no app around it), in a language, with the shared style. */
export function page(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlEscape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
