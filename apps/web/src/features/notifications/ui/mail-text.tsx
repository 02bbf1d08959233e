import { Fragment } from 'react';

const ADDRESS = /https?:\/\/\S+/g;

/** An address with a break opportunity after each `/` and before each `?` and `&`. */
function Breakable({ address }: { address: string }) {
  const parts = address.split(/(?<=\/)|(?=[?&])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A kept e-mail's plain text as the demo mailbox shows it: its lines kept, each address a link
 * that breaks between its parts (after a `/`, before a `?` or `&`) rather than inside a word.
 */
export function MailText({ text }: { text: string }) {
  const pieces: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(
      <a key={match.index} className="vaga-link" href={match[0]}>
        <Breakable address={match[0]} />
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return <p className="vaga-mail__text">{pieces}</p>;
}
