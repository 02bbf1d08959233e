import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from '@react-email/components';
import { notificationMailTexts, type Locale } from '@vaga/contract';
import { mailBlocks, type MailBlock, type MailLink } from './mail-content.ts';
import { MAIL_STYLES as S } from './mail-theme.ts';

/** What a notification's e-mail shows: its texts, the links it carries, the vacancies it lists. */
export interface NoticeMailProps {
  locale: Locale;
  title: string;
  body: string;
  /** The app page the notification is about, or null. */
  open: string | null;
  /** "Stop these e-mails", or null on a mail the person asked for (an address's confirmation). */
  unsubscribe: string | null;
  /** The footer's words, when not the notifications' own. */
  footer?: string;
  /** The vacancies the body lists, each with its link. */
  vacancies?: readonly MailLink[];
}

function Block({ block }: { block: MailBlock }) {
  if (block.kind === 'paragraph') {
    // A line that is an address alone (a link to confirm) is that link.
    if (/^https?:\/\/\S+$/.test(block.text)) {
      return (
        <Text style={S.paragraph}>
          <Link href={block.text} style={S.link}>
            {block.text}
          </Link>
        </Text>
      );
    }
    return <Text style={S.paragraph}>{block.text}</Text>;
  }
  return (
    <ul style={S.list}>
      {block.items.map((item) => (
        <li key={item.href} style={S.item}>
          <Link href={item.href} style={S.link}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A notification's e-mail, laid out as the app looks (its design tokens). */
export function NoticeMail({
  locale,
  title,
  body,
  open,
  unsubscribe,
  footer,
  vacancies,
}: NoticeMailProps) {
  const words = notificationMailTexts(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head />
      <Preview>{title}</Preview>
      <Body style={S.body}>
        <Container style={S.container}>
          <Text style={S.brand}>Vaga</Text>
          <Heading as="h1" style={S.heading}>
            {title}
          </Heading>
          {mailBlocks(body, vacancies ?? []).map((block, index) => (
            <Block key={index} block={block} />
          ))}
          {open ? (
            <Section>
              <Button href={open} style={S.button}>
                {words.open}
              </Button>
            </Section>
          ) : null}
          <Hr style={S.rule} />
          <Text style={S.footer}>
            {footer ?? words.footer}
            {unsubscribe ? ' ' : null}
            {unsubscribe ? (
              <Link href={unsubscribe} style={S.link}>
                {words.unsubscribe}
              </Link>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain text keeps the heading as written (html-to-text capitalizes it by default). */
const PLAIN_TEXT = { selectors: [{ selector: 'h1', options: { uppercase: false } }] };

/** The e-mail of a notification: its HTML and, from the same markup, its plain text. */
export async function renderMail(
  props: NoticeMailProps,
): Promise<{ subject: string; text: string; html: string }> {
  const mail = <NoticeMail {...props} />;
  const [html, text] = await Promise.all([
    render(mail),
    render(mail, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  // The renderer may leave NUL characters in the preview's padding (its own pretty-printer drops
  // them too); PostgreSQL refuses them in text, and no mail client needs them.
  return { subject: props.title, text: text.replaceAll('\0', ''), html: html.replaceAll('\0', '') };
}
