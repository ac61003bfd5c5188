import { useEffect, useMemo } from 'react';

/** A link that saves a hand record as a JSON file (for `texas42 replay` or `texas42 analyze`). */
export function DownloadRecord({
  record,
  fileName,
}: {
  readonly record: unknown;
  readonly fileName: string;
}) {
  const url = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' }),
      ),
    [record],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a className="button small ghost" href={url} download={fileName} data-testid="download-record">
      Download record
    </a>
  );
}
