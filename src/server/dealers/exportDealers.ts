import type { Payload } from 'payload'
import { dealersToCsv } from './dealerImportFile'
import { loadDealerDocuments } from './loadDealers'

/** Every dealer (active or not) as CSV in the import layout, ordered by companyID. */
export async function exportDealersCsv(payload: Payload): Promise<{ csv: string; count: number }> {
  const docs = (await loadDealerDocuments(payload)).sort((a, b) => a.data.companyID - b.data.companyID)
  const rows = docs.map((doc) => ({
    ...doc,
    whodis: {
      ...doc.whodis,
      assignedNumbers: (doc.whodis?.assignedNumbers ?? []).map(({ numberType, phoneNumber }) => ({ numberType, ...(phoneNumber ? { phoneNumber } : {}) })),
    },
  }))
  return { csv: dealersToCsv(rows), count: docs.length }
}
