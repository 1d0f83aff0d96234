'use client'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DaySeries } from '@/domain/leads/dashboard'
import { DAYS_CHART_HEIGHT, rankingChartHeight } from './chartSizes'

/** The dashboard's charts (recharts), loaded by LeadsDashboardView when it shows. */

/** Colours with at least 3:1 contrast against the admin's light and dark backgrounds. */
const COLOURS = ['#2563eb', '#c2410c', '#15803d', '#9333ea', '#0e7490', '#b91c1c', '#6b7280']

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

export function StackedDays({ series, groups, label }: { series: DaySeries[]; groups: { key: string; label: string }[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={DAYS_CHART_HEIGHT}>
      <BarChart data={series} aria-label={`${label}. Use the arrow keys to read each day, or open the table below.`} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} />
        <Legend />
        {groups.map((g, i) => (
          <Bar key={g.key} dataKey={g.key} name={g.label} stackId="day" fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}

export function Ranking({ data, label }: { data: { name: string; leads: number }[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={rankingChartHeight(data.length)}>
      <BarChart data={data} layout="vertical" aria-label={`${label}. Use the arrow keys to read each bar, or open the table below.`} margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={160} interval={0} />
        <Tooltip />
        <Bar dataKey="leads" name="Leads" fill={COLOURS[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
