import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Shipment } from '@/components/fulfilment/types';
import { renderWithProviders } from '@/test/render';
import type { ShipmentByNfeKey } from '../api/receiving';
import { ShipmentReceipt } from './receipt-dialog';
import { ReceiveGoods } from './receive-goods';

const KEY = '35261111222333000181550010000010421123456781';
const GROUPED = '3526 1111 2223 3300 0181 5500 1000 0010 4211 2345 6781';

const SHIPMENT: ShipmentByNfeKey = {
  purchaseOrderId: 'order-1',
  purchaseOrderNumber: 1042,
  supplierOrderId: 'part-1',
  supplierOrderNumber: '1042-1',
  shipmentId: 'shipment-1',
  sequence: 1,
  supplierName: 'Laticínios Serra Azul',
  invoiceNumber: '1042',
  receivedAt: null,
};

/** The API at the HTTP boundary: every call answers `status` with `body`. */
function apiAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Where the screen went: the order page stands in as its address. */
function Address() {
  const { pathname, search } = useLocation();
  return <p>Página {pathname + search}</p>;
}

function renderReceiving() {
  renderWithProviders(
    <Routes>
      <Route path="/app/receber" element={<ReceiveGoods />} />
      <Route path="/app/orders/:id" element={<Address />} />
    </Routes>,
    { route: '/app/receber' },
  );
}

const keyField = () => screen.getByRole('textbox', { name: 'Chave de acesso (44 dígitos)' });
const search = () => userEvent.click(screen.getByRole('button', { name: 'Buscar remessa' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('receiving at the door', () => {
  it('takes a key typed in groups and opens its order with the receipt form', async () => {
    const fetch = apiAnswers(200, SHIPMENT);
    renderReceiving();
    await userEvent.type(keyField(), GROUPED);
    await search();
    expect(await screen.findByText('Página /app/orders/order-1?receber=shipment-1')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toMatch(new RegExp(`/api/v1/receiving/nfe/${KEY}$`));
  });

  it('says a key of the wrong length or check digit on the field, without asking the API', async () => {
    const fetch = apiAnswers(200, SHIPMENT);
    renderReceiving();
    await userEvent.click(keyField());
    await userEvent.paste(KEY.slice(0, 43));
    await search();
    expect(keyField()).toHaveAccessibleDescription('A chave de acesso tem 44 dígitos (esta tem 43)');
    expect(keyField()).toHaveFocus();
    await userEvent.type(keyField(), '2');
    expect(keyField()).toHaveAccessibleDescription('O dígito verificador não confere: confira a chave');
    await search();
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API’s words for a key no shipment of the organization has', async () => {
    const message = `Nenhuma remessa desta organização tem a NF-e de chave ${KEY}: confira se a nota é para esta empresa`;
    apiAnswers(404, { error: { code: 'NOT_FOUND', message } });
    renderReceiving();
    await userEvent.click(keyField());
    await userEvent.paste(KEY);
    await search();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Página/)).not.toBeInTheDocument();
  });

  it('says when the shipment was already received, with a link to its order, and stays', async () => {
    apiAnswers(200, { ...SHIPMENT, receivedAt: '2026-11-25T15:00:00.000Z' });
    renderReceiving();
    await userEvent.click(keyField());
    await userEvent.paste(KEY);
    await search();
    expect(await screen.findByText('Esta remessa já foi recebida em 25/11/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o pedido nº 1042' })).toHaveAttribute('href', '/app/orders/order-1');
    expect(screen.queryByText(/Página/)).not.toBeInTheDocument();
  });

  it('sends the person to the typed key where the browser gives no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderReceiving();
    await userEvent.click(screen.getByRole('button', { name: 'Ler código de barras' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este navegador não dá acesso à câmera.');
    expect(keyField()).toHaveFocus();
  });

  it('says a refused camera and sends the person to the typed key', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderReceiving();
    await userEvent.click(screen.getByRole('button', { name: 'Ler código de barras' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O acesso à câmera foi negado.');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(keyField()).toHaveFocus();
  });

  /** A camera that films (its one track watched) and the browser's detector answering `looks` in turn. */
  function cameraAndDetector(...looks: string[][]) {
    const track = { stop: vi.fn() };
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [track] }) },
    });
    const detect = vi.fn().mockResolvedValue([]);
    for (const seen of looks) detect.mockResolvedValueOnce(seen.map((rawValue) => ({ rawValue })));
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        function BarcodeDetector() {
          return { detect };
        },
        { getSupportedFormats: async () => ['code_128'] },
      ),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // HAVE_ENOUGH_DATA: a frame to look at.
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    return { track, detect };
  }

  it('reads the key from the back camera, lets the camera go and opens the receipt form', async () => {
    apiAnswers(200, SHIPMENT);
    // Nothing on the first look; a carrier's label, then the DANFE on the second.
    const { track, detect } = cameraAndDetector([], ['PEDIDO-1042', KEY]);
    renderReceiving();
    await userEvent.click(screen.getByRole('button', { name: 'Ler código de barras' }));
    expect(
      await screen.findByText('Página /app/orders/order-1?receber=shipment-1', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(detect).toHaveBeenCalledTimes(2);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops filming on demand, from the same button', async () => {
    const { track } = cameraAndDetector();
    renderReceiving();
    await userEvent.click(screen.getByRole('button', { name: 'Ler código de barras' }));
    expect(await screen.findByText('Aponte a câmera para o código de barras do DANFE, na horizontal.')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Parar câmera' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ler código de barras' })).toHaveFocus();
  });
});

describe('the order page’s receipt form for the shipment read at the door', () => {
  const shipment: Shipment = {
    id: 'shipment-1',
    sequence: 1,
    status: 'DELIVERED',
    nfeKey: KEY,
    invoiceNumber: '1042',
    invoiceSeries: '1',
    invoiceAmount: 431.4,
    carrier: null,
    trackingCode: null,
    expectedDeliveryDate: null,
    replacesIncidentId: null,
    deliveredAt: '2026-11-25T12:00:00.000Z',
    receivedAt: null,
    receivedByName: null,
    createdAt: '2026-11-24T12:00:00.000Z',
    nfeXml: false,
    danfe: false,
    lines: [],
  };

  it('is open on arrival when named, and closed otherwise', () => {
    const { unmount } = renderWithProviders(
      <ShipmentReceipt shipment={shipment} pending={false} onReceive={vi.fn()} defaultOpen />,
    );
    expect(screen.getByRole('dialog', { name: 'Receber a remessa 1' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ShipmentReceipt shipment={shipment} pending={false} onReceive={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
