import { AlertTriangle, Download, Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ADMIN_ERROR_TEXTS } from "~/content/admin";
import { IMPORT_EXPORT_TEXTS as TEXTS } from "~/content/import-export";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import type { Route } from "./+types/data";
import { handleDataPost, type DataActionResult, type ImportPreview as Preview } from "./data.server";

export async function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDataPost(request, signedInUser(context).role);
}

export default function DataScreen({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as DataActionResult | undefined;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{TEXTS.title}</h1>
        <p className="text-muted">{TEXTS.intro}</p>
      </header>

      <section aria-labelledby="export-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="export-heading" className="text-lg font-semibold">
          {TEXTS.export.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{TEXTS.export.text}</p>
        <a
          href="/admin/data/export"
          download
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Download aria-hidden className="size-4" /> {TEXTS.export.download}
        </a>
      </section>

      <section aria-labelledby="import-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="import-heading" className="text-lg font-semibold">
          {TEXTS.import.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{TEXTS.import.text}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="file" className="text-sm font-medium">
              {TEXTS.import.fileLabel}
            </label>
            <input
              id="file"
              name="file"
              type="file"
              accept="application/json,.json"
              required
              className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
            />
          </div>
          <button
            name="intent"
            value="preview"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            <Upload aria-hidden className="size-4" /> {TEXTS.import.check}
          </button>
        </Form>

        {result?.problem ? (
          <p role="alert" className="mt-4 flex items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <AlertTriangle aria-hidden className="size-4 shrink-0" /> {result.problem.description}
          </p>
        ) : null}

        {result?.preview ? <ImportPreview preview={result.preview} busy={busy} /> : null}
      </section>
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">
          {TEXTS.backToDashboard}
        </Link>
      </p>
    </div>
  );
}

function ImportPreview({ preview, busy }: { preview: Preview; busy: boolean }) {
  const { counts, problems, conflicts } = preview;
  const rows = [
    [TEXTS.preview.kinds.destinations, counts.destinations],
    [TEXTS.preview.kinds.tours, counts.tours],
    [TEXTS.preview.kinds.services, counts.services],
    [TEXTS.preview.kinds.siteContent, counts.siteContent],
    [TEXTS.preview.kinds.departures, counts.departures],
  ] as const;
  return (
    <div className="mt-6 space-y-4" aria-live="polite">
      <h3 className="font-semibold">{TEXTS.preview.title}</h3>
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 text-start font-medium">
              {TEXTS.preview.kind}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {TEXTS.preview.add}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {TEXTS.preview.update}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {TEXTS.preview.unchanged}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, count]) => (
            <tr key={label} className="border-t border-gray-100">
              <th scope="row" className="py-1 text-start font-normal">
                {label}
              </th>
              <td className="py-1 text-end tabular-nums">{count.add}</td>
              <td className="py-1 text-end tabular-nums">{count.update}</td>
              <td className="py-1 text-end tabular-nums">{count.unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">{TEXTS.preview.rates(counts.exchangeRates.add, counts.exchangeRates.skip)}</p>

      {problems.length > 0 ? (
        <div className="rounded-md border border-red-200 bg-red-50 p-4">
          <h4 className="font-semibold text-red-900">{TEXTS.preview.invalidRecords(problems.length)}</h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-red-900">
            {problems.map((problem) => (
              <li key={`${problem.kind}-${problem.position}`}>{TEXTS.problem(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {conflicts.length > 0 ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
          <h4 className="font-semibold text-amber-900">
            {TEXTS.preview.conflicts(
              conflicts.length,
              conflicts.every((conflict) => conflict.kind === "exchange-rate"),
            )}
          </h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-amber-900">
            {conflicts.map((conflict) => (
              <li key={`${conflict.kind}-${conflict.position}`}>{TEXTS.problem(conflict)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {problems.length === 0 ? (
        // Multipart, so the catalogue goes back as it is rather than percent-encoded (up to three times larger).
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap gap-3">
          <input type="hidden" name="catalogue" value={preview.catalogue} />
          <input type="hidden" name="intent" value="apply" />
          {conflicts.length === 0 ? (
            <button
              name="conflicts"
              value="refuse"
              disabled={busy}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {TEXTS.preview.apply}
            </button>
          ) : (
            <>
              <button
                name="conflicts"
                value="skip"
                disabled={busy}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {TEXTS.preview.skipConflicts}
              </button>
              <button
                name="conflicts"
                value="overwrite"
                disabled={busy}
                className="rounded-md border border-red-700 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {TEXTS.preview.overwriteConflicts}
              </button>
            </>
          )}
        </Form>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: ADMIN_ERROR_TEXTS.pageTitle(TEXTS.title) }];
