import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { eventKeys } from '../api/query-keys.ts';

/** The ticket as an SVG QR code (data URI), drawn by the `qrcode` package loaded on demand. */
export async function ticketSvg(ticket: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(ticket, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The QR ticket staff scan at the venue, with the short ticket number under it for them to type
 * when the scan fails.
 */
export function QrTicket({ ticket, ticketNo }: { ticket: string; ticketNo: string }) {
  const { t } = useTranslation('events');
  const drawn = useQuery({
    queryKey: eventKeys.qr(ticket),
    queryFn: () => ticketSvg(ticket),
    staleTime: Infinity,
    retry: false,
  });
  const source = drawn.data ?? null;
  const failed = drawn.isError;
  return (
    <figure className="vaga-ticket">
      {source ? (
        <img
          className="vaga-ticket__code"
          src={source}
          alt={t('ticket.qr')}
          width={220}
          height={220}
        />
      ) : (
        <div className="vaga-ticket__code" aria-busy={!failed}>
          {failed ? t('ticket.qrFailed') : null}
        </div>
      )}
      <figcaption className="vaga-ticket__number">
        {t('ticket.number')} <strong>{ticketNo}</strong>
      </figcaption>
    </figure>
  );
}
