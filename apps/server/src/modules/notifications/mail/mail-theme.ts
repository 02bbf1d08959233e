/**
 * The app's design tokens an e-mail uses, by their names in the web app's
 * `shared/ui/tokens.css` (mail-theme.test.ts holds them equal). E-mail clients read no custom
 * properties, so the values are written into the markup.
 */
export const MAIL_TOKENS = {
  '--vaga-primary': '#1677ff',
  '--vaga-primary-bg': '#eef4ff',
  '--vaga-on-primary': '#fff',
  '--vaga-text': '#1f1f1f',
  '--vaga-text-secondary': '#595959',
  '--vaga-background': '#f5f6f8',
  '--vaga-surface': '#fff',
  '--vaga-border': '#e5e5e5',
  '--vaga-font-xs': '12px',
  '--vaga-font-base': '15px',
  '--vaga-font-xl': '18px',
  '--vaga-line-height-sm': '20px',
  '--vaga-step': '4px',
} as const;

const t = MAIL_TOKENS;
/** `n` steps of the layout's grid, in pixels. */
const steps = (n: number) => `${n * Number.parseInt(t['--vaga-step'], 10)}px`;

/** The app's font stack, with the CJK faces an e-mail client may have. */
const FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif';

/** The styles of the e-mail's parts, from the tokens. */
export const MAIL_STYLES = {
  body: { backgroundColor: t['--vaga-background'], fontFamily: FONT, margin: 0, padding: steps(4) },
  container: {
    backgroundColor: t['--vaga-surface'],
    border: `1px solid ${t['--vaga-border']}`,
    borderRadius: steps(3),
    maxWidth: '560px',
    padding: steps(6),
  },
  brand: {
    color: t['--vaga-primary'],
    fontSize: t['--vaga-font-xl'],
    fontWeight: 700,
    margin: `0 0 ${steps(4)}`,
  },
  heading: {
    color: t['--vaga-text'],
    fontSize: t['--vaga-font-xl'],
    lineHeight: '1.4',
    margin: `0 0 ${steps(3)}`,
  },
  paragraph: {
    color: t['--vaga-text'],
    fontSize: t['--vaga-font-base'],
    lineHeight: '1.6',
    margin: `0 0 ${steps(3)}`,
  },
  list: {
    backgroundColor: t['--vaga-primary-bg'],
    borderRadius: steps(2),
    margin: `0 0 ${steps(3)}`,
    padding: `${steps(3)} ${steps(3)} ${steps(3)} ${steps(8)}`,
  },
  item: { fontSize: t['--vaga-font-base'], lineHeight: '1.6', margin: `0 0 ${steps(1)}` },
  link: { color: t['--vaga-primary'], textDecoration: 'underline' },
  button: {
    backgroundColor: t['--vaga-primary'],
    borderRadius: steps(2),
    color: t['--vaga-on-primary'],
    fontSize: t['--vaga-font-base'],
    fontWeight: 600,
    padding: `${steps(3)} ${steps(5)}`,
    textDecoration: 'none',
  },
  rule: { borderColor: t['--vaga-border'], margin: `${steps(6)} 0 ${steps(4)}` },
  footer: {
    color: t['--vaga-text-secondary'],
    fontSize: t['--vaga-font-xs'],
    lineHeight: t['--vaga-line-height-sm'],
    margin: 0,
  },
} as const;
