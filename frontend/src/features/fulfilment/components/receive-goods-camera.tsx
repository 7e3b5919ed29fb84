import { ScanBarcode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/cn';
import { useNfeKeyScanner } from '../barcode/use-nfe-key-scanner';

/**
 * The camera half of receiving: one button films the DANFE with the back camera until its barcode
 * reads as a valid key. Where there is no camera, or it is refused, it says so and `onUnavailable`
 * sends the person to the typed key.
 */
export function ReceiveGoodsCamera({
  onKey,
  onUnavailable,
}: {
  onKey: (key: string) => void;
  onUnavailable: () => void;
}) {
  const { videoRef, state, start, stop } = useNfeKeyScanner(onKey);
  const filming = state.step === 'starting' || state.step === 'scanning';
  const toggle = async () => {
    if (filming) return stop();
    if ((await start()) === 'failed') onUnavailable();
  };
  return (
    <section aria-label="Câmera" className="space-y-3">
      {/* One button that starts and stops: it keeps the keyboard's focus through both. */}
      <Button
        type="button"
        variant={filming ? 'outline' : 'default'}
        className="w-full sm:w-auto"
        onClick={() => void toggle()}
      >
        <ScanBarcode className="h-4 w-4" aria-hidden />
        {filming ? 'Parar câmera' : 'Ler código de barras'}
      </Button>
      {/* Always in the page so the stream has somewhere to go when the camera opens; shown only then. */}
      <div className={cn('relative overflow-hidden rounded-lg bg-slate-900', !filming && 'hidden')}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Imagem da câmera"
          className="aspect-[4/3] w-full object-cover"
        />
        {/* Where to hold the barcode: across the middle, lying down, as it is printed on the DANFE. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-4 top-1/3 h-1/3 rounded border-2 border-white/80"
        />
      </div>
      <p role="status" className="text-sm text-slate-600">
        {state.step === 'starting' && 'Abrindo a câmera…'}
        {state.step === 'scanning' && 'Aponte a câmera para o código de barras do DANFE, na horizontal.'}
      </p>
      {state.step === 'failed' && <FormAlert message={state.message} />}
    </section>
  );
}
