import { useCallback, useEffect, useRef, useState } from 'react';
import type { BarcodeReader } from './barcode-reader';
import { nfeBarcodeReader, readNfeKey } from './read-nfe-key';

/** Four looks a second: a steady hand is read within a second, and a phone's CPU stays cool. */
const SCAN_EVERY_MS = 250;
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to draw (spelled out, as not every DOM names it). */
const HAVE_CURRENT_DATA = 2;

export type ScannerState =
  { step: 'idle' } | { step: 'starting' } | { step: 'scanning' } | { step: 'failed'; message: string };

/** Why the camera did not open, as the person at the door can act on it. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'O acesso à câmera foi negado. Digite a chave abaixo ou permita a câmera nas configurações do navegador.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'Nenhuma câmera foi encontrada neste aparelho. Digite a chave abaixo.';
  }
  if (name === 'NotReadableError') {
    return 'A câmera está em uso por outro aplicativo. Feche-o ou digite a chave abaixo.';
  }
  return 'Não foi possível abrir a câmera. Digite a chave abaixo.';
}

const NO_CAMERA = 'Este navegador não dá acesso à câmera. Digite a chave abaixo.';
const NO_READER = 'Não foi possível carregar o leitor de código de barras. Digite a chave abaixo.';

interface Session {
  stopped: boolean;
  stream?: MediaStream;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The back camera filmed into `videoRef` and read every SCAN_EVERY_MS until a frame shows a valid NF-e
 * key; then the camera is released and `onKey` gets it. The camera is also released on `stop` and
 * when the screen goes away, so the phone's camera light never stays on behind another page.
 */
export function useNfeKeyScanner(onKey: (key: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>({ step: 'idle' });
  const session = useRef<Session | null>(null);
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });

  const release = useCallback(() => {
    const current = session.current;
    if (!current) return;
    current.stopped = true;
    clearTimeout(current.timer);
    current.stream?.getTracks().forEach((track) => track.stop());
    if (videoRef.current) videoRef.current.srcObject = null;
    session.current = null;
  }, []);

  useEffect(() => release, [release]);

  const scan = useCallback(
    (current: Session, video: HTMLVideoElement, reader: BarcodeReader) => {
      const look = async () => {
        if (current.stopped) return;
        // A frame exists once the video has data; a decoder failure on one frame is tried again on the next.
        const key = video.readyState >= HAVE_CURRENT_DATA ? await readNfeKey(video, reader).catch(() => null) : null;
        if (current.stopped) return;
        if (key) {
          release();
          setState({ step: 'idle' });
          onKeyRef.current(key);
          return;
        }
        current.timer = setTimeout(() => void look(), SCAN_EVERY_MS);
      };
      void look();
    },
    [release],
  );

  /** Opens the camera and starts reading; says how it went ('failed': the state's message says why). */
  const start = useCallback(async (): Promise<ScannerState['step']> => {
    release();
    const current: Session = { stopped: false };
    session.current = current;
    const video = videoRef.current;
    if (!navigator.mediaDevices?.getUserMedia || !video) {
      setState({ step: 'failed', message: NO_CAMERA });
      return 'failed';
    }
    setState({ step: 'starting' });
    // The decoder loads while the person answers the camera prompt; if the camera fails first, its
    // own failure is the one said, and the decoder's is not left unhandled.
    const reader = nfeBarcodeReader();
    reader.catch(() => undefined);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      current.stream = stream;
      if (current.stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return 'idle';
      }
      video.srcObject = stream;
      await video.play();
    } catch (error) {
      if (current.stopped) return 'idle';
      release();
      setState({ step: 'failed', message: cameraProblem(error) });
      return 'failed';
    }
    let read: BarcodeReader;
    try {
      read = await reader;
    } catch {
      if (current.stopped) return 'idle';
      release();
      setState({ step: 'failed', message: NO_READER });
      return 'failed';
    }
    if (current.stopped) return 'idle';
    setState({ step: 'scanning' });
    scan(current, video, read);
    return 'scanning';
  }, [release, scan]);

  const stop = useCallback(() => {
    release();
    setState({ step: 'idle' });
  }, [release]);

  return { videoRef, state, start, stop };
}
