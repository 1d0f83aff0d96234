/**
 * npm run bench:experiments: the shipped experiment statistics (src/domain/experiments/report.ts)
 * under continuous peeking, a look every 200 visitors per arm up to 20,000, 3% base rate. Seeded.
 * Prints one line per figure with its 95% Wilson interval (docs/experiments.md "The guarantees").
 */
import { simulate } from '../../src/domain/experiments/simulation'
import { wilsonInterval } from '../../src/domain/experiments/statistics'

const RUNS = Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : 2000
const BASE = 0.03
const started = Date.now()

function line(name: string, count: number, runs: number, extra = '') {
  const [lo, hi] = wilsonInterval(count, runs)
  const f = (n: number) => n.toFixed(4)
  console.log(`${name} ${f(count / runs)} [${f(lo)}, ${f(hi)}] (${count}/${runs} runs${extra})`)
}

const aa = simulate({ rates: [BASE, BASE], runs: RUNS, seed: 1 })
line('aa_any_verdict_rate', aa.anyVerdict, aa.runs, `, ${aa.looks} looks each`)
const tenPct = simulate({ rates: [BASE, BASE * 1.1], runs: RUNS, seed: 2 })
line('interval_coverage_all_looks', tenPct.coveredAllLooks, tenPct.runs, ', true lift +10%')
const twentyPct = simulate({ rates: [BASE, BASE * 1.2], runs: RUNS, seed: 3 })
line('power_20pct_lift', twentyPct.trueWinnerFound, twentyPct.runs, ', by 20,000 per arm')
line('power_10pct_lift', tenPct.trueWinnerFound, tenPct.runs, ', by 20,000 per arm')
const aaa = simulate({ rates: [BASE, BASE, BASE], runs: RUNS, seed: 4 })
line('aa_any_verdict_rate_3_variants', aaa.anyVerdict, aaa.runs)
console.log(`elapsed_seconds ${((Date.now() - started) / 1000).toFixed(1)}`)
