import { useEffect, useState } from 'react';

/** A link that saves a hand record as a JSON file (for `texas42 replay` or `texas42 analyze`). */
export function DownloadRecord({
  record,
  fileName,
}: {
  readonly record: unknown;
  readonly fileName: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [record]);
  return (
    <a
      className="button small ghost"
      href={url ?? undefined}
      download={fileName}
      data-testid="download-record"
      aria-disabled={url === null}
    >
      Download record
    </a>
  );
}
