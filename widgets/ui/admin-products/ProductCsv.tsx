// The catalogue as a product CSV in Shopify's columns (docs/back-office.md#product-csv): export downloads every product;
// import first checks the chosen file (a dry run listing each problem by line and column) and imports it only when
// asked, once it has none.
import { useState } from 'react';
import { AdminError, adminCall } from '../../api/admin.js';
import { Message, useAction } from '../admin-app/use-admin.js';

interface ImportAnswer {
  msg: string;
  Problems: Array<{ Line: number; Column: string; Message: string }>;
}

async function checkFile(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const text = await file.text();
  try {
    return await adminCall<ImportAnswer>('POST', 'ImportProducts', { query: dryRun ? { DryRun: 1 } : {}, file: new Blob([text], { type: 'text/csv' }) });
  } catch (error) {
    // A file with problems is a 400 that lists them.
    const body = error instanceof AdminError && error.status === 400 ? (error.body as Partial<ImportAnswer> | undefined) : undefined;
    if (body && Array.isArray(body.Problems)) return body as ImportAnswer;
    throw error;
  }
}

export function ProductCsv({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const { busy, message, run } = useAction();

  const download = () =>
    void run(async () => {
      const csv = await adminCall<string>('GET', 'ExportProducts', { accept: 'text/csv' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = 'products.csv';
      link.click();
      URL.revokeObjectURL(link.href);
      return 'products.csv downloaded.';
    });
  const check = (chosen: File) => {
    setFile(chosen);
    setAnswer(null);
    void run(async () => {
      const r = await checkFile(chosen, true);
      setAnswer(r);
      return r.msg;
    });
  };
  const importNow = () =>
    void run(async () => {
      const r = await checkFile(file!, false);
      setAnswer(r);
      if (!r.Problems.length) {
        setFile(null);
        onImported();
      }
      return r.msg;
    });

  const ready = file && answer && answer.Problems.length === 0;
  return (
    <details className="card product-csv">
      <summary>Import or export a product CSV (Shopify’s columns)</summary>
      <div className="filter-buttons">
        <button type="button" className="secondary" disabled={busy} onClick={download}>
          Export products.csv
        </button>
        <label>
          Import a CSV file
          <input
            type="file"
            name="product-csv"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) check(chosen);
            }}
          />
        </label>
        {ready && (
          <button type="button" disabled={busy} onClick={importNow}>
            Import {file.name}
          </button>
        )}
      </div>
      <Message message={message} />
      {answer && answer.Problems.length > 0 && <CsvProblems fileName={file?.name} problems={answer.Problems} />}
    </details>
  );
}

function CsvProblems({ fileName, problems }: { fileName: string | undefined; problems: ImportAnswer['Problems'] }) {
  return (
    <table className="csv-problems">
      <caption>Problems in {fileName}: nothing was changed</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((p, i) => (
          <tr key={i}>
            <td>{p.Line}</td>
            <td>{p.Column}</td>
            <td>{p.Message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
