import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { RateCardForm } from "~/components/admin/cargo/rate-card-form";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CARGO_RATES_PATH, CARGO_RATES_TEXTS as TEXTS } from "~/content/cargo-rates";
import { handleRateCardPost, loadCargoRateRoute } from "./cargo-rate-screens.server";
import type { Route } from "./+types/cargo-rate-route";

/** A route and mode's rate cards (issue #26), admins only: the history, newest first, and the "New rate card" form. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCargoRateRoute(context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleRateCardPost(request, context, params);
}

export default function CargoRateRouteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { title, mode, today, inForceId, history, values } = loaderData;
  return (
    <div className="max-w-5xl space-y-6">
      <AdminPageHeader back={{ to: CARGO_RATES_PATH, label: TEXTS.ratesLink }} title={title} subtitle={TEXTS.routeSubtitle} />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.historyTitle}</h2>
        {inForceId === null ? <p className="mt-2 text-sm text-amber-800">{TEXTS.inForceNone}</p> : null}
        {history.length === 0 ? (
          <p className="mt-3 text-muted">{TEXTS.historyEmpty}</p>
        ) : (
          <div className="mt-3">
            <Table>
              <TableHeader>
                <TableRow>
                  {Object.values(TEXTS.historyColumns).map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.map((card) => (
                  <TableRow key={card.id} data-testid="rate-card-row">
                    <TableCell className="tabular-nums">
                      {card.validFrom}{" "}
                      {card.id === inForceId ? (
                        <Badge>{TEXTS.inForceBadge}</Badge>
                      ) : card.validFrom > today ? (
                        <Badge variant="outline">{TEXTS.future}</Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>{card.currency}</TableCell>
                    <TableCell className="tabular-nums">{card.rates}</TableCell>
                    <TableCell className="text-sm text-muted">{card.terms}</TableCell>
                    <TableCell>{card.by}</TableCell>
                    <TableCell className="tabular-nums">{card.at}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.newTitle}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">{TEXTS.newHint}</p>
        <RateCardForm mode={mode} values={values} outcome={actionData} />
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: CARGO_RATES_PATH, label: TEXTS.ratesLink }} texts={TEXTS} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title ?? TEXTS.title);
