import { boardReports } from '#src/content/boardReports'
import { BoardReportCard } from '#src/pages/news/BoardReportCard'

/** A board report card for one of the site's real reports (by position). */
export function BoardReportHarness({ index }: { index: number }) {
  const report = boardReports[index]
  return report ? <BoardReportCard report={report} /> : null
}
