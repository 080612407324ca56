import { Link } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CARGO_RATES_TEXTS as TEXTS } from "~/content/cargo-rates";
import { loadCargoRates } from "./cargo-rate-screens.server";
import type { Route } from "./+types/cargo-rates";

/** Settings → Cargo rates (issue #26), admins only: every route and mode with the card in force today, or "No card". */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCargoRates(context);
}

export default function CargoRatesScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{TEXTS.columns.route}</TableHead>
            <TableHead>{TEXTS.columns.currency}</TableHead>
            <TableHead>{TEXTS.columns.rates}</TableHead>
            <TableHead>{TEXTS.columns.terms}</TableHead>
            <TableHead>{TEXTS.columns.validFrom}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loaderData.routes.map((route) => (
            <TableRow key={route.href}>
              <TableCell className="font-medium">
                <Link to={route.href} className="text-brand-700 underline-offset-4 hover:underline">
                  {TEXTS.openRoute(route.from, route.to, route.mode)}
                </Link>
              </TableCell>
              {route.card ? (
                <>
                  <TableCell>{route.card.currency}</TableCell>
                  <TableCell className="tabular-nums">{route.card.rates}</TableCell>
                  <TableCell className="text-sm text-muted">{route.card.terms}</TableCell>
                  <TableCell className="tabular-nums">{route.card.validFrom}</TableCell>
                </>
              ) : (
                <TableCell colSpan={4} className="text-muted">
                  {TEXTS.noCard}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin/settings", label: TEXTS.settingsLink }} texts={TEXTS} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
