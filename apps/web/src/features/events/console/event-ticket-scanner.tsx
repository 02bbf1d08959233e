import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

type ScannerState = 'idle' | 'starting' | 'scanning' | 'unavailable' | 'refused';
interface Scanner {
  start(): Promise<void>;
  stop(): void;
  destroy(): void;
}

/** Whether the camera was refused: the browser's error name, or its camera permission state. */
async function permissionRefused(error: unknown): Promise<boolean> {
  if (error instanceof DOMException && error.name === 'NotAllowedError') return true;
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

/**
 * Scans a seeker's QR ticket with the phone's camera. The scanning library loads, and the camera
 * is asked for, only when the button is pressed; a device without a camera, or a refused
 * permission, says so and the ticket can still be typed. Each decoded ticket goes to `onTicket`.
 */
export function EventTicketScanner({ onTicket }: { onTicket: (ticket: string) => void }) {
  const { t } = useTranslation(['events-console', 'console']);
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [state, setState] = useState<ScannerState>('idle');
  const stop = () => {
    scanner.current?.destroy();
    scanner.current = null;
    setState('idle');
  };
  useEffect(() => () => scanner.current?.destroy(), []);

  const start = async () => {
    setState('starting');
    const { default: QrScanner } = await import('qr-scanner');
    if (!video.current || !(await QrScanner.hasCamera())) {
      setState('unavailable');
      return;
    }
    const created = new QrScanner(
      video.current,
      (result) => {
        created.stop();
        setState('idle');
        onTicket(result.data);
      },
      { returnDetailedScanResult: true, highlightScanRegion: true },
    );
    scanner.current = created;
    try {
      await created.start();
      setState('scanning');
    } catch (error) {
      created.destroy();
      scanner.current = null;
      setState((await permissionRefused(error)) ? 'refused' : 'unavailable');
    }
  };

  return (
    <section className="vaga-console-match__section" aria-labelledby="event-scan">
      <h3 id="event-scan">{t('events.checkin.scanTitle')}</h3>
      <video
        ref={video}
        className="vaga-console-event-scanner"
        hidden={state !== 'scanning'}
        muted
        playsInline
        aria-label={t('events.checkin.camera')}
      />
      {state === 'unavailable' || state === 'refused' ? (
        <p role="alert">{t(`events.checkin.${state}`)}</p>
      ) : null}
      <div className="vaga-console__actions-row">
        {state === 'scanning' ? (
          <Button onClick={stop}>{t('events.checkin.stopScan')}</Button>
        ) : (
          <Button variant="primary" disabled={state === 'starting'} onClick={() => void start()}>
            {t('events.checkin.scan')}
          </Button>
        )}
      </div>
    </section>
  );
}
