import { identityHeaders } from '../../../../content-engine/client/request-headers.ts';
import { adminIdentity } from '../../../shared/api/api.ts';
import type { ReportInput } from './get-report.ts';

/** The file name the engine chose (content-disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Every row of a report as the engine's CSV (POST /reports/csv: the table's filters and sort, all
 * rows, streamed by the engine), saved as a download. Fails with the engine's message.
 */
export async function downloadReportCsv(input: ReportInput): Promise<void> {
  const response = await fetch('/reports/csv', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...identityHeaders(adminIdentity()) },
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    throw new Error(answer?.errors?.[0]?.message ?? `The CSV could not be made (status ${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response, `${input.report}.csv`),
  });
  link.click();
  URL.revokeObjectURL(url);
}
