import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';

/** One call to the supplier product API as its logs keep it. */
export type ApiCall = {
  id: string;
  endpoint: string;
  method: string;
  statusCode: number;
  responseTime: number;
  ipAddress?: string | null;
  createdAt: string;
};

/**
 * Calls to the product API, newest first as given: endpoint, method, status (a 2xx plain, anything else
 * red), time and when; `withIp` adds the caller's address (a key's own log shows it, the overview does not).
 */
export function ApiCallTable({ calls, withIp = false }: { calls: ApiCall[]; withIp?: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Endpoint</TableHead>
          <TableHead>Método</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Tempo</TableHead>
          {withIp && <TableHead>IP</TableHead>}
          <TableHead>Data/hora</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {calls.map((call) => (
          <TableRow key={call.id}>
            <TableCell className="font-mono text-xs">{call.endpoint}</TableCell>
            <TableCell>{call.method}</TableCell>
            <TableCell>
              <Badge variant={call.statusCode >= 200 && call.statusCode <= 299 ? 'default' : 'destructive'}>
                {call.statusCode}
              </Badge>
            </TableCell>
            <TableCell>{call.responseTime} ms</TableCell>
            {withIp && <TableCell>{call.ipAddress ?? '—'}</TableCell>}
            <TableCell>{formatDateTime(call.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
