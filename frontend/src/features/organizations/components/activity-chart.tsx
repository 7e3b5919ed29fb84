import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

export function ActivityChart({
  data,
}: {
  data: Array<{ date: string; leads: number; submissions: number; orders: number }>;
}) {
  return (
    <div className="h-72 w-full" role="img" aria-label="Leads, envios e pedidos por dia">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(label) => shortDate(String(label))} />
          <Legend />
          <Line type="monotone" dataKey="leads" name="Leads" stroke="#15803d" strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="submissions" name="Envios" stroke="#2563eb" strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="orders" name="Pedidos" stroke="#d97706" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
