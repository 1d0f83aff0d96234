'use client'
import { useId, type ComponentProps, type ReactNode } from 'react'
import dynamic from 'next/dynamic'
import { formatDuration, requestsHeadline, toCsv, type DaySeries } from '@/domain/leads/dashboard'
import { DELIVERY_STATUS_LABELS } from '@/domain/leads/leadLabels'
import { DAYS_CHART_HEIGHT, rankingChartHeight } from './chartSizes'
import type * as Charts from './LeadsCharts'
import { formatRate, formatLift } from '@/domain/experiments/report'
import type { LeadsDashboardData } from '@/server/leads/dashboard'
import './dashboard.css'

type Data = Omit<LeadsDashboardData, 'timings'>

// The charts (recharts) load with the dashboard, not with every admin screen: Payload's import map
// puts this view in the admin's shared code. Each chart keeps its height while it loads.
const StackedDaysChart = dynamic(() => import('./LeadsCharts').then((m) => m.StackedDays), { ssr: false })
const RankingChart = dynamic(() => import('./LeadsCharts').then((m) => m.Ranking), { ssr: false })
const ChartSlot = ({ height, children }: { height: number; children: ReactNode }) => <div style={{ minHeight: height }}>{children}</div>
const StackedDays = (props: ComponentProps<typeof Charts.StackedDays>) => (
  <ChartSlot height={DAYS_CHART_HEIGHT}>
    <StackedDaysChart {...props} />
  </ChartSlot>
)
const Ranking = (props: ComponentProps<typeof Charts.Ranking>) => (
  <ChartSlot height={rankingChartHeight(props.data.length)}>
    <RankingChart {...props} />
  </ChartSlot>
)

const number = (n: number) => n.toLocaleString('en-US')

function CsvLink({ name, columns, rows }: { name: string; columns: string[]; rows: (string | number)[][] }) {
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(columns, rows))}`
  return (
    <a className="leads-dashboard__csv" href={href} download={`${name}.csv`}>
      Download CSV
    </a>
  )
}

/**
 * A chart with the same numbers as a table (and CSV) for keyboard and screen-reader users. `empty`:
 * the period has nothing to show; the panel says so instead of drawing bare axes and an empty table.
 */
function ChartPanel({ title, description, chart, columns, rows, name, empty }: { title: string; description: string; chart: ReactNode; columns: string[]; rows: (string | number)[][]; name: string; empty?: string }) {
  const id = useId()
  return (
    <section className="leads-dashboard__panel" aria-labelledby={`${id}-title`} data-chart={name}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p id={`${id}-desc`} className="leads-dashboard__desc">
        {description}
      </p>
      {empty ? <p className="leads-dashboard__empty">{empty}</p> : <ChartAndTable id={id} title={title} chart={chart} columns={columns} rows={rows} name={name} />}
    </section>
  )
}

function ChartAndTable({ id, title, chart, columns, rows, name }: { id: string; title: string; chart: ReactNode; columns: string[]; rows: (string | number)[][]; name: string }) {
  return (
    <>
      <figure className="leads-dashboard__figure" aria-describedby={`${id}-desc`}>
        {chart}
      </figure>
      <details className="leads-dashboard__table">
        <summary>Table of these numbers</summary>
        {/* Keyboard users can scroll a table wider than the panel (WCAG 2.1.1). */}
        <div className="leads-dashboard__scroll" tabIndex={0} role="region" aria-label={`Table: ${title}`}>
          <table>
            <caption className="leads-dashboard__caption">{title}</caption>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={i ? 'num' : undefined}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="num">
                        {typeof cell === 'number' ? number(cell) : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CsvLink name={name} columns={columns} rows={rows} />
      </details>
    </>
  )
}

/** One row a day: each group, their sum, then any extra columns (the day's repeats, say). */
function dayRows(series: DaySeries[], groups: { key: string }[], extra: (index: number) => number[] = () => []): (string | number)[][] {
  return series.map((row, i) => [row.day, ...groups.map((g) => Number(row[g.key] ?? 0)), groups.reduce((s, g) => s + Number(row[g.key] ?? 0), 0), ...extra(i)])
}

const REPEATS_COLUMN = 'Repeats (not counted)'

export function LeadsDashboardView({ data }: { data: Data }) {
  const { delivery } = data
  const noLeads = data.requests + data.repeats === 0 ? `No leads in the last ${data.range} days.` : undefined
  // The Leads list's words for the delivery status (its "Delivery status" column and filter).
  const deliveryRows: [string, number][] = [
    [DELIVERY_STATUS_LABELS.delivered, delivery.delivered],
    [`${DELIVERY_STATUS_LABELS.pending} or ${DELIVERY_STATUS_LABELS.retrying.toLowerCase()}`, delivery.retrying],
    [DELIVERY_STATUS_LABELS.dead, delivery.dead],
    [DELIVERY_STATUS_LABELS.none, delivery.nothingToSend],
    [DELIVERY_STATUS_LABELS.repeat, delivery.repeats],
  ]
  return (
    <section className="leads-dashboard" aria-labelledby="leads-dashboard-title">
      <div className="leads-dashboard__head">
        <h2 id="leads-dashboard-title">Leads in the last {data.range} days</h2>
        <nav aria-label="Dashboard period" className="leads-dashboard__range">
          {[30, 90].map((days) => (
            <a key={days} href={`?leads=${days}`} aria-current={data.range === days ? 'page' : undefined}>
              Last {days} days
            </a>
          ))}
        </nav>
      </div>
      <p className="leads-dashboard__desc">
        {requestsHeadline(data, data.days)} <a href="/admin/collections/leads">Open the list of leads</a>
      </p>

      <div className="leads-dashboard__grid">
        <ChartPanel
          name="leads-by-kind"
          title="Leads per day by kind"
          description="Each bar is one day; its parts are the kinds of request. Repeats are not counted; the table shows them apart."
          chart={<StackedDays series={data.byKind.series} groups={data.byKind.groups} label="Leads per day by kind" />}
          columns={['Day', ...data.byKind.groups.map((g) => g.label), 'All', REPEATS_COLUMN]}
          rows={dayRows(data.byKind.series, data.byKind.groups, (i) => [data.byKind.repeatsPerDay[i] ?? 0])}
          empty={noLeads}
        />
        <ChartPanel
          name="leads-by-source"
          title="Leads per day by source"
          description={`Each bar is one day; its parts are the forms the leads came from (the ${data.bySource.groups.length > 6 ? 'six largest, the rest as Other' : 'sources of the period'}). Repeats are not counted.`}
          chart={<StackedDays series={data.bySource.series} groups={data.bySource.groups} label="Leads per day by source" />}
          columns={['Day', ...data.bySource.groups.map((g) => g.label), 'All']}
          rows={dayRows(data.bySource.series, data.bySource.groups)}
          empty={noLeads}
        />
        <ChartPanel
          name="delivery"
          title="Delivery to dealers and the CRM"
          description={noLeads ? 'Time from a lead to its delivery.' : `Time from a lead to its delivery: median ${formatDuration(delivery.p50Seconds)}, 95th percentile ${formatDuration(delivery.p95Seconds)} (${number(delivery.timed)} delivered leads).`}
          chart={<Ranking data={deliveryRows.map(([name, leads]) => ({ name, leads }))} label="Leads by delivery state" />}
          columns={['Delivery state', 'Leads']}
          rows={[...deliveryRows, ['Time to delivery, median', formatDuration(delivery.p50Seconds)], ['Time to delivery, 95th percentile', formatDuration(delivery.p95Seconds)]]}
          empty={noLeads}
        />
        <ChartPanel
          name="top-dealers"
          title="Top dealers by leads"
          description="The ten dealers homeowners asked most. Repeats are not counted; the table shows them apart."
          chart={<Ranking data={data.topDealers.map((d) => ({ name: d.name, leads: d.leads }))} label="Top dealers by leads" />}
          columns={['Dealer', 'Company ID', 'Leads', REPEATS_COLUMN]}
          rows={data.topDealers.map((d) => [d.name, String(d.companyId), d.leads, d.repeats])}
          empty={noLeads ?? (data.topDealers.length === 0 ? `No lead in the last ${data.range} days went to a dealer.` : undefined)}
        />
        <ChartPanel
          name="top-states"
          title="Top states by leads"
          description="Where the homeowners who gave an address live. Repeats are not counted."
          chart={<Ranking data={data.topStates.map((s) => ({ name: s.state, leads: s.leads }))} label="Top states by leads" />}
          columns={['State', 'Leads']}
          rows={data.topStates.map((s) => [s.state, s.leads])}
          empty={noLeads ?? (data.topStates.length === 0 ? `No lead in the last ${data.range} days gave an address.` : undefined)}
        />
      </div>

      <section className="leads-dashboard__panel" aria-labelledby="leads-dashboard-experiments" data-chart="experiments">
        <h3 id="leads-dashboard-experiments">Experiments in progress</h3>
        {data.experiments.length === 0 ? (
          <p>No experiment is running.</p>
        ) : (
          <div className="leads-dashboard__scroll" tabIndex={0} role="region" aria-label="Table: experiments in progress">
            <table>
              <thead>
                <tr>
                  <th scope="col">Experiment</th>
                  <th scope="col">Verdict</th>
                  <th scope="col">Variants: visitors, leads, conversion rate, lift vs control</th>
                </tr>
              </thead>
              <tbody>
                {data.experiments.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">
                      <a href={`/admin/collections/experiments/${e.id}`}>{e.name}</a>
                    </th>
                    <td>{e.report.verdict.text}</td>
                    <td>
                      <ul className="leads-dashboard__variants">
                        {e.report.variants.map((v) => (
                          <li key={v.key}>
                            {v.label}: {number(v.visitors)} visitors, {number(v.conversions)} leads, {formatRate(v.rate)}
                            {v.isControl ? '' : `, ${formatLift(v.lift)}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  )
}
