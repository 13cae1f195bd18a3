import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from '#domain/schemas/admin-analytics.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { chartColors, dayTick, tooltipStyle } from './chart-theme.ts';

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <p className="text-sm text-zinc-300">{summary}</p>
      </CardHeader>
      <CardContent>
        <div className="h-64 w-full md:h-72">{children}</div>
      </CardContent>
    </Card>
  );
}

const axisProps = {
  stroke: chartColors.axis,
  tick: { fill: chartColors.axis, fontSize: 12 },
  tickLine: false,
} as const;

function sum(series: AnalyticsDay[], pick: (day: AnalyticsDay) => number): number {
  return series.reduce((total, day) => total + pick(day), 0);
}

export function VotesChart({ series }: { series: AnalyticsDay[] }) {
  const fans = sum(series, (d) => d.fanVotes);
  const guests = sum(series, (d) => d.guestVotes);
  const admin = sum(series, (d) => d.adminVotes);
  return (
    <ChartCard title="Votos por dia" summary={`Fãs ${fans} · Visitantes ${guests} · Admin ${admin}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} {...axisProps} minTickGap={12} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip {...tooltipStyle} labelFormatter={(day) => dayTick(String(day))} />
          <Legend wrapperStyle={{ color: '#e4e4e7', fontSize: 12 }} />
          <Bar dataKey="fanVotes" name="Fãs" stackId="votes" fill={chartColors.fans} />
          <Bar dataKey="guestVotes" name="Visitantes" stackId="votes" fill={chartColors.guests} />
          <Bar dataKey="adminVotes" name="Administrador" stackId="votes" fill={chartColors.admin} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function NewUsersChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <ChartCard title="Novos usuários por dia" summary={`Total no período: ${sum(series, (d) => d.newUsers)}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} {...axisProps} minTickGap={12} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip {...tooltipStyle} labelFormatter={(day) => dayTick(String(day))} />
          <Bar dataKey="newUsers" name="Novos usuários" fill={chartColors.users} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function CoinsChart({ series }: { series: AnalyticsDay[] }) {
  const granted = sum(series, (d) => d.yodcoinsGranted);
  const spent = sum(series, (d) => d.yodcoinsSpent);
  return (
    <ChartCard title="YodCoins concedidas x gastas" summary={`Concedidas ${granted} · Gastas ${spent}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={series} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayTick} {...axisProps} minTickGap={12} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip
            {...tooltipStyle}
            cursor={{ stroke: '#52525b' }}
            labelFormatter={(day) => dayTick(String(day))}
          />
          <Legend wrapperStyle={{ color: '#e4e4e7', fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="yodcoinsGranted"
            name="Concedidas"
            stroke={chartColors.granted}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="yodcoinsSpent"
            name="Gastas"
            stroke={chartColors.spent}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
