import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShipmentList } from './shipment-list';
import type { Shipment } from './types';

const shipment = (over: Partial<Shipment>): Shipment => ({
  id: 'shipment-1',
  sequence: 1,
  status: 'SHIPPED',
  nfeKey: '35261111222333000181550010000010421123456781',
  invoiceNumber: '1042',
  invoiceSeries: '1',
  invoiceAmount: 314.6,
  carrier: null,
  trackingCode: null,
  expectedDeliveryDate: null,
  replacesIncidentId: null,
  deliveredAt: null,
  receivedAt: null,
  receivedByName: null,
  nfeXml: false,
  danfe: false,
  createdAt: '2026-11-24T12:00:00.000Z',
  lines: [],
  ...over,
});

const PATH = '/api/v1/purchase-orders/o/supplier-orders/p/shipments';

describe('a shipment’s documents', () => {
  it('are download links to the viewer’s side of the API, only for what was kept', () => {
    render(
      <ShipmentList
        shipments={[
          shipment({ id: 's1', sequence: 1, nfeXml: true, danfe: true }),
          shipment({ id: 's2', sequence: 2, nfeXml: true }),
          shipment({ id: 's3', sequence: 3 }),
        ]}
        documentsPath={(s) => `${PATH}/${s.id}`}
      />,
    );
    const xml = screen.getByRole('link', { name: 'XML da NF-e da remessa 1' });
    expect(xml).toHaveAttribute('href', `${PATH}/s1/nfe.xml`);
    expect(xml).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'DANFE (PDF) da remessa 1' })).toHaveAttribute(
      'href',
      `${PATH}/s1/danfe.pdf`,
    );
    expect(screen.getByRole('link', { name: 'XML da NF-e da remessa 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /remessa 3/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('are not shown where the page gives no path', () => {
    render(<ShipmentList shipments={[shipment({ nfeXml: true, danfe: true })]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sit beside what the viewer may attach, even before there is any', () => {
    render(
      <ShipmentList
        shipments={[shipment({})]}
        documentsPath={(s) => `${PATH}/${s.id}`}
        attach={(s) => <button type="button">Anexar DANFE {s.sequence}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Anexar DANFE 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
