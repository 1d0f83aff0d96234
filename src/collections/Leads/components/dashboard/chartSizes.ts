/** Chart heights, shared by the charts and the space the dashboard keeps for them while they load. */
export const DAYS_CHART_HEIGHT = 260
export const rankingChartHeight = (bars: number) => Math.max(120, bars * 28 + 40)
